import { sql, type SQL } from 'drizzle-orm';

/*
 * Read-only SQL expressions over this module's tables, for another module that needs a role fact
 * inside one of its own statements (the users page is one statement). The caller passes the SQL
 * of its user id column; it never names user_roles or roles itself.
 */

/** The user's role names, sorted ('{}' for none). */
export const roleNamesOf = (userId: SQL): SQL<string[]> =>
  sql<string[]>`coalesce((
    SELECT array_agg(r.name ORDER BY r.name) FROM user_roles ur JOIN roles r ON r.id = ur.role_id
    WHERE ur.user_id = ${userId}), '{}')`;

/** Whether the user holds the role with this name. */
export const holdsRoleNamed = (userId: SQL, name: string): SQL =>
  sql`EXISTS (SELECT 1 FROM user_roles ur JOIN roles r ON r.id = ur.role_id
    WHERE ur.user_id = ${userId} AND r.name = ${name})`;

/** The ids of the users who hold the role, as a subquery (`id IN (…)`). */
export const holdersOf = (roleId: number): SQL =>
  sql`(SELECT ur.user_id FROM user_roles ur WHERE ur.role_id = ${roleId})`;

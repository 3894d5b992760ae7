import { sql, type SQL } from 'drizzle-orm';

/**
 * The club's IANA time zone as an SQL expression (NULL when there is no such club), for a module
 * that reads it inside one of its own statements (settings' club context, on every tee-sheet call).
 */
export const timeZoneSql = (organizationId: number): SQL<string | null> =>
  sql<string | null>`(SELECT o.timezone FROM organizations o WHERE o.id = ${organizationId})`;

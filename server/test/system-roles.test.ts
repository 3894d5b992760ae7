import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_ROLE_PERMISSIONS } from '@fairway/shared-api/contract';
import { bootstrap } from '../src/bootstrap';
import { rowsOf } from '../src/db/client';
import { syncSystemRolePermissions } from '../src/modules/roles';
import { Agent, createTestApp, createUserAndSignIn, signIn, type TestApp } from './helpers';

// Built-in roles get their permissions from the declaration in code (DEFAULT_ROLE_PERMISSIONS),
// synced on every start: a domain added later reaches the clubs created before it, without a
// back-filling UPDATE in its migration.

let t: TestApp;
let app: FastifyInstance;
let admin: Agent;
let clubA: number;
let clubB: number;

const ROLES = '/api/settings/users/roles';
type RoleRow = { id: number; name: string; permissions: string[]; is_system: boolean };

/** A club's roles by name, read in its own scope. */
async function rolesOf(organizationId: number): Promise<Record<string, RoleRow>> {
  const res = await app.withOrg(organizationId, (tx) =>
    tx.execute(sql`SELECT id, name, permissions, is_system FROM roles`),
  );
  return Object.fromEntries(rowsOf<RoleRow>(res).map((r) => [r.name, r]));
}

const sorted = (list: readonly string[]) => [...list].sort();

/** Sets a role's permissions as a club administrator does, in the admin screen. */
async function setPermissions(role: RoleRow, permissions: string[]) {
  const res = await admin.put(`${ROLES}/${role.id}`, { permissions });
  expect(res.statusCode).toBe(200);
}

/** The code's declaration once a "lesson plans" domain has arrived (and a custom role's name). */
const WITH_LESSON_PLANS = {
  ...DEFAULT_ROLE_PERMISSIONS,
  staff: [...DEFAULT_ROLE_PERMISSIONS.staff, 'lesson_plans:read', 'lesson_plans:write'],
  member: [...DEFAULT_ROLE_PERMISSIONS.member, 'lesson_plans:read'],
  starter: ['lesson_plans:read'],
};

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  admin = await signIn(app);
  clubA = (await admin.get('/api/user/current')).json().organization_id;
  const created = await admin.post('/api/settings/organizations', {
    name: 'Windy Dunes',
    timezone: 'Europe/Amsterdam',
  });
  expect(created.statusCode).toBe(201);
  clubB = created.json().id;
  // A custom role of club A, whose administrator then takes tee_sheet:manage away from it.
  await app.withOrg(clubA, (tx) =>
    tx.execute(sql`INSERT INTO roles (organization_id, name, permissions)
      VALUES (${clubA}, 'starter', ARRAY['courses:read', 'tee_sheet:manage'])`),
  );
  await setPermissions((await rolesOf(clubA)).starter!, ['courses:read']);
});
afterAll(() => t.close());

describe("built-in roles' permissions, declared in code and synced at start", () => {
  test('a new club gets exactly the declaration, and the record of what was handed out matches it', async () => {
    const roles = await rolesOf(clubB);
    for (const [name, permissions] of Object.entries(DEFAULT_ROLE_PERMISSIONS))
      expect([name, sorted(roles[name]!.permissions)]).toEqual([name, sorted(permissions)]);
    // Migration 0009 recorded the declaration as it stood, so upgrading changes no club's roles.
    const res = await app.database.db.execute(
      sql`SELECT role_name, permission FROM system_role_grants`,
    );
    const recorded = rowsOf<{ role_name: string; permission: string }>(res).map(
      (r) => `${r.role_name} ${r.permission}`,
    );
    const declared = Object.entries(DEFAULT_ROLE_PERMISSIONS).flatMap(([name, list]) =>
      list.map((p) => `${name} ${p}`),
    );
    expect(sorted(recorded)).toEqual(sorted(declared));
  });

  test('clubs created before a permission existed get it on the next start; custom roles do not', async () => {
    const staff = await createUserAndSignIn(app, clubA, 'starter@system-roles.test', ['staff']);
    expect((await staff.get('/api/user/current')).json().permissions).not.toContain(
      'lesson_plans:read',
    );
    const before = { a: await rolesOf(clubA), b: await rolesOf(clubB) };

    expect(await bootstrap(app, { systemRolePermissions: WITH_LESSON_PLANS })).toEqual({
      created: false,
    });

    for (const club of [clubA, clubB]) {
      const roles = await rolesOf(club);
      expect(roles.staff!.permissions).toEqual(
        expect.arrayContaining(['lesson_plans:read', 'lesson_plans:write']),
      );
      expect(roles.member!.permissions).toContain('lesson_plans:read');
      expect(roles.member!.permissions).not.toContain('lesson_plans:write');
      expect(roles.trainer!.permissions).toEqual(
        (club === clubA ? before.a : before.b).trainer!.permissions,
      );
    }
    // The first club's admin keeps its platform permission; the custom role is left alone even
    // though the declaration names a role called 'starter'.
    expect((await rolesOf(clubA)).admin!.permissions).toEqual(before.a.admin!.permissions);
    expect((await rolesOf(clubA)).starter!.permissions).toEqual(['courses:read']);
    // A signed-in member of staff holds it at once (the principal cache hears of the change).
    expect((await staff.get('/api/user/current')).json().permissions).toEqual(
      expect.arrayContaining(['lesson_plans:read', 'lesson_plans:write']),
    );
  });

  test('what an administrator takes away from a built-in role stays away; other clubs keep theirs', async () => {
    const a = await rolesOf(clubA);
    await setPermissions(
      a.staff!,
      a.staff!.permissions.filter((p) => p !== 'lesson_plans:write'),
    );
    await setPermissions(
      a.member!,
      a.member!.permissions.filter((p) => p !== 'tee_times:book'),
    );

    await bootstrap(app, { systemRolePermissions: WITH_LESSON_PLANS });
    const changed = await app.database.db.transaction((tx) =>
      syncSystemRolePermissions(tx, WITH_LESSON_PLANS),
    );

    expect(changed).toBe(0);
    const after = await rolesOf(clubA);
    expect(after.staff!.permissions).toContain('lesson_plans:read');
    expect(after.staff!.permissions).not.toContain('lesson_plans:write');
    expect(after.member!.permissions).not.toContain('tee_times:book');
    expect(after.starter!.permissions).toEqual(['courses:read']);
    const b = await rolesOf(clubB);
    expect(b.staff!.permissions).toContain('lesson_plans:write');
    expect(b.member!.permissions).toContain('tee_times:book');
  });

  test('starting with the declaration in code changes nothing more', async () => {
    const before = { a: await rolesOf(clubA), b: await rolesOf(clubB) };
    await bootstrap(app);
    expect(await rolesOf(clubA)).toEqual(before.a);
    expect(await rolesOf(clubB)).toEqual(before.b);
  });
});

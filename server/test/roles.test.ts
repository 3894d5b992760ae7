import type { FastifyInstance } from 'fastify';
import { Agent, createTestApp, createUserAndSignIn, signIn, type TestApp } from './helpers';

let t: TestApp;
let app: FastifyInstance;
let admin: Agent;
let adminId: number;
let orgId: number;
let seq = 0;

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  admin = await signIn(app);
  const me = (await admin.get('/api/user/current')).json();
  adminId = me.id;
  orgId = me.organization_id;
});
afterAll(() => t.close());

const U = '/api/settings/users';
type RoleView = {
  id: number;
  name: string;
  permissions: string[];
  user_count: number;
  is_system: boolean;
  description: string | null;
};

const rolesOf = async (agent: Agent) => (await agent.get(`${U}/roles`)).json() as RoleView[];
const roleId = async (agent: Agent, name: string) =>
  (await rolesOf(agent)).find((r) => r.name === name)!.id;
const idOf = async (agent: Agent) => (await agent.get('/api/user/current')).json().id as number;

/** Signs in a new user of the organization with the given roles; answers the agent and the user id. */
async function person(organizationId: number, roles: string[]) {
  const agent = await createUserAndSignIn(app, organizationId, `person${++seq}@roles.test`, roles);
  return { agent, id: await idOf(agent) };
}

describe('listing and editing roles', () => {
  test('roles come with their permissions and user counts', async () => {
    const before = (await rolesOf(admin)).find((r) => r.name === 'trainer')!.user_count;
    await person(orgId, ['trainer']);
    const roles = await rolesOf(admin);
    expect(roles.map((r) => r.name)).toEqual(
      expect.arrayContaining(['admin', 'staff', 'member', 'guest']),
    );
    expect(roles.find((r) => r.name === 'admin')).toMatchObject({
      user_count: 1,
      is_system: true,
      permissions: expect.arrayContaining(['*']),
    });
    expect(roles.find((r) => r.name === 'trainer')!.user_count).toBe(before + 1);
  });

  test('a role is updated by its id; built-in names and the admin permissions stay', async () => {
    const trainer = await roleId(admin, 'trainer');
    const ok = await admin.put(`${U}/roles/${trainer}`, {
      description: 'Coaches',
      permissions: ['self:use', 'users:read', 'users:read'],
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      id: trainer,
      name: 'trainer',
      description: 'Coaches',
      permissions: ['self:use', 'users:read'],
    });

    const rename = await admin.put(`${U}/roles/${trainer}`, { name: 'coach' });
    expect(rename.statusCode).toBe(409);
    expect(rename.json().message).toContain('Built-in roles cannot be renamed');

    const adminRole = await roleId(admin, 'admin');
    const strip = await admin.put(`${U}/roles/${adminRole}`, { permissions: ['self:use'] });
    expect(strip.statusCode).toBe(409);
    expect(strip.json().message).toBe('The admin role always has every permission');

    const bad = await admin.put(`${U}/roles/${trainer}`, { permissions: ['everything please'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Permissions must look like module:action');
    expect((await admin.put(`${U}/roles/999999`, { description: 'x' })).statusCode).toBe(404);

    const after = (await rolesOf(admin)).find((r) => r.id === trainer)!;
    expect(after).toMatchObject({ name: 'trainer', permissions: ['self:use', 'users:read'] });
  });

  test('a member cannot read roles; staff can read but not change them', async () => {
    const member = await person(orgId, ['member']);
    expect((await member.agent.get(`${U}/roles`)).statusCode).toBe(403);
    const staff = await person(orgId, ['staff']);
    expect((await staff.agent.get(`${U}/roles`)).statusCode).toBe(200);
    expect(
      (await staff.agent.put(`${U}/roles/${await roleId(admin, 'guest')}`, { description: 'x' }))
        .statusCode,
    ).toBe(403);
  });
});

describe('assigning roles', () => {
  test('a role is given and taken by id; each change is in the activity', async () => {
    const { id } = await person(orgId, ['member']);
    const guest = await roleId(admin, 'guest');
    const given = await admin.post(`${U}/${id}/roles/${guest}`);
    expect(given.statusCode).toBe(200);
    expect(given.json().map((r: RoleView) => r.name)).toEqual(['guest', 'member']);
    expect((await admin.post(`${U}/${id}/roles/${guest}`)).json()).toHaveLength(2);
    expect((await admin.get(`${U}/${id}`)).json().roles).toEqual(['guest', 'member']);

    const taken = await admin.delete(`${U}/${id}/roles/${guest}`);
    expect(taken.json().map((r: RoleView) => r.name)).toEqual(['member']);
    const again = await admin.delete(`${U}/${id}/roles/${guest}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('This user does not have that role');
    expect((await admin.post(`${U}/${id}/roles/999999`)).statusCode).toBe(404);

    const actions = (await admin.get(`${U}/${id}/activity`)).json();
    expect(actions.slice(0, 2)).toMatchObject([
      { action: 'role_removed', actor_id: adminId, details: { role: 'guest' } },
      { action: 'role_assigned', actor_id: adminId, details: { role: 'guest' } },
    ]);
  });

  test('bulk role assign gives one role to many users, all or nothing', async () => {
    const a = await person(orgId, ['member']);
    const b = await person(orgId, ['member']);
    const c = await person(orgId, ['member']);
    const candidate = await roleId(admin, 'candidate');

    const missing = await admin.post(`${U}/bulk-role-assign`, {
      user_ids: [a.id, 999999],
      role_id: candidate,
    });
    expect(missing.statusCode).toBe(404);
    expect((await admin.get(`${U}/${a.id}`)).json().roles).toEqual(['member']);

    const first = await admin.post(`${U}/bulk-role-assign`, {
      user_ids: [a.id, b.id],
      role_id: candidate,
    });
    expect(first.json()).toEqual({ role_id: candidate, assigned: 2, already_assigned: 0 });
    const second = await admin.post(`${U}/bulk-role-assign`, {
      user_ids: [a.id, b.id, c.id],
      role_id: candidate,
    });
    expect(second.json()).toEqual({ role_id: candidate, assigned: 1, already_assigned: 2 });
    const holders = (await admin.get(`${U}/by-role/candidate`))
      .json()
      .map((u: { id: number }) => u.id);
    expect(holders).toEqual(expect.arrayContaining([a.id, b.id, c.id]));

    const bad = await admin.post(`${U}/bulk-role-assign`, { user_ids: [], role_id: candidate });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Send at least one user id');
  });
});

describe('nobody gains permissions they do not have', () => {
  test('staff cannot create an admin, take over an admin account, or assign roles', async () => {
    const staff = await person(orgId, ['staff']);
    const created = await staff.agent.post(U, {
      email: `sneaky${++seq}@roles.test`,
      first_name: 'S',
      last_name: 'N',
      roles: ['admin'],
    });
    expect(created.statusCode).toBe(403);
    expect(created.json().message).toContain('You cannot grant permissions you do not have');
    expect((await admin.get(`${U}/search?q=sneaky`)).json()).toEqual([]);

    expect(
      (await staff.agent.post(`${U}/${adminId}/reset-password`, { password: 'Stolen-Admin-123' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await staff.agent.put(`${U}/${adminId}`, { email: 'mine@roles.test' })).statusCode,
    ).toBe(403);
    expect((await staff.agent.post(`${U}/${adminId}/suspend`, { reason: 'coup' })).statusCode).toBe(
      403,
    );
    expect(
      (await staff.agent.post(`${U}/${staff.id}/roles/${await roleId(admin, 'admin')}`)).statusCode,
    ).toBe(403);

    // Staff still manage members and residents: their own household and subscriptions give
    // them no power over anyone.
    const member = await person(orgId, ['member']);
    expect(
      (await staff.agent.post(`${U}/${member.id}/suspend`, { reason: 'Late fees' })).statusCode,
    ).toBe(200);
    const resident = await person(orgId, ['tenant']);
    expect(
      (
        await staff.agent.post(`${U}/${resident.id}/reset-password`, {
          password: 'Resident-Pass-123',
        })
      ).statusCode,
    ).toBe(200);
    expect((await admin.get(`${U}/${adminId}`)).json()).toMatchObject({
      status: 'active',
      email: 'admin@test.local',
    });
  });
});

describe('the last active administrator', () => {
  /** A new club with one admin and a "deputy" whose role holds every permission but is not admin. */
  async function club() {
    const org = (
      await admin.post('/api/settings/organizations', { name: `Last Admin Club ${++seq}` })
    ).json();
    const boss = await person(org.id, ['admin']);
    await boss.agent.put(`${U}/roles/${await roleId(boss.agent, 'staff')}`, { permissions: ['*'] });
    const deputy = await person(org.id, ['staff']);
    return { boss, deputy, adminRole: await roleId(boss.agent, 'admin') };
  }

  test('cannot lose the admin role, be suspended, deactivated or deleted', async () => {
    const { boss, deputy, adminRole } = await club();
    const attempts = [
      await deputy.agent.delete(`${U}/${boss.id}/roles/${adminRole}`),
      await deputy.agent.post(`${U}/${boss.id}/suspend`, { reason: 'testing' }),
      await deputy.agent.patch(`${U}/${boss.id}/status`, { status: 'inactive' }),
      await deputy.agent.put(`${U}/bulk-update`, { updates: [{ id: boss.id, status: 'pending' }] }),
      await deputy.agent.delete(`${U}/${boss.id}`),
      await boss.agent.delete(`${U}/${boss.id}/roles/${adminRole}`),
    ];
    expect(attempts.map((r) => r.statusCode)).toEqual(attempts.map(() => 409));
    for (const res of attempts)
      expect(res.json().message).toMatch(
        /^The last active administrator cannot be|Row 1: The last active administrator/,
      );
    expect((await boss.agent.get(`${U}/${boss.id}`)).json()).toMatchObject({
      status: 'active',
      roles: ['admin'],
    });

    // With a second admin, the first may go.
    await boss.agent.post(`${U}/${deputy.id}/roles/${adminRole}`);
    expect(
      (await deputy.agent.post(`${U}/${boss.id}/suspend`, { reason: 'Handing over' })).statusCode,
    ).toBe(200);
    expect((await deputy.agent.delete(`${U}/${deputy.id}/roles/${adminRole}`)).statusCode).toBe(
      409,
    );
  });

  test('two admins suspending each other at the same time: exactly one wins', async () => {
    const { boss, deputy, adminRole } = await club();
    await boss.agent.post(`${U}/${deputy.id}/roles/${adminRole}`);
    const results = await Promise.all([
      boss.agent.post(`${U}/${deputy.id}/suspend`, { reason: 'race' }),
      deputy.agent.post(`${U}/${boss.id}/suspend`, { reason: 'race' }),
    ]);
    // The loser is refused: 409 when its check ran after the winner's change, or 401 when it was
    // already suspended by the time its request was authenticated.
    const [first, second] = results.map((r) => r.statusCode);
    expect([first, second].filter((s) => s === 200)).toHaveLength(1);
    expect([401, 409]).toContain(first === 200 ? second : first);
    const winner = first === 200 ? boss : deputy;
    const admins = (await winner.agent.get(`${U}?status=active&role=admin`)).json();
    expect(admins.map((u: { id: number }) => u.id)).toEqual([winner.id]);
  });
});

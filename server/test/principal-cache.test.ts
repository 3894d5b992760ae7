/**
 * The principal cache (plugins/platform/auth/principal-cache.ts) never serves a session past its
 * end: in the process that made the change, the next request is refused; another process sharing
 * the database hears of it when the change commits (PostgreSQL NOTIFY), well inside the cache's
 * few seconds.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { PRINCIPAL_TTL_MS } from '../src/plugins/platform/auth/principal-cache';
import { Agent, createTestApp, createUserAndSignIn, signIn, type TestApp } from './helpers';

let t: TestApp;
let app: FastifyInstance;
let admin: Agent;
let orgId: number;
let count = 0;

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  admin = await signIn(app);
  orgId = (await admin.get('/api/user/current')).json().organization_id;
});
afterAll(() => t.close());

const RULES = '/api/settings/tee-time-bookings/rules';

async function member(on: FastifyInstance = app) {
  const agent = await createUserAndSignIn(app, orgId, `cached${++count}@test.local`, ['member']);
  const id: number = (await agent.get('/api/user/current')).json().id;
  const elsewhere = new Agent(on);
  for (const [k, v] of agent.jar) elsewhere.jar.set(k, v);
  return { agent, id, elsewhere };
}

/** The member role's permissions without one, and a function that puts them back. */
async function withoutPermission(permission: string) {
  const roles = (await admin.get('/api/settings/users/roles')).json() as {
    id: number;
    name: string;
    permissions: string[];
  }[];
  const role = roles.find((r) => r.name === 'member')!;
  const res = await admin.put(`/api/settings/users/roles/${role.id}`, {
    permissions: role.permissions.filter((p) => p !== permission),
  });
  expect(res.statusCode).toBe(200);
  return async () =>
    expect(
      (await admin.put(`/api/settings/users/roles/${role.id}`, { permissions: role.permissions }))
        .statusCode,
    ).toBe(200);
}

/** Polls until check() is true, for at most `ms`; answers how long it took. */
async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((done) => setTimeout(done, 25));
  }
  return Date.now() - started;
}

describe('in the process that made the change: the next request', () => {
  test('a suspended user is refused', async () => {
    const { agent, id } = await member();
    expect((await agent.get(RULES)).statusCode).toBe(200);
    expect((await agent.get(RULES)).statusCode).toBe(200); // now from the cache
    const res = await admin.post(`/api/settings/users/${id}/suspend`, { reason: 'Unpaid fees' });
    expect(res.statusCode).toBe(200);
    expect((await agent.get(RULES)).statusCode).toBe(401);
  });

  test('a session that signed out is refused when its cookie comes back', async () => {
    const { agent } = await member();
    const copy = new Agent(app);
    for (const [k, v] of agent.jar) copy.jar.set(k, v);
    expect((await copy.get(RULES)).statusCode).toBe(200);
    expect((await agent.post('/api/auth/logout')).statusCode).toBe(204);
    expect((await copy.get(RULES)).statusCode).toBe(401);
  });

  test("a role's lost permission and a lost role are refused", async () => {
    const { agent, id } = await member();
    expect((await agent.get(RULES)).statusCode).toBe(200);
    const restore = await withoutPermission('tee_times:book');
    try {
      expect((await agent.get(RULES)).statusCode).toBe(403);
    } finally {
      await restore();
    }
    expect((await agent.get(RULES)).statusCode).toBe(200);

    const roles = (await admin.get(`/api/settings/users/${id}/roles`)).json() as { id: number }[];
    expect((await admin.delete(`/api/settings/users/${id}/roles/${roles[0]!.id}`)).statusCode).toBe(
      200,
    );
    expect((await agent.get(RULES)).statusCode).toBe(403);
  });

  test('a change written straight into the database is heard too', async () => {
    const { agent, id } = await member();
    expect((await agent.get(RULES)).statusCode).toBe(200);
    await app.withOrg(orgId, (tx) =>
      tx.execute(sql`UPDATE users SET must_change_password = true WHERE id = ${id}`),
    );
    expect((await agent.get(RULES)).json().error).toBe('password_change_required');
  });
});

describe('another process on the same database', () => {
  test('hears a suspension and a lost permission well inside the cache period', async () => {
    if (app.database.kind !== 'postgres')
      return console.warn('skipped on PGlite: one process per data folder');
    // A second server on the same database: its own pool, listener and principal cache.
    const other = await buildApp(app.config);
    await other.ready();
    try {
      const bound = PRINCIPAL_TTL_MS / 2;
      const first = await member(other);
      expect((await first.elsewhere.get(RULES)).statusCode).toBe(200);
      await admin.post(`/api/settings/users/${first.id}/suspend`, { reason: 'Unpaid fees' });
      await within(bound, async () => (await first.elsewhere.get(RULES)).statusCode === 401);

      const second = await member(other);
      expect((await second.elsewhere.get(RULES)).statusCode).toBe(200);
      const restore = await withoutPermission('tee_times:book');
      try {
        await within(bound, async () => (await second.elsewhere.get(RULES)).statusCode === 403);
      } finally {
        await restore();
      }
    } finally {
      await other.close();
    }
  });
});

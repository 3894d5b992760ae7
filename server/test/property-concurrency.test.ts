/**
 * An account is in one household at most, however many calls try to put it in one at once
 * (docs/property.md, "People and permissions"): staff making it a tenant and two tenants adding it
 * as their sub-tenant, all together. PGlite runs one transaction at a time, so this runs on
 * PostgreSQL only: the suite's (TEST_DATABASE_URL), else the local server when it answers. A
 * connection of the test's holds the account's lock while every request starts, so they wait
 * inside their transactions (seen in pg_stat_activity) before they race.
 */
import type { FastifyInstance } from 'fastify';
import { Agent, signIn } from './helpers';
import { connect, postgresAnswers as postgresReady, raceApp } from './support/postgres-races';
import { createMembers, signInMember, type Member } from './tee-sheet-fixtures';

const S = '/api/settings';
/** The key the property module locks an account's household changes under. */
const ACCOUNT_LOCK = 2115;

const postgresAnswers = postgresReady(
  'the household races',
  (why) =>
    `Household race tests skipped: ${why}. PGlite runs one transaction at a time, so no two calls can overlap there.`,
);

(postgresAnswers ? describe : describe.skip)('on PostgreSQL', () => {
  let on: FastifyInstance;
  let url: string;
  let close = (): Promise<void> => Promise.resolve();
  let orgId: number;
  let office: Agent;
  let tenants: Agent[];
  let households: number[];
  let target: Member;

  beforeAll(async () => {
    const race = await raceApp('fairway_property', { needs: 'the household races' });
    ({ app: on, url, close } = race);
    office = await signIn(on);
    orgId = (await office.get('/api/user/current')).json().organization_id;
    const people = await createMembers(on, orgId, 'racer', 4);
    target = people[3]!;
    households = [];
    for (const [i, m] of people.slice(0, 3).entries()) {
      const res = await office.post(`${S}/tenants`, { user_id: m.id, name: `Household ${i + 1}` });
      expect(res.statusCode).toBe(201);
      households.push(res.json().id);
    }
    tenants = await Promise.all(people.slice(0, 3).map((m) => signInMember(on, m)));
  }, 120_000);
  afterAll(() => close());

  test('of a tenant-making call and sub-tenant additions made at once, exactly one wins', async () => {
    const holder = await connect(url);
    const monitor = await connect(url);
    // Not rushBehindBarrier: the calls meet on an advisory lock, not a row, and every one of them
    // (not a few) must be seen waiting on that very lock in pg_locks.
    try {
      await holder.query('SELECT pg_advisory_lock($1, $2)', [ACCOUNT_LOCK, target.id]);
      const calls = [
        office.post(`${S}/tenants`, { user_id: target.id, name: 'Target household' }),
        ...tenants.map((who, i) =>
          who.post(`${S}/sub-tenants`, { tenant_id: households[i], user_id: target.id }),
        ),
      ];
      // Every call is inside its transaction, waiting for the account, before any may go on.
      let waiting = 0;
      for (let i = 0; i < 500 && waiting < calls.length; i++) {
        const { rows } = await monitor.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_locks
            WHERE locktype = 'advisory' AND NOT granted AND classid = $1 AND objid = $2`,
          [ACCOUNT_LOCK, target.id],
        );
        waiting = rows[0]!.n;
        if (waiting < calls.length) await new Promise((r) => setTimeout(r, 20));
      }
      expect(waiting).toBe(calls.length);
      await holder.query('SELECT pg_advisory_unlock($1, $2)', [ACCOUNT_LOCK, target.id]);
      const answers = await Promise.all(calls);
      const statuses = answers.map((r) => r.statusCode).sort();
      expect(statuses).toEqual([201, 409, 409, 409]);
    } finally {
      await holder.end();
      await monitor.end();
    }
    // The account is in exactly one household, as the winner said.
    const place = (await office.get(`${S}/tenants/user/${target.id}`)).json();
    const subs = (await office.get(`${S}/sub-tenants`)).json() as { user_id: number }[];
    const asTenant = ((await office.get(`${S}/tenants`)).json() as { user_id: number }[]).filter(
      (x) => x.user_id === target.id,
    );
    expect(asTenant.length + subs.filter((s) => s.user_id === target.id).length).toBe(1);
    expect(
      (await office.get('/api/settings/tenants/eligibility?user_id=' + target.id)).json(),
    ).toMatchObject({ can_become_tenant: false, tenant_id: place.tenant.id });
  });
});

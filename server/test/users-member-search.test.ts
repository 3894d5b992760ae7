// Defect 6: GET /api/settings/users/member-search?q — the desk's member picker. Names match by
// word prefix ("Mi" finds Michael Smith and Anna Miller, never Club Administrator), first-name
// matches rank before last-name ones, and each person comes with what tells namesakes apart.
// Members keep seeing names only (GET /tee-time-bookings/players).
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { users } from '../src/modules/users/tables';
import { Agent, createTestApp, createUserAndSignIn, signIn, type TestApp } from './helpers';
import { createMembers, signInMember, type Member } from './tee-sheet-fixtures';

const SEARCH = '/api/settings/users/member-search';

let t: TestApp;
let app: FastifyInstance;
let admin: Agent;
let orgId: number;
let michael: Member;
let anna: Member;
let michelle: Member;
let dora: Member;
let gone: Member;
let staffDesk: Agent;

type Found = {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  member_number: string | null;
};

async function person(
  m: Member,
  first: string,
  last: string,
  extra: { phone?: string; member_number?: string; status?: 'active' | 'inactive' } = {},
): Promise<Member> {
  await app.withOrg(orgId, (tx) =>
    tx
      .update(users)
      .set({ first_name: first, last_name: last, ...extra })
      .where(eq(users.id, m.id)),
  );
  return { ...m, name: `${first} ${last}` };
}

async function search(agent: Agent, q: string): Promise<Found[]> {
  const res = await agent.get(`${SEARCH}?q=${encodeURIComponent(q)}`);
  expect(res.statusCode).toBe(200);
  return res.json();
}
const names = (found: Found[]) => found.map((f) => f.name);

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  admin = await signIn(app);
  orgId = (await admin.get('/api/user/current')).json().organization_id;
  const made = await createMembers(app, orgId, 'picker', 5);
  michael = await person(made[0]!, 'Michael', 'Smith', {
    phone: '+44 7700 900001',
    member_number: 'M-1001',
  });
  anna = await person(made[1]!, 'Anna', 'Miller', { member_number: 'M-1002' });
  michelle = await person(made[2]!, 'Michelle', "O'Mira", { phone: '+44 7700 900003' });
  dora = await person(made[3]!, 'Dora', 'Smith-Milne');
  gone = await person(made[4]!, 'Mick', 'Left', { status: 'inactive' });
  const [desk] = await createMembers(app, orgId, 'desk', 1, ['staff']);
  staffDesk = await signInMember(app, desk!);
});
afterAll(() => t.close());

describe('staff member search', () => {
  test('"Mi" finds names by word prefix, first names first, never "Club Administrator"', async () => {
    const found = await search(staffDesk, 'Mi');
    expect(names(found)).toEqual([
      'Michael Smith',
      'Michelle O\u0027Mira',
      'Anna Miller',
      'Dora Smith-Milne',
    ]);
    expect(names(found)).not.toContain('Club Administrator');
    expect(found.map((f) => f.id)).not.toContain(gone.id);
  });

  test('shows e-mail, phone and member number to tell people apart', async () => {
    const [found] = await search(staffDesk, 'michael');
    expect(found).toEqual({
      id: michael.id,
      name: 'Michael Smith',
      email: michael.email,
      phone: '+44 7700 900001',
      member_number: 'M-1001',
    });
    expect((await search(staffDesk, 'anna'))[0]).toMatchObject({
      id: anna.id,
      phone: null,
      member_number: 'M-1002',
    });
  });

  test('several words each start a word of the name; a number or e-mail start finds too', async () => {
    expect(names(await search(staffDesk, 'mic sm'))).toEqual(['Michael Smith']);
    // Dora Smith-Milne: "mi" starts Milne, "sm" starts Smith.
    expect(names(await search(staffDesk, 'mi sm'))).toEqual(['Michael Smith', 'Dora Smith-Milne']);
    // Both last names start with Smith: by first name.
    expect(names(await search(staffDesk, 'smith'))).toEqual(['Dora Smith-Milne', 'Michael Smith']);
    expect(names(await search(staffDesk, 'chael'))).toEqual([]);
    expect(names(await search(staffDesk, 'm-1002'))).toEqual(['Anna Miller']);
    expect(names(await search(staffDesk, michelle.email.slice(0, 9)))).toContain("Michelle O'Mira");
    expect(names(await search(staffDesk, 'mira'))).toEqual(["Michelle O'Mira"]);
    expect(names(await search(staffDesk, 'milne'))).toEqual([dora.name]);
    // LIKE's wildcards match themselves.
    expect(await search(staffDesk, 'm%')).toEqual([]);
    expect(await search(staffDesk, '__')).toEqual([]);
  });

  test('refuses short and long text, and members (who see names only elsewhere)', async () => {
    expect((await staffDesk.get(`${SEARCH}?q=m`)).json().message).toMatch(/at least 2/);
    expect((await staffDesk.get(`${SEARCH}?q=${'m'.repeat(81)}`)).statusCode).toBe(400);
    const memberAgent = await signInMember(app, anna);
    expect((await memberAgent.get(`${SEARCH}?q=mi`)).statusCode).toBe(403);
    const players = await memberAgent.get('/api/settings/tee-time-bookings/players?q=michael');
    expect(players.statusCode).toBe(200);
    expect(players.json()).toEqual([{ id: michael.id, name: 'Michael Smith' }]);
  });

  test('the shop counter and the rentals desk may search too, without the tee sheet', async () => {
    for (const [name, permission] of [
      ['Counter only', 'shop:write'],
      ['Rentals desk only', 'rentals:write'],
    ] as const) {
      await app.withOrg(orgId, (tx) =>
        tx.execute(sql`INSERT INTO roles (organization_id, name, permissions)
          VALUES (${orgId}, ${name}, ARRAY['self:use', ${permission}])`),
      );
      const email = `${permission.replace(':', '.')}@picker.test`;
      const agent = await createUserAndSignIn(app, orgId, email, [name]);
      expect(names(await search(agent, 'smith'))).toEqual(['Dora Smith-Milne', 'Michael Smith']);
    }
  });

  test("never answers another club's people", async () => {
    const org = await admin.post('/api/settings/organizations', { name: 'Other Links' });
    const [outsider] = await createMembers(app, org.json().id, 'outsider', 1);
    await app.withOrg(org.json().id, (tx) =>
      tx.update(users).set({ first_name: 'Mildred' }).where(eq(users.id, outsider!.id)),
    );
    expect(names(await search(staffDesk, 'mil'))).toEqual(['Anna Miller', 'Dora Smith-Milne']);
  });
});

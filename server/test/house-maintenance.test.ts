import type { FastifyInstance } from 'fastify';
import { Agent, createTestApp, createUserAndSignIn, signIn, type TestApp } from './helpers';

// Maintenance (written by `pnpm new:domain house-maintenance`): the calls a club makes, the answers to bad
// input, and the wall between clubs.

const URL = '/api/settings/house-maintenance';

let t: TestApp;
let app: FastifyInstance;
let admin: Agent;
let otherClubAdmin: Agent;
let member: Agent;
let clubId: number;

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  admin = await signIn(app);
  clubId = (await admin.get('/api/user/current')).json().organization_id;
  const other = await admin.post('/api/settings/organizations', {
    name: 'Other Club',
    timezone: 'Europe/London',
  });
  expect(other.statusCode).toBe(201);
  otherClubAdmin = await createUserAndSignIn(app, other.json().id, 'admin@other.test', ['admin']);
  member = await createUserAndSignIn(app, clubId, 'member@house-maintenance.test', ['member']);
});
afterAll(() => t.close());

const names = async (agent: Agent) =>
  ((await agent.get(URL)).json() as { name: string }[]).map((row) => row.name);

describe('maintenance', () => {
  test('a club administrator creates, lists, reads, renames and deletes one', async () => {
    const created = await admin.post(URL, {
      name: 'First house maintenance item',
      description: 'Notes',
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    expect(created.json()).toMatchObject({
      name: 'First house maintenance item',
      description: 'Notes',
    });

    const list = await admin.get(URL);
    expect(list.statusCode).toBe(200);
    expect(list.headers['x-total-count']).toBe('1');
    expect(await names(admin)).toEqual(['First house maintenance item']);
    expect((await admin.get(`${URL}/${id}`)).json()).toMatchObject({ id, description: 'Notes' });

    const renamed = await admin.put(`${URL}/${id}`, { name: 'Renamed' });
    expect(renamed.statusCode).toBe(200);
    // Only the fields sent change.
    expect(renamed.json()).toMatchObject({ id, name: 'Renamed', description: 'Notes' });

    expect((await admin.delete(`${URL}/${id}`)).statusCode).toBe(204);
    expect((await admin.get(`${URL}/${id}`)).statusCode).toBe(404);
    expect(await names(admin)).toEqual([]);
  });

  test('bad input is a 400 naming the problem, and changes nothing', async () => {
    const kept = (await admin.post(URL, { name: 'Kept' })).json();

    const blank = await admin.post(URL, { name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toMatch(/name/i);
    expect((await admin.post(URL, { name: 'Extra', colour: 'red' })).statusCode).toBe(400);
    expect((await admin.put(`${URL}/${kept.id}`, {})).statusCode).toBe(400);
    expect((await admin.put(`${URL}/${kept.id}`, { name: '' })).statusCode).toBe(400);
    expect((await admin.get(`${URL}/not-a-number`)).statusCode).toBe(400);

    expect(await names(admin)).toEqual(['Kept']);
    expect((await admin.get(`${URL}/${kept.id}`)).json()).toEqual(kept);
  });

  test('names are unique in a club, ignoring case, and free in another club', async () => {
    await admin.post(URL, { name: 'Unique' });
    const again = await admin.post(URL, { name: 'UNIQUE' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('A house maintenance item with this name already exists');
    expect((await otherClubAdmin.post(URL, { name: 'Unique' })).statusCode).toBe(201);
  });

  test("another club's maintenance answer 404 to every call, and stay as they were", async () => {
    const mine = (await admin.post(URL, { name: 'Ours alone' })).json();

    expect((await otherClubAdmin.get(`${URL}/${mine.id}`)).statusCode).toBe(404);
    expect((await otherClubAdmin.put(`${URL}/${mine.id}`, { name: 'Taken' })).statusCode).toBe(404);
    expect((await otherClubAdmin.delete(`${URL}/${mine.id}`)).statusCode).toBe(404);
    expect(await names(otherClubAdmin)).not.toContain('Ours alone');
    expect((await admin.get(`${URL}/${mine.id}`)).json()).toEqual(mine);
  });

  test('a member without house_maintenance:read gets 403 and no rows', async () => {
    const res = await member.get(URL);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBeTruthy();
    expect((await member.post(URL, { name: 'Not mine to add' })).statusCode).toBe(403);
  });
});

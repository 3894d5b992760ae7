/**
 * Houses and house types (docs/property.md, "Houses"): names unique ignoring case, a type in use
 * and a house with history kept, who sees which house, and the temperature sensor key: stored
 * sealed, never answered, never logged. Runs on PGlite and on PostgreSQL.
 */
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../src/db/client';
import { sealerFor } from '../src/lib/secrets';
import { postLedgerEntry, temperatureSensorKeyOf } from '../src/modules/property';
import { Agent, createTestApp, signIn, type TestApp } from './helpers';
import { createMembers, signInMember, type Member } from './tee-sheet-fixtures';

const S = '/api/settings';
const H = `${S}/houses`;
const SENSOR_KEY = 'govee-7f3a9c2e-41d8-4b6a-9e0f-5c1d2b3a4e5f';
const OTHER_KEY = 'govee-11112222-3333-4444-5555-666677778888';

/** Every log line the app writes, as text. */
const logLines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _enc, done) {
    logLines.push(chunk.toString('utf8'));
    done();
  },
});

let t: TestApp;
let app: FastifyInstance;
let admin: Agent;
let orgId: number;
let tenant: Member;
let outsider: Member;
let household: number;

const status = (res: { statusCode: number; body: string; json: () => { message?: string } }) => [
  res.statusCode,
  res.body ? res.json().message : undefined,
];

async function made(path: string, body: object): Promise<Record<string, unknown> & { id: number }> {
  const res = await admin.post(path, body);
  expect([res.statusCode, res.json().message]).toEqual([201, undefined]);
  return res.json();
}

const sealedOf = (houseId: number) =>
  app.withOrg(orgId, async (tx) =>
    rowsOf<{ sealed: string | null; hint: string | null }>(
      await tx.execute(sql`SELECT temperature_sensor_api_key_sealed AS sealed,
        temperature_sensor_key_hint AS hint FROM houses WHERE id = ${houseId}`),
    ),
  );

beforeAll(async () => {
  t = await createTestApp({ logLevel: 'trace' }, { logStream });
  app = t.app;
  admin = await signIn(app);
  orgId = (await admin.get('/api/user/current')).json().organization_id;
  [tenant, outsider] = (await createMembers(app, orgId, 'owner', 2)) as [Member, Member];
  household = (await made(`${S}/tenants`, { user_id: tenant.id, name: 'The Owners' })).id;
}, 60_000);
afterAll(() => t.close());

describe('house types', () => {
  test('names are unique ignoring case; bounds are checked', async () => {
    const type = await made(`${H}/house-types`, {
      name: 'Cottage',
      description: 'Two storeys by the sea',
      bedrooms: 2,
      bathrooms: 1,
      max_guests: 4,
    });
    expect(type).toMatchObject({ name: 'Cottage', bedrooms: 2, max_guests: 4, house_count: 0 });
    expect(status(await admin.post(`${H}/house-types`, { name: ' cottage ' }))).toEqual([
      409,
      'A house type named cottage already exists',
    ]);
    expect((await admin.post(`${H}/house-types`, { name: '' })).statusCode).toBe(400);
    expect((await admin.post(`${H}/house-types`, { name: 'Barn', bedrooms: 51 })).statusCode).toBe(
      400,
    );
    expect((await admin.post(`${H}/house-types`, { name: 'Barn', max_guests: 0 })).statusCode).toBe(
      400,
    );
    const names = ((await admin.get(`${H}/house-types`)).json() as { name: string }[]).map(
      (x) => x.name,
    );
    expect(names).toEqual(['Cottage']);
  });

  test('a type in use cannot be deleted; once unused it can', async () => {
    const type = await made(`${H}/house-types`, { name: 'Lodge' });
    const house = await made(H, { name: 'Pine Lodge', house_type_id: type.id });
    expect(
      ((await admin.get(`${H}/house-types`)).json() as { id: number; house_count: number }[]).find(
        (x) => x.id === type.id,
      )!.house_count,
    ).toBe(1);
    expect(status(await admin.delete(`${H}/house-types/${type.id}`))).toEqual([
      409,
      'Lodge is the type of 1 house; give it another type first',
    ]);
    expect(status(await admin.delete(`${H}/${house.id}`))).toEqual([204, undefined]);
    expect(status(await admin.delete(`${H}/house-types/${type.id}`))).toEqual([204, undefined]);
    expect(status(await admin.delete(`${H}/house-types/${type.id}`))).toEqual([
      404,
      'House type not found',
    ]);
  });
});

describe('houses', () => {
  let typeId: number;
  let houseId: number;

  beforeAll(async () => {
    typeId = (await made(`${H}/house-types`, { name: 'Villa' })).id;
  });

  test('a house answers its type and household by name; names are unique ignoring case', async () => {
    const house = await made(H, {
      name: 'Seaview Villa',
      address: '1 Shore Road',
      house_type_id: typeId,
      tenant_id: household,
    });
    houseId = house.id;
    expect(house).toMatchObject({
      name: 'Seaview Villa',
      house_type_id: typeId,
      house_type_name: 'Villa',
      tenant_id: household,
      tenant_name: 'The Owners',
      has_temperature_sensor: false,
      temperature_sensor_key_hint: null,
    });
    expect(status(await admin.post(H, { name: 'SEAVIEW VILLA', house_type_id: typeId }))).toEqual([
      409,
      'A house named SEAVIEW VILLA already exists',
    ]);
    expect(status(await admin.post(H, { name: 'Nowhere', house_type_id: 999999 }))).toEqual([
      400,
      'house_type_id: no such house type',
    ]);
    expect(
      status(await admin.post(H, { name: 'Nowhere', house_type_id: typeId, tenant_id: 999999 })),
    ).toEqual([400, 'tenant_id: no such tenant']);
    const other = await made(H, { name: 'Hill House', house_type_id: typeId });
    expect(status(await admin.put(`${H}/${other.id}`, { name: 'seaview villa' }))).toEqual([
      409,
      'A house named seaview villa already exists',
    ]);
    expect((await admin.put(`${H}/${other.id}`, {})).statusCode).toBe(400);
    const moved = await admin.put(`${H}/${other.id}`, { tenant_id: household, notes: 'Corner' });
    expect(moved.json()).toMatchObject({ tenant_name: 'The Owners', notes: 'Corner' });
  });

  test('the household sees its own houses; others see none of them', async () => {
    const asTenant = await signInMember(app, tenant);
    const mine = (await asTenant.get(H)).json() as { name: string; tenant_id: number }[];
    expect(mine.map((h) => h.name)).toEqual(['Hill House', 'Seaview Villa']);
    expect((await asTenant.get(`${H}/tenant/${household}`)).json()).toHaveLength(2);
    const asOutsider = await signInMember(app, outsider);
    expect((await asOutsider.get(H)).statusCode).toBe(403);
    expect((await asOutsider.get(`${H}/tenant/${household}`)).statusCode).toBe(403);
    expect((await asTenant.post(H, { name: 'Mine', house_type_id: typeId })).statusCode).toBe(403);
    expect(status(await admin.get(`${H}/tenant/999999`))).toEqual([404, 'Tenant not found']);
  });

  test('the sensor key is stored sealed and never answered: only whether there is one and its last 4', async () => {
    const withKey = await admin.put(`${H}/${houseId}`, { temperature_sensor_api_key: SENSOR_KEY });
    expect(withKey.statusCode).toBe(200);
    expect(withKey.json()).toMatchObject({
      has_temperature_sensor: true,
      temperature_sensor_key_hint: '••••4e5f',
    });
    expect(withKey.json()).not.toHaveProperty('temperature_sensor_api_key');
    const [stored] = await sealedOf(houseId);
    expect(stored!.sealed).not.toContain(SENSOR_KEY);
    expect(stored!.sealed).not.toContain('4e5f');
    // The server itself can open it (the sensor readings), with the installation's key.
    const opened = await app.withOrg(orgId, (tx) =>
      temperatureSensorKeyOf(tx, { sealer: sealerFor(app.config.secrets) }, houseId),
    );
    expect(opened).toBe(SENSOR_KEY);

    // Leaving it out keeps it; another key replaces it; a short key shows none of itself.
    await admin.put(`${H}/${houseId}`, { notes: 'Sea view' });
    expect((await sealedOf(houseId))[0]!.sealed).toBe(stored!.sealed);
    const replaced = await admin.put(`${H}/${houseId}`, { temperature_sensor_api_key: OTHER_KEY });
    expect(replaced.json().temperature_sensor_key_hint).toBe('••••8888');
    const short = await made(H, {
      name: 'Short Key House',
      house_type_id: typeId,
      temperature_sensor_api_key: 'abc123',
    });
    expect(short).toMatchObject({
      has_temperature_sensor: true,
      temperature_sensor_key_hint: '••••',
    });
    expect(
      (
        await admin.post(H, {
          name: 'Empty',
          house_type_id: typeId,
          temperature_sensor_api_key: '',
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await admin.post(H, {
          name: 'Long',
          house_type_id: typeId,
          temperature_sensor_api_key: 'k'.repeat(501),
        })
      ).statusCode,
    ).toBe(400);

    // A refused create that carries a key (name taken) stores nothing and echoes nothing.
    const refused = await admin.post(H, {
      name: 'Seaview Villa',
      house_type_id: typeId,
      temperature_sensor_api_key: SENSOR_KEY,
    });
    expect(refused.statusCode).toBe(409);

    // null removes it.
    const removed = await admin.put(`${H}/${houseId}`, { temperature_sensor_api_key: null });
    expect(removed.json()).toMatchObject({
      has_temperature_sensor: false,
      temperature_sensor_key_hint: null,
    });
    expect(await sealedOf(houseId)).toEqual([{ sealed: null, hint: null }]);
    await admin.put(`${H}/${houseId}`, { temperature_sensor_api_key: SENSOR_KEY });

    // No answer of any call that lists houses carries the key.
    const asTenant = await signInMember(app, tenant);
    for (const [who, url] of [
      [admin, H],
      [admin, `${H}/tenant/${household}`],
      [asTenant, H],
      [admin, `${S}/tenants`],
    ] as const) {
      const res = await who.get(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain(SENSOR_KEY);
      expect(res.body).not.toContain(OTHER_KEY);
    }
  });

  test('no log line carries the key', () => {
    // The app logged at trace level throughout (requests, bodies refused, conflicts).
    expect(logLines.length).toBeGreaterThan(20);
    for (const line of logLines) {
      expect(line).not.toContain(SENSOR_KEY);
      expect(line).not.toContain(OTHER_KEY);
      expect(line).not.toContain('abc123');
    }
  });

  test('a house with money history cannot be deleted', async () => {
    const house = await made(H, { name: 'Booked House', house_type_id: typeId });
    await app.withOrg(orgId, (tx) =>
      postLedgerEntry(tx, orgId, {
        source: 'house_booking',
        sourceId: 1,
        entry: 'charge',
        amount: 10000,
        houseId: house.id,
        description: 'Booked House, 2 nights',
        createdBy: null,
      }),
    );
    expect(status(await admin.delete(`${H}/${house.id}`))).toEqual([
      409,
      'Booked House has bookings, maintenance jobs or payments and cannot be deleted',
    ]);
    expect(((await admin.get(H)).json() as { id: number }[]).map((h) => h.id)).toContain(house.id);
    expect(status(await admin.delete(`${H}/999999`))).toEqual([404, 'House not found']);
  });
});

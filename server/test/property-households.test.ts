/**
 * Households (docs/property.md, "People and permissions"): tenants, eligibility, sub-tenants and
 * what each may see and change, and the financial views as sums over the ledger. Runs on PGlite
 * and on PostgreSQL.
 */
import type { FastifyInstance } from 'fastify';
import { postLedgerEntry, type LedgerEntryInput } from '../src/modules/property';
import { Agent, createTestApp, signIn, type TestApp } from './helpers';
import { createMembers, signInMember, type Member } from './tee-sheet-fixtures';

const S = '/api/settings';
const FINANCES_REFUSED = "Your household has not allowed you to see the household's finances";

let t: TestApp;
let app: FastifyInstance;
let admin: Agent;
let orgId: number;
let staff: Agent;
let people: Member[];
/** Household A: its tenant and two sub-tenants; household B: its tenant and one sub-tenant. */
let tenantA: Member;
let subA1: Member;
let subA2: Member;
let tenantB: Member;
let subB1: Member;
let outsider: Member;
let householdA: number;
let householdB: number;
let subA1Row: number;
let subA2Row: number;
let subB1Row: number;
let houseA: number;
let asTenantA: Agent;
let asSubA1: Agent;
let asTenantB: Agent;
let asOutsider: Agent;

const status = (res: { statusCode: number; body: string; json: () => { message?: string } }) => [
  res.statusCode,
  res.body ? res.json().message : undefined,
];

async function made(
  who: Agent,
  path: string,
  body: object,
): Promise<Record<string, unknown> & { id: number }> {
  const res = await who.post(`${S}/${path}`, body);
  expect([res.statusCode, res.json().message]).toEqual([201, undefined]);
  return res.json();
}

const rolesOf = async (userId: number): Promise<string[]> =>
  ((await admin.get(`${S}/users/${userId}/roles`)).json() as { name: string }[]).map((r) => r.name);

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  admin = await signIn(app);
  orgId = (await admin.get('/api/user/current')).json().organization_id;
  const [office] = await createMembers(app, orgId, 'office', 1, ['staff']);
  staff = await signInMember(app, office!);
  people = await createMembers(app, orgId, 'resident', 6);
  [tenantA, subA1, subA2, tenantB, subB1, outsider] = people as [
    Member,
    Member,
    Member,
    Member,
    Member,
    Member,
  ];

  householdA = (await made(staff, 'tenants', { user_id: tenantA.id, name: 'The Ashdowns' })).id;
  householdB = (
    await made(admin, 'tenants', { user_id: tenantB.id, name: 'The Brights', phone: '555-0101' })
  ).id;
  const type = await made(admin, 'houses/house-types', { name: 'Cottage' });
  houseA = (
    await made(admin, 'houses', {
      name: 'Seaview Cottage',
      house_type_id: type.id,
      tenant_id: householdA,
    })
  ).id;
  await made(admin, 'houses', {
    name: 'Pine Lodge',
    house_type_id: type.id,
    tenant_id: householdB,
  });

  asTenantA = await signInMember(app, tenantA);
  asTenantB = await signInMember(app, tenantB);
  asOutsider = await signInMember(app, outsider);
  // The tenant adds its own sub-tenants; permissions as the spec's client sends them (JSON text).
  subA1Row = (
    await made(asTenantA, 'sub-tenants', {
      tenant_id: householdA,
      user_id: subA1.id,
      relationship: 'Daughter',
      permissions: JSON.stringify({ view_bookings: true }),
    })
  ).id;
  subA2Row = (
    await made(staff, 'sub-tenants', {
      tenant_id: householdA,
      user_id: subA2.id,
      permissions: { view_finances: true },
    })
  ).id;
  subB1Row = (await made(asTenantB, 'sub-tenants', { tenant_id: householdB, user_id: subB1.id }))
    .id;
  asSubA1 = await signInMember(app, subA1);
}, 90_000);
afterAll(() => t.close());

describe('tenants', () => {
  test('a new household names its tenant, its houses and its members, and grants the tenant role', async () => {
    const list = (await staff.get(`${S}/tenants`)).json() as Record<string, unknown>[];
    const a = list.find((x) => x.id === householdA)!;
    expect(a).toMatchObject({
      user_id: tenantA.id,
      user_name: tenantA.name,
      name: 'The Ashdowns',
      houses: [{ id: houseA, name: 'Seaview Cottage' }],
      sub_tenant_count: 2,
      is_active: true,
    });
    expect(await rolesOf(tenantA.id)).toContain('tenant');
    expect(await rolesOf(subA1.id)).toContain('sub_tenant');
    // users.tenant_id is set for the tenant and the sub-tenant alike.
    expect((await asTenantA.get('/api/user/tenant-id')).json()).toEqual({ tenant_id: householdA });
    expect((await asSubA1.get('/api/user/tenant-id')).json()).toEqual({ tenant_id: householdA });
  });

  test('an account is in one household at most', async () => {
    expect(
      status(await admin.post(`${S}/tenants`, { user_id: tenantA.id, name: 'Again' })),
    ).toEqual([409, `${tenantA.name} is already the tenant of The Ashdowns`]);
    expect(
      status(await admin.post(`${S}/tenants`, { user_id: subB1.id, name: 'Split off' })),
    ).toEqual([409, `${subB1.name} is already a sub-tenant of The Brights`]);
    expect(
      status(
        await asTenantA.post(`${S}/sub-tenants`, { tenant_id: householdA, user_id: tenantB.id }),
      ),
    ).toEqual([409, `${tenantB.name} is already the tenant of The Brights`]);
    expect(status(await admin.post(`${S}/tenants`, { user_id: 999999, name: 'Ghost' }))).toEqual([
      400,
      'user_id: no such user',
    ]);
  });

  test('eligibility: the caller about themselves, staff about anyone', async () => {
    expect((await asOutsider.get(`${S}/tenants/eligibility`)).json()).toEqual({
      user_id: outsider.id,
      can_become_tenant: true,
      can_become_sub_tenant: true,
      reason: null,
      tenant_id: null,
      role: null,
    });
    expect((await staff.get(`${S}/tenants/eligibility?user_id=${subA1.id}`)).json()).toEqual({
      user_id: subA1.id,
      can_become_tenant: false,
      can_become_sub_tenant: false,
      reason: `${subA1.name} is already a sub-tenant of The Ashdowns`,
      tenant_id: householdA,
      role: 'sub_tenant',
    });
    expect(status(await asOutsider.get(`${S}/tenants/eligibility?user_id=${tenantA.id}`))).toEqual([
      404,
      'User not found',
    ]);
    expect(
      (await asOutsider.get(`${S}/tenants/eligibility?user_id=${outsider.id}`)).statusCode,
    ).toBe(200);
  });

  test('the household of a user: staff any, a person only their own', async () => {
    const mine = (await asSubA1.get(`${S}/tenants/user/${subA1.id}`)).json();
    expect(mine).toMatchObject({
      tenant: { id: householdA, name: 'The Ashdowns' },
      role: 'sub_tenant',
      sub_tenant_id: subA1Row,
      is_active: true,
      permissions: { view_bookings: true, view_finances: false, book_houses: false },
    });
    expect((await staff.get(`${S}/tenants/user/${tenantB.id}`)).json()).toMatchObject({
      tenant: { id: householdB },
      role: 'tenant',
      permissions: { view_finances: true, manage_subscriptions: true },
    });
    expect(status(await asSubA1.get(`${S}/tenants/user/${tenantB.id}`))).toEqual([
      404,
      'Tenant not found',
    ]);
    expect(status(await staff.get(`${S}/tenants/user/${outsider.id}`))).toEqual([
      404,
      'Tenant not found',
    ]);
    // A household member lists their own household only; a member of no household, nothing.
    expect(
      ((await asTenantB.get(`${S}/tenants`)).json() as { id: number }[]).map((x) => x.id),
    ).toEqual([householdB]);
    expect((await asOutsider.get(`${S}/tenants`)).statusCode).toBe(403);
  });
});

describe('sub-tenants', () => {
  test('permissions are a fixed set: an unknown key is refused', async () => {
    const res = await asTenantA.put(`${S}/sub-tenants/${subA1Row}`, {
      permissions: { view_finances: true, drive_the_cart: true },
    });
    expect(res.statusCode).toBe(400);
    expect((await asTenantA.get(`${S}/sub-tenants/${subA1Row}`)).json().permissions).toMatchObject({
      view_finances: false,
    });
    expect(
      (await asTenantA.put(`${S}/sub-tenants/${subA1Row}`, { permissions: '{not json' }))
        .statusCode,
    ).toBe(400);
  });

  test('a sub-tenant without view_finances gets 403; the tenant grants it and it applies at once', async () => {
    expect(status(await asSubA1.get(`${S}/financial/overview/${householdA}`))).toEqual([
      403,
      FINANCES_REFUSED,
    ]);
    const granted = await asTenantA.put(`${S}/sub-tenants/${subA1Row}`, {
      permissions: JSON.stringify({ view_bookings: true, view_finances: true }),
    });
    expect(granted.statusCode).toBe(200);
    expect(granted.json().permissions).toMatchObject({ view_bookings: true, view_finances: true });
    expect((await asSubA1.get(`${S}/financial/overview/${householdA}`)).statusCode).toBe(200);
    expect((await asSubA1.get(`${S}/financial/household/${householdA}`)).statusCode).toBe(200);

    // Taking it away applies at once too (keys left out are false).
    await asTenantA.put(`${S}/sub-tenants/${subA1Row}`, { permissions: { view_bookings: true } });
    expect(status(await asSubA1.get(`${S}/financial/rentals/${householdA}`))).toEqual([
      403,
      FINANCES_REFUSED,
    ]);
  });

  test('a sub-tenant cannot change its own permissions, nor another household’s', async () => {
    expect(
      status(
        await asSubA1.put(`${S}/sub-tenants/${subA1Row}`, { permissions: { view_finances: true } }),
      ),
    ).toEqual([403, "Only the household's tenant can manage its members"]);
    expect(status(await asSubA1.put(`${S}/sub-tenants/${subA2Row}/deactivate`))).toEqual([
      403,
      "Only the household's tenant can manage its members",
    ]);
    expect(
      status(
        await asSubA1.put(`${S}/sub-tenants/${subB1Row}`, { permissions: { view_finances: true } }),
      ),
    ).toEqual([404, 'Sub-tenant not found']);
    expect(
      status(
        await asSubA1.post(`${S}/sub-tenants`, { tenant_id: householdA, user_id: outsider.id }),
      ),
    ).toEqual([403, "Only the household's tenant can manage its members"]);
    // Nothing changed.
    expect(
      (await asSubA1.get(`${S}/sub-tenants/${subA1Row}`)).json().permissions.view_finances,
    ).toBe(false);
    expect(
      (await asTenantB.get(`${S}/sub-tenants/${subB1Row}`)).json().permissions.view_finances,
    ).toBe(false);
  });

  test("another household's ids answer 404", async () => {
    const calls = [
      `${S}/financial/overview/${householdB}`,
      `${S}/financial/subscriptions/${householdB}`,
      `${S}/financial/household/${householdB}`,
      `${S}/financial/rentals/${householdB}`,
      `${S}/houses/tenant/${householdB}`,
      `${S}/sub-tenants/tenant/${householdB}`,
      `${S}/sub-tenants/tenant/${householdB}/active`,
      `${S}/sub-tenants/${subB1Row}`,
      `${S}/sub-tenants/user/${subB1.id}`,
      `${S}/tenants/user/${tenantB.id}`,
    ];
    for (const url of calls) {
      const res = await asTenantA.get(url);
      expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
    }
    expect((await asTenantA.put(`${S}/sub-tenants/${subB1Row}/deactivate`)).statusCode).toBe(404);
    expect((await asTenantA.delete(`${S}/sub-tenants/${subB1Row}`)).statusCode).toBe(404);
    expect(
      status(
        await asTenantA.post(`${S}/sub-tenants`, { tenant_id: householdB, user_id: outsider.id }),
      ),
    ).toEqual([404, 'Tenant not found']);
    // Its own household's ids answer.
    expect((await asTenantA.get(`${S}/houses/tenant/${householdA}`)).json()).toEqual([
      expect.objectContaining({ id: houseA, name: 'Seaview Cottage', tenant_name: 'The Ashdowns' }),
    ]);
    expect(
      ((await asSubA1.get(`${S}/sub-tenants/tenant/${householdA}`)).json() as { id: number }[])
        .map((s) => s.id)
        .sort(),
    ).toEqual([subA1Row, subA2Row].sort());
  });

  test('a deactivated sub-tenant loses everything until activated again', async () => {
    const asSubA2 = await signInMember(app, subA2);
    expect((await asSubA2.get(`${S}/financial/overview/${householdA}`)).statusCode).toBe(200);
    const off = await asTenantA.put(`${S}/sub-tenants/${subA2Row}/deactivate`);
    expect([off.statusCode, off.json().is_active]).toEqual([200, false]);
    // The tenant sees it among all members, not among the active ones.
    expect(
      (
        (await asTenantA.get(`${S}/sub-tenants/tenant/${householdA}/active`)).json() as {
          id: number;
        }[]
      ).map((s) => s.id),
    ).toEqual([subA1Row]);

    expect(status(await asSubA2.get(`${S}/financial/overview/${householdA}`))).toEqual([
      403,
      FINANCES_REFUSED,
    ]);
    expect(status(await asSubA2.get(`${S}/houses/tenant/${householdA}`))).toEqual([
      403,
      'Your household has deactivated your access',
    ]);
    expect(status(await asSubA2.get(`${S}/sub-tenants/${subA1Row}`))).toEqual([
      403,
      'Your household has deactivated your access',
    ]);
    expect((await asSubA2.get(`${S}/houses`)).json()).toEqual([]);
    expect((await asSubA2.get(`${S}/tenants`)).json()).toEqual([]);
    // It still reads its own row and place, which say why.
    expect((await asSubA2.get(`${S}/sub-tenants/${subA2Row}`)).json().is_active).toBe(false);
    expect((await asSubA2.get(`${S}/tenants/user/${subA2.id}`)).json()).toMatchObject({
      is_active: false,
      permissions: { view_finances: false },
    });

    const on = await asTenantA.put(`${S}/sub-tenants/${subA2Row}/activate`);
    expect([on.statusCode, on.json().is_active]).toEqual([200, true]);
    expect((await asSubA2.get(`${S}/financial/overview/${householdA}`)).statusCode).toBe(200);
    expect((await asSubA2.get(`${S}/houses`)).json()).toEqual([
      expect.objectContaining({ id: houseA }),
    ]);
  });

  test('the tenant removes a sub-tenant: the account leaves the household and loses the role', async () => {
    const [guest] = await createMembers(app, orgId, 'visitor', 1);
    const row = await made(asTenantB, 'sub-tenants', {
      tenant_id: householdB,
      user_id: guest!.id,
      relationship: 'Friend',
    });
    expect(row).toMatchObject({
      tenant_name: 'The Brights',
      user_name: guest!.name,
      relationship: 'Friend',
    });
    expect(await rolesOf(guest!.id)).toContain('sub_tenant');
    expect((await asTenantB.delete(`${S}/sub-tenants/${row.id}`)).statusCode).toBe(204);
    expect(await rolesOf(guest!.id)).not.toContain('sub_tenant');
    expect((await staff.get(`${S}/sub-tenants/user/${guest!.id}`)).statusCode).toBe(404);
    expect((await staff.get(`${S}/tenants/eligibility?user_id=${guest!.id}`)).json()).toMatchObject(
      {
        can_become_sub_tenant: true,
      },
    );
  });
});

describe('financial views', () => {
  let householdC: number;
  let tenantC: Member;
  let subC: Member;
  let houseC: number;

  const post = (e: Omit<LedgerEntryInput, 'createdBy'>) =>
    app.withOrg(orgId, (tx) => postLedgerEntry(tx, orgId, { ...e, createdBy: null }));

  beforeAll(async () => {
    [tenantC, subC] = (await createMembers(app, orgId, 'ledger', 2)) as [Member, Member];
    householdC = (await made(admin, 'tenants', { user_id: tenantC.id, name: 'The Carvers' })).id;
    await made(admin, 'sub-tenants', {
      tenant_id: householdC,
      user_id: subC.id,
      permissions: { view_finances: true },
    });
    const type = await made(admin, 'houses/house-types', { name: 'Villa' });
    houseC = (
      await made(admin, 'houses', {
        name: 'Carver Villa',
        house_type_id: type.id,
        tenant_id: householdC,
      })
    ).id;
    // Household C's own stay in house A: 300.00 charged, 100.00 paid by card.
    await post({
      source: 'house_booking',
      sourceId: 501,
      entry: 'charge',
      amount: 30000,
      tenantId: householdC,
      userId: tenantC.id,
      houseId: houseA,
      description: 'Seaview Cottage, 3 nights',
    });
    await post({
      source: 'house_booking',
      sourceId: 501,
      entry: 'payment',
      amount: 10000,
      method: 'card',
      tenantId: householdC,
      userId: tenantC.id,
      houseId: houseA,
      description: 'Card payment',
    });
    // A cancelled stay: 80.00 charged, credited in full.
    await post({
      source: 'house_booking',
      sourceId: 502,
      entry: 'charge',
      amount: 8000,
      tenantId: householdC,
      userId: subC.id,
      houseId: houseA,
      description: 'Seaview Cottage, 1 night',
    });
    await post({
      source: 'house_booking',
      sourceId: 502,
      entry: 'credit',
      amount: 8000,
      tenantId: householdC,
      userId: subC.id,
      houseId: houseA,
      description: 'Cancelled',
    });
    // Subscriptions: 25.00 paid in full by the sub-tenant; 40.00 unpaid.
    await post({
      source: 'subscription',
      sourceId: 71,
      entry: 'charge',
      amount: 2500,
      tenantId: householdC,
      userId: subC.id,
      description: 'Pool club, March',
    });
    await post({
      source: 'subscription',
      sourceId: 71,
      entry: 'payment',
      amount: 2500,
      method: 'cash',
      tenantId: householdC,
      userId: subC.id,
      description: 'Cash',
    });
    await post({
      source: 'subscription',
      sourceId: 72,
      entry: 'charge',
      amount: 4000,
      tenantId: householdC,
      userId: tenantC.id,
      description: 'Marina, Q1',
    });
    // Maintenance: 120.00 charged, 20.00 credited, no person named.
    await post({
      source: 'maintenance',
      sourceId: 9,
      entry: 'charge',
      amount: 12000,
      tenantId: householdC,
      houseId: houseC,
      description: 'Boiler repair',
    });
    await post({
      source: 'maintenance',
      sourceId: 9,
      entry: 'credit',
      amount: 2000,
      tenantId: householdC,
      houseId: houseC,
      description: 'Goodwill',
    });
    // Household B stays in Carver Villa (household C's house): 500.00 charged, 450.00 paid.
    await post({
      source: 'house_booking',
      sourceId: 601,
      entry: 'charge',
      amount: 50000,
      tenantId: householdB,
      userId: tenantB.id,
      houseId: houseC,
      description: 'Carver Villa, 5 nights',
    });
    await post({
      source: 'house_booking',
      sourceId: 601,
      entry: 'payment',
      amount: 45000,
      method: 'bank_transfer',
      tenantId: householdB,
      userId: tenantB.id,
      houseId: houseC,
      description: 'Transfer',
    });
  });

  test('overview: totals per source and in all, and the newest rows', async () => {
    const res = await staff.get(`${S}/financial/overview/${householdC}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.tenant).toEqual({
      id: householdC,
      name: 'The Carvers',
      user_id: tenantC.id,
      user_name: tenantC.name,
    });
    expect(body.by_source).toEqual({
      house_booking: { charged: 38000, paid: 10000, credited: 8000, outstanding: 20000 },
      subscription: { charged: 6500, paid: 2500, credited: 0, outstanding: 4000 },
      maintenance: { charged: 12000, paid: 0, credited: 2000, outstanding: 10000 },
    });
    expect(body.totals).toEqual({
      charged: 56500,
      paid: 12500,
      credited: 10000,
      outstanding: 34000,
    });
    expect(body.recent).toHaveLength(9);
    expect(body.recent[0]).toMatchObject({
      description: 'Goodwill',
      entry: 'credit',
      amount: 2000,
    });
    expect(
      body.recent.find((r: { description: string }) => r.description === 'Card payment'),
    ).toMatchObject({
      method: 'card',
      user_name: tenantC.name,
      house_id: houseA,
    });
    // The sub-tenant with view_finances sees the same.
    const asSubC = await signInMember(app, subC);
    expect((await asSubC.get(`${S}/financial/overview/${householdC}`)).json().totals).toEqual(
      body.totals,
    );
  });

  test('subscriptions: each balance with its rows', async () => {
    const body = (await staff.get(`${S}/financial/subscriptions/${householdC}`)).json();
    expect(body.totals).toEqual({ charged: 6500, paid: 2500, credited: 0, outstanding: 4000 });
    expect(body.items).toHaveLength(2);
    const [marina, pool] = body.items;
    expect(marina).toMatchObject({
      source_id: 72,
      description: 'Marina, Q1',
      charged: 4000,
      paid: 0,
      outstanding: 4000,
      status: 'unpaid',
    });
    expect(pool).toMatchObject({
      source_id: 71,
      description: 'Pool club, March',
      charged: 2500,
      paid: 2500,
      outstanding: 0,
      status: 'paid',
    });
    expect(pool.entries.map((e: { entry: string; amount: number }) => [e.entry, e.amount])).toEqual(
      [
        ['charge', 2500],
        ['payment', 2500],
      ],
    );
  });

  test("rentals: the household's stays, and what its house earned as owner", async () => {
    const body = (
      await asTenantC().then((a) => a.get(`${S}/financial/rentals/${householdC}`))
    ).json();
    expect(body.totals).toEqual({
      charged: 38000,
      paid: 10000,
      credited: 8000,
      outstanding: 20000,
    });
    expect(
      body.items
        .map((i: { source_id: number; status: string; outstanding: number }) => [
          i.source_id,
          i.status,
          i.outstanding,
        ])
        .sort(),
    ).toEqual([
      [501, 'partial', 20000],
      [502, 'settled', 0],
    ]);
    expect(body.owner.houses).toEqual([{ id: houseC, name: 'Carver Villa' }]);
    expect(body.owner.totals).toEqual({
      charged: 50000,
      paid: 45000,
      credited: 0,
      outstanding: 5000,
    });
    expect(body.owner.items).toEqual([
      expect.objectContaining({
        source_id: 601,
        description: 'Carver Villa, 5 nights',
        house_id: houseC,
        status: 'partial',
      }),
    ]);
    // Household A owns Seaview Cottage: household C's stays there are its earnings.
    const a = (await asTenantA.get(`${S}/financial/rentals/${householdA}`)).json();
    expect(a.owner.totals).toEqual({
      charged: 38000,
      paid: 10000,
      credited: 8000,
      outstanding: 20000,
    });
    expect(a.totals).toEqual({ charged: 0, paid: 0, credited: 0, outstanding: 0 });
  });

  test('household: what each member owes, and rows in nobody’s name', async () => {
    const body = (await staff.get(`${S}/financial/household/${householdC}`)).json();
    expect(body.members).toEqual([
      expect.objectContaining({
        user_id: tenantC.id,
        role: 'tenant',
        totals: { charged: 34000, paid: 10000, credited: 0, outstanding: 24000 },
      }),
      expect.objectContaining({
        user_id: subC.id,
        role: 'sub_tenant',
        is_active: true,
        totals: { charged: 10500, paid: 2500, credited: 8000, outstanding: 0 },
      }),
    ]);
    expect(body.others).toEqual({ charged: 12000, paid: 0, credited: 2000, outstanding: 10000 });
    expect(body.totals.outstanding).toBe(34000);
  });

  test('a household that owes, or that a house names, cannot be ended; one that does not can', async () => {
    expect(status(await admin.delete(`${S}/tenants/${householdC}`))).toEqual([
      409,
      'The Carvers is the household of Carver Villa; give the house another household first',
    ]);
    expect((await admin.put(`${S}/houses/${houseC}`, { tenant_id: null })).statusCode).toBe(200);
    expect(status(await admin.delete(`${S}/tenants/${householdC}`))).toEqual([
      409,
      'The Carvers still owes 340.00',
    ]);
    await post({
      source: 'house_booking',
      sourceId: 501,
      entry: 'payment',
      amount: 20000,
      method: 'cash',
      tenantId: householdC,
      description: 'Cash',
    });
    await post({
      source: 'subscription',
      sourceId: 72,
      entry: 'credit',
      amount: 4000,
      tenantId: householdC,
      description: 'Waived',
    });
    await post({
      source: 'maintenance',
      sourceId: 9,
      entry: 'payment',
      amount: 10000,
      method: 'account',
      tenantId: householdC,
      description: 'Account',
    });
    expect(status(await staff.delete(`${S}/tenants/${householdC}`))).toEqual([204, undefined]);

    expect(await rolesOf(tenantC.id)).not.toContain('tenant');
    expect(await rolesOf(subC.id)).not.toContain('sub_tenant');
    expect((await staff.get(`${S}/tenants/user/${subC.id}`)).statusCode).toBe(404);
    expect(
      (await staff.get(`${S}/tenants/eligibility?user_id=${tenantC.id}`)).json(),
    ).toMatchObject({
      can_become_tenant: true,
    });
    const asFormer = await signInMember(app, tenantC);
    expect((await asFormer.get('/api/user/tenant-id')).json()).toEqual({ tenant_id: null });
    expect((await staff.get(`${S}/financial/overview/${householdC}`)).statusCode).toBe(404);
  });

  const asTenantC = () => signInMember(app, tenantC);
});

describe('who may call', () => {
  test('a member of no household, and staff without property:write', async () => {
    expect((await asOutsider.get(`${S}/houses`)).statusCode).toBe(403);
    expect((await asOutsider.get(`${S}/financial/overview/${householdA}`)).statusCode).toBe(403);
    expect(
      (await asOutsider.post(`${S}/sub-tenants`, { tenant_id: householdA, user_id: outsider.id }))
        .statusCode,
    ).toBe(403);
    // The tenant may not make households; staff with property:write may.
    expect(
      (await asTenantA.post(`${S}/tenants`, { user_id: outsider.id, name: 'Mine' })).statusCode,
    ).toBe(403);
    expect((await asTenantA.delete(`${S}/tenants/${householdA}`)).statusCode).toBe(403);
  });
});

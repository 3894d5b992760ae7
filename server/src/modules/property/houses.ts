import { and, asc, eq, getTableColumns, ne, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  House,
  HouseType,
  houseInput,
  houseTypeInput,
  houseUpdate,
} from '@fairway/shared-api/contract';
import {
  PG_FOREIGN_KEY_VIOLATION,
  PG_RESTRICT_VIOLATION,
  PG_UNIQUE_VIOLATION,
  badRequest,
  conflict,
  notFound,
  pgErrorCode,
} from '../../lib/errors';
import { secretHint } from '../../lib/secrets';
import type { Tx } from '../../plugins/platform/database';
import { isStaff, type PropertyCaller } from './context';
import { householdMemberAccess, householdOf } from './household';
import { houseTypes, houses, tenants } from './tables';

// House types and houses (docs/property.md, "Houses"). The temperature sensor key is sealed
// before it is written and never read back into an answer.

const iso = (d: Date | string): string => new Date(d).toISOString();

// --- House types ----------------------------------------------------------------------------

const houseCount = sql<number>`(SELECT count(*)::int FROM houses h WHERE h.house_type_id = "house_types"."id")`;

type HouseTypeRow = typeof houseTypes.$inferSelect & { house_count: number };

const toHouseType = (r: HouseTypeRow): HouseType => ({
  id: r.id,
  name: r.name,
  description: r.description,
  bedrooms: r.bedrooms,
  bathrooms: r.bathrooms,
  max_guests: r.max_guests,
  house_count: r.house_count,
  created_at: iso(r.created_at),
  updated_at: iso(r.updated_at),
});

export async function listHouseTypes(tx: Tx): Promise<HouseType[]> {
  const rows = await tx
    .select({ ...getTableColumns(houseTypes), house_count: houseCount })
    .from(houseTypes)
    .orderBy(sql`lower(${houseTypes.name})`, asc(houseTypes.id));
  return rows.map(toHouseType);
}

async function typeNamed(tx: Tx, name: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: houseTypes.id })
    .from(houseTypes)
    .where(sql`lower(${houseTypes.name}) = lower(${name})`)
    .limit(1);
  return row !== undefined;
}

export async function createHouseType(
  tx: Tx,
  c: PropertyCaller,
  body: z.output<typeof houseTypeInput>,
): Promise<HouseType> {
  const taken = () => conflict(`A house type named ${body.name} already exists`);
  if (await typeNamed(tx, body.name)) throw taken();
  const [row] = await uniqueOr(taken, () =>
    tx
      .insert(houseTypes)
      .values({
        organization_id: c.organizationId,
        name: body.name,
        description: body.description ?? null,
        bedrooms: body.bedrooms ?? null,
        bathrooms: body.bathrooms ?? null,
        max_guests: body.max_guests ?? null,
      })
      .returning(),
  );
  return toHouseType({ ...row!, house_count: 0 });
}

export async function deleteHouseType(tx: Tx, id: number): Promise<void> {
  const [row] = await tx
    .select({ name: houseTypes.name, house_count: houseCount })
    .from(houseTypes)
    .where(eq(houseTypes.id, id))
    .for('update');
  if (!row) throw notFound('House type');
  if (row.house_count > 0)
    throw conflict(
      `${row.name} is the type of ${row.house_count} ${row.house_count === 1 ? 'house' : 'houses'}; give ${row.house_count === 1 ? 'it' : 'them'} another type first`,
    );
  await inUseOr(
    () => conflict(`${row.name} is still in use`),
    () => tx.delete(houseTypes).where(eq(houseTypes.id, id)),
  );
}

// --- Houses ---------------------------------------------------------------------------------

const houseColumns = {
  id: houses.id,
  name: houses.name,
  address: houses.address,
  house_type_id: houses.house_type_id,
  house_type_name: sql<string>`(SELECT t.name FROM house_types t WHERE t.id = "houses"."house_type_id")`,
  tenant_id: houses.tenant_id,
  tenant_name: sql<
    string | null
  >`(SELECT tn.name FROM tenants tn WHERE tn.id = "houses"."tenant_id")`,
  notes: houses.notes,
  has_sensor: sql<boolean>`${houses.temperature_sensor_api_key_sealed} IS NOT NULL`,
  temperature_sensor_key_hint: houses.temperature_sensor_key_hint,
  created_at: houses.created_at,
  updated_at: houses.updated_at,
};

type HouseRow = {
  id: number;
  name: string;
  address: string | null;
  house_type_id: number;
  house_type_name: string;
  tenant_id: number | null;
  tenant_name: string | null;
  notes: string | null;
  has_sensor: boolean;
  temperature_sensor_key_hint: string | null;
  created_at: Date;
  updated_at: Date;
};

const toHouse = (r: HouseRow): House => ({
  id: r.id,
  name: r.name,
  address: r.address,
  house_type_id: r.house_type_id,
  house_type_name: r.house_type_name,
  tenant_id: r.tenant_id,
  tenant_name: r.tenant_name,
  notes: r.notes,
  has_temperature_sensor: r.has_sensor,
  temperature_sensor_key_hint: r.has_sensor ? r.temperature_sensor_key_hint : null,
  created_at: iso(r.created_at),
  updated_at: iso(r.updated_at),
});

async function selectHouses(tx: Tx, where: SQL | undefined): Promise<House[]> {
  const rows = await tx
    .select(houseColumns)
    .from(houses)
    .where(where)
    .orderBy(sql`lower(${houses.name})`, asc(houses.id));
  return (rows as HouseRow[]).map(toHouse);
}

async function findHouse(tx: Tx, id: number): Promise<House> {
  const [house] = await selectHouses(tx, eq(houses.id, id));
  if (!house) throw notFound('House');
  return house;
}

/** Staff: every house. A household's tenant or active sub-tenant: their household's houses. */
export async function listHouses(tx: Tx, c: PropertyCaller): Promise<House[]> {
  if (isStaff(c)) return selectHouses(tx, undefined);
  const mine = await householdOf(tx, c.userId);
  if (!mine || !mine.active) return [];
  return selectHouses(tx, eq(houses.tenant_id, mine.tenantId));
}

/** The houses of one household (staff, or a member of that household). */
export async function housesOfTenant(tx: Tx, c: PropertyCaller, tenantId: number) {
  await householdMemberAccess(tx, { userId: c.userId, isManager: isStaff(c) }, tenantId);
  return selectHouses(tx, eq(houses.tenant_id, tenantId));
}

async function checkHouseName(tx: Tx, name: string | undefined, exceptId = 0) {
  if (name === undefined) return;
  const [row] = await tx
    .select({ id: houses.id })
    .from(houses)
    .where(and(sql`lower(${houses.name}) = lower(${name})`, ne(houses.id, exceptId)))
    .limit(1);
  if (row) throw conflict(`A house named ${name} already exists`);
}

async function checkReferences(
  tx: Tx,
  typeId: number | undefined,
  tenantId: number | null | undefined,
) {
  if (typeId !== undefined) {
    const [t] = await tx
      .select({ id: houseTypes.id })
      .from(houseTypes)
      .where(eq(houseTypes.id, typeId))
      .limit(1);
    if (!t) throw badRequest('house_type_id: no such house type');
  }
  if (tenantId !== undefined && tenantId !== null) {
    const [t] = await tx
      .select({ id: tenants.id })
      .from(tenants)
      .where(eq(tenants.id, tenantId))
      .limit(1);
    if (!t) throw badRequest('tenant_id: no such tenant');
  }
}

/** The sealed key and its hint for a key sent; both null for null (removed). */
function sensorColumns(c: PropertyCaller, key: string | null) {
  return key === null
    ? { temperature_sensor_api_key_sealed: null, temperature_sensor_key_hint: null }
    : {
        temperature_sensor_api_key_sealed: c.sealer.seal(key),
        temperature_sensor_key_hint: secretHint(key),
      };
}

export async function createHouse(
  tx: Tx,
  c: PropertyCaller,
  body: z.output<typeof houseInput>,
): Promise<House> {
  await checkHouseName(tx, body.name);
  await checkReferences(tx, body.house_type_id, body.tenant_id);
  const [row] = await uniqueOr(
    () => conflict(`A house named ${body.name} already exists`),
    () =>
      tx
        .insert(houses)
        .values({
          organization_id: c.organizationId,
          name: body.name,
          address: body.address ?? null,
          house_type_id: body.house_type_id,
          tenant_id: body.tenant_id ?? null,
          notes: body.notes ?? null,
          ...sensorColumns(c, body.temperature_sensor_api_key ?? null),
        })
        .returning({ id: houses.id }),
  );
  return findHouse(tx, row!.id);
}

export async function updateHouse(
  tx: Tx,
  c: PropertyCaller,
  id: number,
  body: z.output<typeof houseUpdate>,
): Promise<House> {
  const [current] = await tx
    .select({ id: houses.id })
    .from(houses)
    .where(eq(houses.id, id))
    .for('update');
  if (!current) throw notFound('House');
  await checkHouseName(tx, body.name, id);
  await checkReferences(tx, body.house_type_id, body.tenant_id);
  const { temperature_sensor_api_key: key, ...fields } = body;
  const set = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
  await uniqueOr(
    () => conflict(`A house named ${body.name ?? ''} already exists`),
    () =>
      tx
        .update(houses)
        .set({ ...set, ...(key !== undefined ? sensorColumns(c, key) : {}), updated_at: c.now })
        .where(eq(houses.id, id)),
  );
  return findHouse(tx, id);
}

/**
 * Deletes a house that has no history: bookings, maintenance jobs and ledger rows refer to it
 * (their foreign keys refuse the delete), so such a house answers 409.
 */
export async function deleteHouse(tx: Tx, id: number): Promise<void> {
  const [row] = await tx
    .select({ name: houses.name })
    .from(houses)
    .where(eq(houses.id, id))
    .for('update');
  if (!row) throw notFound('House');
  await inUseOr(
    () => conflict(`${row.name} has bookings, maintenance jobs or payments and cannot be deleted`),
    () => tx.delete(houses).where(eq(houses.id, id)),
  );
}

/**
 * The sensor key of a house, opened: for the server's own calls to the sensor's service (the
 * weather issue), never for an answer. Null when the house has none.
 */
export async function temperatureSensorKeyOf(
  tx: Tx,
  c: Pick<PropertyCaller, 'sealer'>,
  houseId: number,
): Promise<string | null> {
  const [row] = await tx
    .select({ sealed: houses.temperature_sensor_api_key_sealed })
    .from(houses)
    .where(eq(houses.id, houseId))
    .limit(1);
  return row?.sealed ? c.sealer.open(row.sealed) : null;
}

// --- Helpers --------------------------------------------------------------------------------

/** Turns a unique violation (a parallel write took the name first) into `err`. */
export async function uniqueOr<T>(err: () => Error, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (e) {
    if (pgErrorCode(e) === PG_UNIQUE_VIOLATION) throw err();
    throw e;
  }
}

/** Turns a foreign key refusing a delete (the row is still referred to) into `err`. */
export async function inUseOr<T>(err: () => Error, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (e) {
    const code = pgErrorCode(e);
    if (code === PG_FOREIGN_KEY_VIOLATION || code === PG_RESTRICT_VIOLATION) throw err();
    throw e;
  }
}

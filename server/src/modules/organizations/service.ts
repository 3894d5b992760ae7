import { sql } from 'drizzle-orm';
import {
  PERMISSIONS,
  hasPermission,
  type Organization,
  type OrganizationCreate,
  type OrganizationUpdate,
} from '@fairway/shared-api/contract';
import { conflict, notFound } from '../../lib/errors';
import type { Tx } from '../../plugins/platform/database';
import type { Principal } from '../../plugins/platform/auth/principal';
import { insertSystemRoles } from '../roles';
import * as repo from './repository';

export function slugify(name: string): string {
  return (
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'club'
  );
}

export function toOrganization(row: repo.OrganizationRow): Organization {
  return {
    ...row,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

const canManageAll = (p: Principal) =>
  hasPermission(p.permissions, PERMISSIONS.organizationsManage);

/** An organization is visible to its own users; the installation operator sees them all. */
function assertVisible(p: Principal, id: number): void {
  if (id !== p.organizationId && !canManageAll(p)) throw notFound('Organization');
}

export async function list(db: Tx, p: Principal): Promise<Organization[]> {
  const rows = await repo.listAll(db);
  return rows.filter((r) => canManageAll(p) || r.id === p.organizationId).map(toOrganization);
}

export async function get(db: Tx, p: Principal, id: number): Promise<Organization> {
  assertVisible(p, id);
  const row = await find(db, id);
  if (!row) throw notFound('Organization');
  return row;
}

/** An organization by id, or null: for modules that show the club (settings' export). */
export async function find(db: Tx, id: number): Promise<Organization | null> {
  const row = await repo.findById(db, id);
  return row && toOrganization(row);
}

/**
 * Creates a club with its system roles. `extraAdminPermissions` lets the installation's first
 * organization grant its admin the platform permission to manage every organization.
 */
export async function create(
  db: Tx,
  input: OrganizationCreate,
  extraAdminPermissions: string[] = [],
): Promise<Organization> {
  const row = await repo.insert(db, {
    name: input.name,
    slug: input.slug ?? slugify(input.name),
    timezone: input.timezone,
    address: input.address ?? null,
    phone: input.phone ?? null,
    email: input.email ?? null,
    website: input.website ?? null,
    is_active: input.is_active ?? true,
  });
  // Seed the new organization's roles inside its own RLS scope.
  await db.execute(sql`SELECT set_config('fairway.org_id', ${String(row.id)}, true)`);
  await insertSystemRoles(db, row.id, extraAdminPermissions);
  return toOrganization(row);
}

export async function update(
  db: Tx,
  p: Principal,
  id: number,
  input: OrganizationUpdate,
): Promise<Organization> {
  assertVisible(p, id);
  const row = await repo.update(db, id, input);
  if (!row) throw notFound('Organization');
  return toOrganization(row);
}

export async function remove(db: Tx, p: Principal, id: number): Promise<void> {
  assertVisible(p, id);
  if (id === p.organizationId)
    throw conflict('You cannot delete the organization you are signed in to');
  if (!(await repo.remove(db, id))) throw notFound('Organization');
}

import {
  PERMISSIONS,
  type PasswordSet,
  type RoleRef,
  type User,
  type UserBulkUpdate,
  type UserCreate,
  type UserPreferences,
  type UserStats,
  type UserStatus,
  type UserUpdate,
} from '@fairway/shared-api/contract';
import {
  AppError,
  PG_UNIQUE_VIOLATION,
  badRequest,
  conflict,
  notFound,
  pgErrorCode,
} from '../../lib/errors';
import { hashPassword, passwordProblem } from '../../lib/passwords';
import type { Principal } from '../../plugins/platform/auth/principal';
import { revokeUserSessions, sessionCount } from '../../plugins/platform/auth/sessions';
import type { Tx } from '../../plugins/platform/database';
import { assertCanGrant, findRoleByName, resolveRoles } from '../roles';
import { readSection } from '../settings';
import { assertNotLastAdmin, assertOutranks, assertSelfOr } from './access';
import { clubPasswordProblem, createAccount } from './accounts';
import { recordActivity } from './activity';
import * as repo from './repository';

export const DEFAULT_ROLE = 'member';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toUser(r: repo.UserRecord): User {
  return {
    id: r.id,
    organization_id: r.organization_id,
    email: r.email,
    first_name: r.first_name,
    last_name: r.last_name,
    phone: r.phone,
    status: r.status,
    suspended_reason: r.suspended_reason,
    email_verified: r.email_verified,
    must_change_password: r.must_change_password,
    tenant_id: r.tenant_id,
    roles: r.roles,
    last_login_at: iso(r.last_login_at),
    last_active_at: iso(r.last_active_at),
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
  };
}

type Page = { limit: number; offset: number };

export async function list(
  tx: Tx,
  filter: repo.UserFilter,
  page: Page,
): Promise<{ users: User[]; total: number }> {
  for (const name of [filter.role, filter.withoutRole]) {
    if (name && !(await findRoleByName(tx, name))) throw notFound('Role');
  }
  const { rows, total } = await repo.list(tx, filter, page);
  return { users: rows.map(toUser), total };
}

/** A user of the caller's organization, or 404 (the scope hides every other organization's). */
export async function target(tx: Tx, id: number): Promise<repo.UserRecord> {
  const row = await repo.findById(tx, id);
  if (!row) throw notFound('User');
  return row;
}

/** A user the caller may change: visible, and holding no permission the caller lacks. */
async function managed(tx: Tx, p: Principal, id: number): Promise<repo.UserRecord> {
  const row = await target(tx, id);
  await assertOutranks(tx, p, [id]);
  return row;
}

export const get = async (tx: Tx, id: number) => toUser(await target(tx, id));

async function save(tx: Tx, id: number, changes: repo.UserChanges): Promise<repo.UserRecord> {
  try {
    return await repo.update(tx, id, changes);
  } catch (err) {
    if (pgErrorCode(err) === PG_UNIQUE_VIOLATION)
      throw conflict('A user with this email already exists');
    throw err;
  }
}

// Creating accounts

type RowProblem = { row: number; field: 'email' | 'password' | 'roles'; message: string };

const roleRefsOf = (u: UserCreate): RoleRef[] => u.roles ?? [DEFAULT_ROLE];

/**
 * Checks every new user against the database before anything is written, so that one bad row
 * creates nothing (shape errors were already answered by the contract). Granting a role the
 * caller could not hold is refused outright.
 */
async function checkNewUsers(tx: Tx, p: Principal, rows: UserCreate[]) {
  const roles = await resolveRoles(tx, [...new Set(rows.flatMap(roleRefsOf))]);
  assertCanGrant(
    p,
    roles.found.flatMap((r) => r.permissions),
  );
  const taken = await repo.takenEmails(
    tx,
    rows.map((u) => u.email.toLowerCase()),
  );
  const { password_min_length } = await readSection(tx, 'security');
  const problems: RowProblem[] = [];
  rows.forEach((u, row) => {
    const password =
      u.password === undefined ? null : passwordProblem(u.password, password_min_length);
    if (password) problems.push({ row, field: 'password', message: password });
    const unknown = roleRefsOf(u).filter((r) => roles.missing.includes(r));
    if (unknown.length)
      problems.push({ row, field: 'roles', message: `Unknown role: ${unknown.join(', ')}` });
    if (taken.has(u.email.toLowerCase()))
      problems.push({ row, field: 'email', message: 'A user with this email already exists' });
  });
  const roleIdsOf = (u: UserCreate) =>
    roleRefsOf(u).map((ref) => roles.found.find((r) => r.id === ref || r.name === ref)!.id);
  return { problems, roleIdsOf };
}

async function insertUser(tx: Tx, p: Principal, u: UserCreate, roleIds: number[]): Promise<User> {
  const created = await createAccount(tx, {
    organizationId: p.organizationId,
    email: u.email,
    password: u.password ?? null,
    first_name: u.first_name,
    last_name: u.last_name,
    phone: u.phone ?? null,
    roleIds,
    // A password an administrator chose is known to them: the user replaces it at first sign-in.
    must_change_password: u.must_change_password ?? u.password !== undefined,
  });
  await recordActivity(tx, p, created.id, 'created');
  return get(tx, created.id);
}

export async function create(tx: Tx, p: Principal, body: UserCreate): Promise<User> {
  const { problems, roleIdsOf } = await checkNewUsers(tx, p, [body]);
  const first = problems[0];
  if (first?.field === 'email') throw conflict(first.message);
  if (first)
    throw badRequest(
      first.message,
      problems.map(({ field, message }) => ({ field: `body.${field}`, message })),
    );
  return insertUser(tx, p, body, roleIdsOf(body));
}

/** All or nothing: every row is checked first and the whole list is one transaction. */
export async function bulkCreate(tx: Tx, p: Principal, rows: UserCreate[]): Promise<User[]> {
  const { problems, roleIdsOf } = await checkNewUsers(tx, p, rows);
  if (problems.length > 0) {
    const details = problems.map(({ row, field, message }) => ({
      row: row + 1,
      field: `body.users.${row}.${field}`,
      message,
    }));
    throw badRequest(
      `Row ${details[0]!.row}: ${details[0]!.message} (${details.length} problem(s); nothing was created)`,
      details,
    );
  }
  const created: User[] = [];
  for (const u of rows) created.push(await insertUser(tx, p, u, roleIdsOf(u)));
  return created;
}

// Changing accounts

export async function update(tx: Tx, p: Principal, id: number, body: UserUpdate): Promise<User> {
  const before = await managed(tx, p, id);
  if (Object.keys(body).length === 0) return toUser(before);
  const changes: repo.UserChanges = { ...body, email: body.email?.toLowerCase() };
  // A new address has not been verified.
  if (changes.email && changes.email !== before.email) changes.email_verified = false;
  const after = await save(tx, id, changes);
  await recordActivity(tx, p, id, 'updated', { fields: Object.keys(body) });
  return toUser(after);
}

/** Prefixes an error with the row it came from, so a bulk caller knows which one to fix. */
function atRow(err: unknown, row: number): unknown {
  if (!(err instanceof AppError)) return err;
  return new AppError(
    err.statusCode,
    err.code,
    `Row ${row + 1}: ${err.message} (nothing was changed)`,
    [{ row: row + 1, field: `body.updates.${row}`, message: err.message }],
  );
}

/** All or nothing: any failing row rolls back the whole transaction. */
export async function bulkUpdate(
  tx: Tx,
  p: Principal,
  updates: UserBulkUpdate['updates'],
): Promise<User[]> {
  const out: User[] = [];
  for (const [row, { id, status, ...fields }] of updates.entries()) {
    try {
      await update(tx, p, id, fields);
      out.push(status ? await setStatus(tx, p, id, status) : await get(tx, id));
    } catch (err) {
      throw atRow(err, row);
    }
  }
  return out;
}

export async function remove(tx: Tx, p: Principal, id: number): Promise<void> {
  if (id === p.userId) throw conflict('You cannot delete your own account');
  await managed(tx, p, id);
  await assertNotLastAdmin(tx, id, 'deleted');
  await repo.remove(tx, id);
}

const notSuspended = { suspended_reason: null, suspended_at: null };

export async function setStatus(
  tx: Tx,
  p: Principal,
  id: number,
  status: Exclude<UserStatus, 'suspended'>,
): Promise<User> {
  const before = await managed(tx, p, id);
  if (before.status === status) return toUser(before);
  if (status !== 'active') {
    if (id === p.userId) throw conflict('You cannot deactivate your own account');
    await assertNotLastAdmin(tx, id, 'deactivated');
  }
  const after = await repo.update(
    tx,
    id,
    status === 'active' ? { status, ...notSuspended } : { status },
  );
  if (status !== 'active') await revokeUserSessions(tx, id, `status_${status}`);
  await recordActivity(tx, p, id, 'status_changed', { from: before.status, to: status });
  return toUser(after);
}

/** Suspends the account and ends its sessions at once. */
export async function suspend(tx: Tx, p: Principal, id: number, reason: string): Promise<User> {
  if (id === p.userId) throw conflict('You cannot suspend your own account');
  await managed(tx, p, id);
  await assertNotLastAdmin(tx, id, 'suspended');
  const after = await repo.update(tx, id, {
    status: 'suspended',
    suspended_reason: reason,
    suspended_at: new Date(),
  });
  await revokeUserSessions(tx, id, 'suspended');
  await recordActivity(tx, p, id, 'suspended', { reason });
  return toUser(after);
}

export async function reactivate(tx: Tx, p: Principal, id: number): Promise<User> {
  const before = await managed(tx, p, id);
  if (before.status === 'active') return toUser(before);
  const after = await repo.update(tx, id, { status: 'active', ...notSuspended });
  await recordActivity(tx, p, id, 'reactivated', { from: before.status });
  return toUser(after);
}

/** An administrator sets the password; every session of that user ends (except the caller's own). */
export async function resetPassword(
  tx: Tx,
  p: Principal,
  id: number,
  body: PasswordSet,
): Promise<User> {
  await managed(tx, p, id);
  const problem = await clubPasswordProblem(tx, body.password);
  if (problem) throw badRequest(problem, [{ field: 'body.password', message: problem }]);
  const after = await repo.update(tx, id, {
    password_hash: await hashPassword(body.password),
    must_change_password: body.must_change_password ?? true,
  });
  await revokeUserSessions(
    tx,
    id,
    'password_reset',
    id === p.userId ? (p.sessionId ?? undefined) : undefined,
  );
  await recordActivity(tx, p, id, 'password_reset');
  return toUser(after);
}

export async function forcePasswordChange(tx: Tx, p: Principal, id: number): Promise<User> {
  await managed(tx, p, id);
  const after = await repo.update(tx, id, { must_change_password: true });
  await recordActivity(tx, p, id, 'password_change_forced');
  return toUser(after);
}

export async function setEmailVerified(
  tx: Tx,
  p: Principal,
  id: number,
  verified: boolean,
): Promise<User> {
  await managed(tx, p, id);
  const after = await repo.update(tx, id, { email_verified: verified });
  await recordActivity(tx, p, id, verified ? 'email_verified' : 'email_unverified');
  return toUser(after);
}

// Reading about an account

export async function stats(tx: Tx, id: number): Promise<UserStats> {
  const u = await target(tx, id);
  const counts = await repo.loginCounts(tx, id);
  return {
    user_id: u.id,
    status: u.status,
    roles: u.roles,
    email_verified: u.email_verified,
    must_change_password: u.must_change_password,
    created_at: u.created_at.toISOString(),
    last_login_at: iso(u.last_login_at),
    last_active_at: iso(u.last_active_at),
    login_count: counts.login_count,
    failed_login_count: counts.failed_login_count,
    last_failed_login_at: iso(counts.last_failed_login_at),
    active_sessions: await sessionCount(tx, id),
    activity_count: counts.activity_count,
  };
}

// Preferences: the user's own, or anyone's with users:read / users:write

export async function getPreferences(tx: Tx, p: Principal, id: number): Promise<UserPreferences> {
  await assertSelfOr(tx, p, id, PERMISSIONS.usersRead);
  await target(tx, id);
  return repo.preferencesOf(tx, id);
}

export async function putPreferences(
  tx: Tx,
  p: Principal,
  id: number,
  prefs: UserPreferences,
): Promise<UserPreferences> {
  await assertSelfOr(tx, p, id, PERMISSIONS.usersWrite);
  await target(tx, id);
  return repo.savePreferences(tx, p.organizationId, id, prefs);
}

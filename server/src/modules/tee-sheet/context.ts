/** Who is calling and when, and the feature flag every tee-sheet call checks first. */
import type { FastifyRequest } from 'fastify';
import { PERMISSIONS, hasPermission, type SettingsSection } from '@fairway/shared-api/contract';
import { forbidden } from '../../lib/errors';
import { wallClock, type WallClock } from '../../lib/clock';
import type { Tx } from '../../plugins/platform/database';
import { readFlagged } from '../settings';

export type Club = {
  settings: SettingsSection<'course'>;
  timeZone: string;
  /** Now on the club's wall clock. */
  clock: WallClock;
};

export type Caller = {
  userId: number;
  organizationId: number;
  roles: string[];
  /** tee_sheet:manage: books for others, moves, cancels inside the cut-off, blocks. */
  isStaff: boolean;
  now: Date;
  /** The club's course settings and clock, once read in this call (see clubOf). */
  club?: Club;
};

export function callerOf(req: FastifyRequest): Caller {
  const p = req.principal();
  return {
    userId: p.userId,
    organizationId: p.organizationId,
    roles: p.roles,
    isStaff: hasPermission(p.permissions, PERMISSIONS.teeSheetManage),
    now: req.server.now(),
  };
}

async function readClub(tx: Tx, c: Caller) {
  const { features, section, timeZone } = await readFlagged(tx, c.organizationId, 'course');
  const club: Club = { settings: section, timeZone, clock: wallClock(c.now, timeZone) };
  return { enabled: features.tee_time_management_enabled, club };
}

/** The club's course settings and clock: read at most once per call. */
export async function clubOf(tx: Tx, c: Caller): Promise<Club> {
  return (c.club ??= (await readClub(tx, c)).club);
}

/**
 * Runs fn in the caller's organization transaction once the club's tee_time_management_enabled
 * flag is found on (403 otherwise). The flag, the course settings and the club's time zone come
 * in one statement.
 */
export function teeTx<T>(req: FastifyRequest, fn: (tx: Tx, caller: Caller) => Promise<T>) {
  const caller = callerOf(req);
  return req.tx(async (tx) => {
    const { enabled, club } = await readClub(tx, caller);
    if (!enabled) throw forbidden('Tee time management is disabled');
    return fn(tx, { ...caller, club });
  });
}

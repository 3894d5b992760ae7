import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PERMISSIONS, hasPermission } from '@fairway/shared-api/contract';
import { forbidden } from '../../lib/errors';
import { wallClock } from '../../lib/clock';
import type { Tx } from '../../plugins/platform/database';
import { readFlagged } from '../settings';

/** Who is calling an academy or basic-trainings route, as the services need it. */
export type AcademyCaller = {
  userId: number;
  organizationId: number;
  /** academy:enrol — browse what is published, enrol themselves, their own progress. */
  canEnrol: boolean;
  /** academy:teach — run sessions they teach, take attendance, write notes on candidates. */
  canTeach: boolean;
  /** academy:read — see everything of the academy (every schedule, enrolment, attendance). */
  canRead: boolean;
  /** academy:write — the office: catalogue, schedules, sessions, approvals, basic trainings. */
  canWrite: boolean;
  now: Date;
  /** The club's time zone and today (YYYY-MM-DD) on its calendar. */
  timeZone: string;
  today: string;
  /** For work after the transaction commits (notices, jobs). */
  app: FastifyInstance;
};

/**
 * Runs fn in the caller's organization transaction once the club's training_management_enabled
 * flag is found on (403 "The academy is disabled" otherwise). Every academy and basic-trainings
 * route goes through it.
 */
export function academyTx<T>(
  req: FastifyRequest,
  fn: (tx: Tx, caller: AcademyCaller) => Promise<T>,
): Promise<T> {
  const p = req.principal();
  const now = req.server.now();
  return req.tx(async (tx) => {
    const { features, timeZone } = await readFlagged(tx, p.organizationId, 'app');
    if (!features.training_management_enabled) throw forbidden('The academy is disabled');
    return fn(tx, {
      userId: p.userId,
      organizationId: p.organizationId,
      canEnrol: hasPermission(p.permissions, PERMISSIONS.academyEnrol),
      canTeach: hasPermission(p.permissions, PERMISSIONS.academyTeach),
      canRead: hasPermission(p.permissions, PERMISSIONS.academyRead),
      canWrite: hasPermission(p.permissions, PERMISSIONS.academyWrite),
      now,
      timeZone,
      today: wallClock(now, timeZone).date,
      app: req.server,
    });
  });
}

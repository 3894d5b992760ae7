/**
 * Schedules and sessions for the enrolments, attendance and notices tests, written by SQL so those
 * tests do not depend on the programme's routes: a trainer, a type and a plan of their own, one
 * schedule and its sessions.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../src/db/client';

export type SessionSeed = {
  starts_at: string;
  ends_at: string;
  status?: 'scheduled' | 'in_progress' | 'completed' | 'cancelled';
};

export type ScheduleSeed = {
  name: string;
  max_participants?: number;
  price?: number;
  member_price?: number;
  status?: 'draft' | 'published' | 'completed' | 'cancelled';
  /** The account that signs in as the schedule's trainer (null: nobody). */
  trainer_user_id?: number | null;
  /** Another schedule's trainer, instead of a new one. */
  trainer_id?: number;
  sessions?: SessionSeed[];
  start_date?: string;
  end_date?: string;
};

export type Seeded = { scheduleId: number; trainerId: number; sessionIds: number[] };

let seq = 0;

const one = async <T>(
  app: FastifyInstance,
  orgId: number,
  statement: ReturnType<typeof sql>,
): Promise<T> => app.withOrg(orgId, async (tx) => rowsOf<T>(await tx.execute(statement))[0]!);

export async function seedSchedule(
  app: FastifyInstance,
  orgId: number,
  seed: ScheduleSeed,
): Promise<Seeded> {
  const n = ++seq;
  const trainerId =
    seed.trainer_id ??
    (
      await one<{ id: number }>(
        app,
        orgId,
        sql`INSERT INTO academy_trainers (organization_id, user_id, first_name, last_name)
            VALUES (${orgId}, ${seed.trainer_user_id ?? null}, 'Coach', ${`Number${n}`}) RETURNING id`,
      )
    ).id;
  const typeId = (
    await one<{ id: number }>(
      app,
      orgId,
      sql`INSERT INTO academy_training_types (organization_id, name)
          VALUES (${orgId}, ${`Type ${n}`}) RETURNING id`,
    )
  ).id;
  const planId = (
    await one<{ id: number }>(
      app,
      orgId,
      sql`INSERT INTO academy_training_plans (organization_id, name, training_type_id)
          VALUES (${orgId}, ${`Plan ${n}`}, ${typeId}) RETURNING id`,
    )
  ).id;
  const scheduleId = (
    await one<{ id: number }>(
      app,
      orgId,
      sql`INSERT INTO academy_schedules (organization_id, name, training_plan_id, trainer_id,
            start_date, end_date, max_participants, total_sessions, price, member_price, status,
            published_at)
          VALUES (${orgId}, ${seed.name}, ${planId}, ${trainerId}, ${seed.start_date ?? '2026-12-01'},
            ${seed.end_date ?? '2026-12-31'}, ${seed.max_participants ?? 10},
            ${Math.max(1, seed.sessions?.length ?? 1)}, ${seed.price ?? 12000},
            ${seed.member_price ?? 9000}, ${seed.status ?? 'published'},
            ${seed.status === 'draft' ? null : '2026-11-01T00:00:00Z'})
          RETURNING id`,
    )
  ).id;
  const sessionIds: number[] = [];
  for (const s of seed.sessions ?? []) {
    const row = await one<{ id: number }>(
      app,
      orgId,
      sql`INSERT INTO academy_sessions (organization_id, schedule_id, trainer_id, starts_at, ends_at, status)
          VALUES (${orgId}, ${scheduleId}, ${trainerId}, ${s.starts_at}, ${s.ends_at},
            ${s.status ?? 'scheduled'})
          RETURNING id`,
    );
    sessionIds.push(row.id);
  }
  return { scheduleId, trainerId, sessionIds };
}

/** A candidate without an account (someone from outside the club). */
export async function seedOutsider(
  app: FastifyInstance,
  orgId: number,
  first: string,
  last: string,
): Promise<number> {
  return (
    await one<{ id: number }>(
      app,
      orgId,
      sql`INSERT INTO academy_candidates (organization_id, first_name, last_name)
          VALUES (${orgId}, ${first}, ${last}) RETURNING id`,
    )
  ).id;
}

/** Runs a statement in the club (a status switched by hand, a count). */
export function run<T = Record<string, unknown>>(
  app: FastifyInstance,
  orgId: number,
  statement: ReturnType<typeof sql>,
): Promise<T[]> {
  return app.withOrg(orgId, async (tx) => rowsOf<T>(await tx.execute(statement)));
}

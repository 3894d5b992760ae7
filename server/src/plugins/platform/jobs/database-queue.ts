import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { rowsOf } from '../../../db/client';
import {
  announce,
  checkProgress,
  failureText,
  isJobId,
  resultJson,
  retryDelay,
  type Definitions,
  type RunningJob,
} from './definitions';
import type { JobsBackend } from './backend';
import type { JobContext, JobState, JobStatus, JobsOptions } from './types';

type Claimed = {
  id: string | null;
  organization_id: number | null;
  user_id: number | null;
  name: string | null;
  data: unknown;
  attempts: number | null;
  next_due: string | Date | null;
};

type StatusRow = {
  id: string;
  name: string;
  user_id: number | null;
  state: JobState;
  progress: number;
  attempts: number;
  error: string | null;
  result: unknown;
  created_at: string | Date;
  finished_at: string | Date | null;
};

/** Waiting after a failed database call before looking again. */
const RETRY_AFTER_ERROR_MS = 5000;
/** The earliest a wake-up timer fires (clocks of the server and the database may differ a little). */
const MIN_WAIT_MS = 100;
const MAX_TIMER_MS = 2 ** 31 - 1;

const iso = (v: string | Date | null): string | null =>
  v === null ? null : new Date(v).toISOString();
/** A text[] or uuid[] literal of values that were checked already (names, ids). */
const arrayLiteral = (values: readonly string[]) => `{${values.join(',')}}`;

/**
 * The queue in the app's database (no REDIS_URL). Nothing polls: a runner looks for due jobs when
 * it starts, when a job is queued or put back for a retry (in any process: channel fairway_jobs),
 * when one of its jobs ends, and when the next job or lock it knows of is due; on PostgreSQL also
 * every pollMs, in case an announcement was lost.
 */
export function databaseQueue(
  app: FastifyInstance,
  definitions: Definitions,
  options: Required<JobsOptions>,
): JobsBackend {
  const db = app.database.db;
  const { concurrency, lockMs, stopTimeoutMs, pollMs } = options;
  const running = new Map<string, { job: RunningJob; done: Promise<void> }>();
  let started = false;
  let stopped = false;
  let claiming = false;
  let again = false;
  let wakeTimer: NodeJS.Timeout | undefined;
  let renewTimer: NodeJS.Timeout | undefined;
  let pollTimer: NodeJS.Timeout | undefined;
  let unsubscribe: (() => void) | undefined;

  const names = () => arrayLiteral(definitions.names());

  function wake(): void {
    if (!started || stopped) return;
    if (claiming) {
      again = true;
      return;
    }
    void fill();
  }

  function wakeAt(delayMs: number): void {
    clearTimeout(wakeTimer);
    wakeTimer = setTimeout(wake, Math.min(Math.max(delayMs, MIN_WAIT_MS), MAX_TIMER_MS));
    wakeTimer.unref();
  }

  /** Claims due jobs until this runner is busy or nothing is due. */
  async function fill(): Promise<void> {
    claiming = true;
    try {
      do {
        again = false;
        while (running.size < concurrency && !stopped && definitions.names().length > 0) {
          const [row] = rowsOf<Claimed>(
            await db.execute(sql`SELECT * FROM fairway_claim_job(${names()}::text[], ${lockMs})`),
          );
          if (!row?.id) {
            if (row?.next_due) wakeAt(new Date(row.next_due).getTime() - Date.now());
            break;
          }
          run(row);
        }
      } while (again && !stopped);
    } catch (err) {
      if (!stopped) {
        app.log.warn({ err }, 'looking for due jobs failed; trying again shortly');
        wakeAt(RETRY_AFTER_ERROR_MS);
      }
    } finally {
      claiming = false;
    }
  }

  function run(row: Claimed): void {
    const job: RunningJob = {
      id: row.id!,
      name: row.name!,
      organizationId: row.organization_id,
      userId: row.user_id,
    };
    const attempt = row.attempts!;
    const defined = definitions.get(job.name)!;
    const log = app.log.child({ job: job.name, jobId: job.id, attempt });
    const ctx: JobContext = {
      id: job.id,
      name: job.name,
      attempt,
      organizationId: job.organizationId,
      log,
      progress: async (percent) => {
        const p = checkProgress(percent);
        await db.execute(sql`SELECT fairway_job_progress(${job.id}::uuid, ${attempt}, ${p})`);
        await announce(app, job, 'active', p);
      },
    };
    const done = (async () => {
      await announce(app, job, 'active', 0);
      try {
        const result = await defined.handler(row.data, ctx);
        await db.execute(
          sql`SELECT fairway_finish_job(${job.id}::uuid, ${attempt}, ${resultJson(app, job, result)}::jsonb)`,
        );
        await announce(app, job, 'completed', 100);
      } catch (err) {
        const retryMs = retryDelay(defined, attempt);
        log.warn({ err, retryMs }, retryMs === null ? 'job failed' : 'job attempt failed');
        await db.execute(
          sql`SELECT fairway_fail_job(${job.id}::uuid, ${attempt}, ${failureText(err)}, ${retryMs})`,
        );
        await announce(app, job, retryMs === null ? 'failed' : 'waiting', 0);
      }
    })()
      .catch((err: unknown) => {
        // The database went away (the app closed while a handler was abandoned): its lock runs out
        // and a runner takes the job up again.
        if (!stopped) log.error({ err }, 'the job’s outcome could not be recorded');
      })
      .finally(() => {
        running.delete(job.id);
        wake();
      });
    running.set(job.id, { job, done });
  }

  async function renew(): Promise<void> {
    if (running.size === 0) return;
    await db
      .execute(
        sql`SELECT fairway_renew_jobs(${arrayLiteral([...running.keys()])}::uuid[], ${lockMs})`,
      )
      .catch((err: unknown) => app.log.warn({ err }, 'renewing job locks failed'));
  }

  return {
    async enqueue(id, name, json, defined, opts, delayMs) {
      const runAt = sql`now() + make_interval(secs => ${delayMs / 1000})`;
      if (opts.organizationId === null) {
        await db.execute(sql`INSERT INTO platform_jobs (id, name, data, max_attempts, run_at)
          VALUES (${id}::uuid, ${name}, ${json}::jsonb, ${defined.attempts}, ${runAt})`);
      } else {
        const org = opts.organizationId;
        await app.withOrg(org, (tx) =>
          tx.execute(sql`INSERT INTO jobs (id, organization_id, user_id, name, data, max_attempts, run_at)
            VALUES (${id}::uuid, ${org}, ${opts.userId ?? null}, ${name}, ${json}::jsonb,
              ${defined.attempts}, ${runAt})`),
        );
      }
      if (delayMs === 0) wake();
      else wakeAt(delayMs);
    },

    async status(id, organizationId): Promise<JobStatus | null> {
      if (!isJobId(id)) return null;
      const [row] = await app.database.withOrg(
        organizationId,
        async (tx) =>
          rowsOf<StatusRow>(
            await tx.execute(sql`SELECT id, name, user_id, state, progress, attempts, error, result,
              created_at, finished_at FROM jobs WHERE id = ${id}::uuid`),
          ),
        { reads: true },
      );
      if (!row) return null;
      return {
        id: row.id,
        name: row.name,
        user_id: row.user_id,
        state: row.state,
        progress: Number(row.progress),
        attempts: row.attempts,
        error: row.error,
        result: row.result ?? null,
        created_at: iso(row.created_at)!,
        finished_at: iso(row.finished_at),
      };
    },

    async start() {
      started = true;
      unsubscribe = app.database.onNotification('fairway_jobs', () => wake());
      renewTimer = setInterval(() => void renew(), Math.max(Math.floor(lockMs / 3), 50));
      renewTimer.unref();
      // One process owns a PGlite database: it hears of every job, so it never needs to look.
      if (app.database.kind === 'postgres') {
        pollTimer = setInterval(wake, pollMs);
        pollTimer.unref();
      }
      wake();
    },

    async stop() {
      stopped = true;
      unsubscribe?.();
      clearTimeout(wakeTimer);
      clearInterval(pollTimer);
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.allSettled([...running.values()].map((r) => r.done)),
        new Promise((resolve) => (timer = setTimeout(resolve, stopTimeoutMs))),
      ]);
      clearTimeout(timer);
      clearInterval(renewTimer);
      if (running.size > 0)
        app.log.warn(
          { jobs: [...running.values()].map((r) => r.job.id) },
          'jobs still running at close: they run again once their locks run out',
        );
    },

    async drain(timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        if (running.size === 0 && !claiming) {
          const pending = definitions.names().length
            ? rowsOf<{ n: number }>(
                await db.execute(sql`SELECT fairway_jobs_pending(${names()}::text[]) AS n`),
              )[0]!.n
            : 0;
          if (pending === 0) return;
          wake();
        }
        if (Date.now() > deadline)
          throw new Error(`jobs still waiting or running after ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
  };
}

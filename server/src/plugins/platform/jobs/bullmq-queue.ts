import { DelayedError, Queue, Worker, type Job } from 'bullmq';
import type { FastifyInstance } from 'fastify';
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

/** What a BullMQ job carries: the caller's data and whose job it is. */
type Envelope = { organizationId: number | null; userId: number | null; data: unknown };

const QUEUE = 'jobs';
/** How long the server waits for Redis at start before it gives up with a clear message. */
const READY_TIMEOUT_MS = 10_000;
/** How long a job this server has no handler for waits before a worker takes it again. */
const UNKNOWN_JOB_DELAY_MS = 30_000;
/** Finished jobs are kept a week, like the database queue's. */
const KEEP = { age: 7 * 24 * 3600 };

const STATES: Record<string, JobState> = {
  waiting: 'waiting',
  delayed: 'waiting',
  prioritized: 'waiting',
  'waiting-children': 'waiting',
  active: 'active',
  completed: 'completed',
  failed: 'failed',
};

/**
 * BullMQ on Redis (REDIS_URL): one Queue and one Worker per process, with the same semantics as
 * the database queue (attempts, exponential backoff, progress, locks that run out when a process
 * stops: BullMQ's stalled-job check puts such a job back).
 */
export function bullmqQueue(
  app: FastifyInstance,
  definitions: Definitions,
  options: Required<JobsOptions>,
  redisUrl: string,
): JobsBackend {
  const { concurrency, lockMs, stopTimeoutMs, prefix } = options;
  const connection = { url: redisUrl, maxRetriesPerRequest: null };
  const queue = new Queue<Envelope>(QUEUE, { connection, prefix });
  queue.on('error', (err) => app.log.warn({ err }, 'job queue (Redis) error'));
  let worker: Worker<Envelope> | undefined;
  const inFlight = new Set<Promise<unknown>>();

  function process(job: Job<Envelope>, token?: string): Promise<unknown> {
    const work = run(job, token);
    inFlight.add(work);
    void work.catch(() => undefined).finally(() => inFlight.delete(work));
    return work;
  }

  async function run(job: Job<Envelope>, token?: string): Promise<unknown> {
    const defined = definitions.get(job.name);
    if (!defined) {
      // Every worker of the queue takes every job: one this server does not know (a newer
      // version's, during a rolling update) is put back for a server that does, untouched.
      app.log.warn({ job: job.name, jobId: job.id }, 'job not defined on this server: put back');
      await job.moveToDelayed(Date.now() + UNKNOWN_JOB_DELAY_MS, token);
      throw new DelayedError();
    }
    const { organizationId, userId, data } = job.data;
    const running: RunningJob = { id: job.id!, name: job.name, organizationId, userId };
    const attempt = job.attemptsMade + 1;
    const log = app.log.child({ job: job.name, jobId: job.id, attempt });
    const ctx: JobContext = {
      id: running.id,
      name: job.name,
      attempt,
      organizationId,
      log,
      progress: async (percent) => {
        const p = checkProgress(percent);
        await job.updateProgress(p);
        await announce(app, running, 'active', p);
      },
    };
    await announce(app, running, 'active', 0);
    try {
      const result = await defined.handler(data, ctx);
      await job.updateProgress(100);
      await announce(app, running, 'completed', 100);
      return JSON.parse(resultJson(app, running, result));
    } catch (err) {
      const retryMs = retryDelay(defined, attempt);
      log.warn({ err, retryMs }, retryMs === null ? 'job failed' : 'job attempt failed');
      await announce(app, running, retryMs === null ? 'failed' : 'waiting', 0);
      // Redis keeps this message, without the handler's stack.
      throw new Error(failureText(err));
    }
  }

  return {
    async enqueue(id, name, json, defined, opts, delayMs) {
      await queue.add(
        name,
        {
          organizationId: opts.organizationId,
          userId: opts.userId ?? null,
          data: JSON.parse(json),
        },
        {
          jobId: id,
          attempts: defined.attempts,
          backoff: { type: 'exponential', delay: defined.backoffMs },
          delay: delayMs,
          removeOnComplete: KEEP,
          removeOnFail: KEEP,
          stackTraceLimit: 0,
        },
      );
    },

    async status(id, organizationId): Promise<JobStatus | null> {
      if (!isJobId(id)) return null;
      const job = (await queue.getJob(id)) as Job<Envelope> | undefined;
      // Redis has no row-level security: the job's organization is compared here.
      if (!job || job.data.organizationId !== organizationId) return null;
      const state = STATES[await job.getState()] ?? 'waiting';
      return {
        id,
        name: job.name,
        user_id: job.data.userId,
        state,
        progress: typeof job.progress === 'number' ? job.progress : 0,
        attempts: job.attemptsStarted,
        error: job.failedReason || null,
        result: state === 'completed' ? (job.returnvalue ?? null) : null,
        created_at: new Date(job.timestamp).toISOString(),
        finished_at:
          job.finishedOn && (state === 'completed' || state === 'failed')
            ? new Date(job.finishedOn).toISOString()
            : null,
      };
    },

    async start() {
      worker = new Worker<Envelope>(QUEUE, process, {
        connection,
        prefix,
        concurrency,
        lockDuration: lockMs,
        stalledInterval: Math.max(Math.floor(lockMs / 2), 100),
        // A job whose process stopped is put back once per attempt it has left.
        maxStalledCount: 100,
        removeOnComplete: KEEP,
        removeOnFail: KEEP,
      });
      worker.on('error', (err) => app.log.warn({ err }, 'job worker (Redis) error'));
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        worker.waitUntilReady(),
        new Promise((_, reject) => {
          timer = setTimeout(
            () => reject(new Error('Redis (REDIS_URL) did not answer within 10 s: jobs need it')),
            READY_TIMEOUT_MS,
          );
        }),
      ]).finally(() => clearTimeout(timer));
    },

    async stop() {
      if (worker) {
        // No new jobs; the running ones get up to stopTimeoutMs, then are left to their locks.
        await worker.pause(true);
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([
          Promise.allSettled(inFlight),
          new Promise((resolve) => (timer = setTimeout(resolve, stopTimeoutMs))),
        ]);
        clearTimeout(timer);
        if (inFlight.size > 0)
          app.log.warn('jobs still running at close: they run again once their locks run out');
        await worker.close(true);
      }
      await queue.close();
    },

    async drain(timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const counts = await queue.getJobCounts(
          'active',
          'waiting',
          'delayed',
          'prioritized',
          'waiting-children',
        );
        if (Object.values(counts).every((n) => n === 0)) return;
        if (Date.now() > deadline)
          throw new Error(`jobs still waiting or running after ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
  };
}

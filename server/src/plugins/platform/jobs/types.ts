import type { FastifyBaseLogger } from 'fastify';

/** What a job's handler is given besides its data. */
export type JobContext = {
  id: string;
  name: string;
  /** 1 on the first run, 2 on the first retry, … */
  attempt: number;
  /** The organization the job was queued for (null for platform jobs); run club work in app.withOrg(it). */
  organizationId: number | null;
  /** Records progress (0–100) that the client can read and that is announced live to the job's user. */
  progress(percent: number): Promise<void>;
  log: FastifyBaseLogger;
};

export type JobHandler<D> = (data: D, ctx: JobContext) => Promise<unknown>;

export type JobDefinition = {
  /** Runs before the job is failed for good (default 5). */
  attempts?: number;
  /** First retry delay; doubles on each retry (default 1000 ms). */
  backoffMs?: number;
};

export type EnqueueOptions = {
  organizationId: number | null;
  /** Who asked for it: may read its status and hears its progress live. */
  userId?: number | null;
  delayMs?: number;
};

export type JobState = 'waiting' | 'active' | 'completed' | 'failed';

export type JobStatus = {
  id: string;
  name: string;
  /** Who queued it (null: nobody, or the account is gone). */
  user_id: number | null;
  state: JobState;
  progress: number;
  attempts: number;
  error: string | null;
  result: unknown;
  created_at: string;
  finished_at: string | null;
};

/** How the runner runs (BuildOptions.jobs; tests shorten the times). */
export type JobsOptions = {
  /** Jobs one process runs at a time (2). */
  concurrency?: number;
  /** How long a claimed job stays locked without a renewal (60 s); a stopped runner's jobs run again after it. */
  lockMs?: number;
  /** How long closing the app waits for running jobs (10 s). */
  stopTimeoutMs?: number;
  /** Database queue on PostgreSQL: a look for due jobs this often, beside the wake-ups (30 s). */
  pollMs?: number;
  /** BullMQ's key prefix in Redis ('fairway'). */
  prefix?: string;
};

/**
 * One job runner for every domain (app.jobs): a table in the app's database by default (jobs
 * survive a restart), BullMQ on Redis when REDIS_URL is set. Handlers are defined when a module
 * registers; the runner starts when the app is ready and stops (letting running jobs finish) on close.
 */
export type Jobs = {
  define<D>(name: string, handler: JobHandler<D>, definition?: JobDefinition): void;
  /**
   * Queues a job; answers its id. Data must be JSON (64 KB at most). Call it after the change it
   * follows has committed, never inside app.withOrg / req.tx: PGlite has one connection, and the
   * queue's insert would wait for the open transaction forever.
   */
  enqueue<D>(name: string, data: D, options: EnqueueOptions): Promise<string>;
  /** A job of the organization, or null. */
  status(id: string, organizationId: number): Promise<JobStatus | null>;
  /** Resolves when nothing is waiting or running (tests and tools); rejects after timeoutMs. */
  drain(timeoutMs?: number): Promise<void>;
};

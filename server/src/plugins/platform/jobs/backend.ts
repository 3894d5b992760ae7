import type { Defined } from './definitions';
import type { EnqueueOptions, JobStatus } from './types';

/** Where jobs are kept and run: the app's database, or BullMQ on Redis. */
export type JobsBackend = {
  /** Queues a job that Definitions.check accepted, under the id given. */
  enqueue(
    id: string,
    name: string,
    json: string,
    defined: Defined,
    options: EnqueueOptions,
    delayMs: number,
  ): Promise<void>;
  status(id: string, organizationId: number): Promise<JobStatus | null>;
  /** Starts running jobs (the app is ready and every module has defined its jobs). */
  start(): Promise<void>;
  /** Stops taking jobs and waits for the running ones, up to stopTimeoutMs. */
  stop(): Promise<void>;
  drain(timeoutMs: number): Promise<void>;
};

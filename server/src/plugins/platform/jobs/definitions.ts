import type { FastifyInstance } from 'fastify';
import { serializeError } from '../../../lib/log-redaction';
import type { EnqueueOptions, JobDefinition, JobHandler, JobState } from './types';

/** A defined job with its settings filled in. */
export type Defined = {
  name: string;
  handler: JobHandler<unknown>;
  attempts: number;
  backoffMs: number;
};

/** A job as the runner knows it while it runs. */
export type RunningJob = {
  id: string;
  name: string;
  organizationId: number | null;
  userId: number | null;
};

/** Bounds on what may be queued: a job says what to do, it does not carry documents. */
export const JOB_LIMITS = {
  dataBytes: 64 * 1024,
  resultBytes: 64 * 1024,
  maxDelayMs: 30 * 24 * 3600_000,
  maxAttempts: 100,
  maxBackoffMs: 24 * 3600_000,
  errorChars: 500,
};

const NAME = /^[a-z][a-z0-9._:-]{0,99}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isJobId = (id: string): boolean => UUID.test(id);

/** The handlers defined in this process, by name. */
export class Definitions {
  private readonly byName = new Map<string, Defined>();

  define<D>(name: string, handler: JobHandler<D>, definition: JobDefinition = {}): void {
    if (!NAME.test(name))
      throw new Error(
        `job name ${JSON.stringify(name)} must be lower case, e.g. notifications.email`,
      );
    if (this.byName.has(name)) throw new Error(`job ${name} is defined already`);
    const attempts = definition.attempts ?? 5;
    const backoffMs = definition.backoffMs ?? 1000;
    if (!Number.isInteger(attempts) || attempts < 1 || attempts > JOB_LIMITS.maxAttempts)
      throw new Error(`job ${name}: attempts must be a whole number from 1 to 100`);
    if (!Number.isInteger(backoffMs) || backoffMs < 0 || backoffMs > JOB_LIMITS.maxBackoffMs)
      throw new Error(`job ${name}: backoffMs must be a whole number from 0 to a day`);
    this.byName.set(name, { name, handler: handler as JobHandler<unknown>, attempts, backoffMs });
  }

  get(name: string): Defined | undefined {
    return this.byName.get(name);
  }

  names(): string[] {
    return [...this.byName.keys()];
  }

  /** Checks a job before it is queued; answers its definition, its data as JSON and its delay. */
  check(
    name: string,
    data: unknown,
    options: EnqueueOptions,
  ): { defined: Defined; json: string; delayMs: number } {
    const defined = this.byName.get(name);
    if (!defined) throw new Error(`job ${name} is not defined (app.jobs.define it first)`);
    const { organizationId, userId, delayMs = 0 } = options;
    if (organizationId !== null && !Number.isSafeInteger(organizationId))
      throw new Error(`job ${name}: organizationId must be a whole number or null`);
    if (userId != null && (!Number.isSafeInteger(userId) || organizationId === null))
      throw new Error(`job ${name}: userId must be a whole number, with an organizationId`);
    if (!Number.isInteger(delayMs) || delayMs < 0 || delayMs > JOB_LIMITS.maxDelayMs)
      throw new Error(`job ${name}: delayMs must be a whole number from 0 to 30 days`);
    const json = JSON.stringify(data ?? null);
    if (Buffer.byteLength(json) > JOB_LIMITS.dataBytes)
      throw new Error(`job ${name}: its data is over ${JOB_LIMITS.dataBytes} bytes`);
    return { defined, json, delayMs };
  }
}

/** The delay before the next attempt after `attempt` failed, or null when it was the last. */
export function retryDelay(defined: Defined, attempt: number): number | null {
  if (attempt >= defined.attempts) return null;
  return Math.min(defined.backoffMs * 2 ** (attempt - 1), JOB_LIMITS.maxBackoffMs);
}

/**
 * What a failed attempt leaves for the client to read: the message only, without a stack, the
 * parameters of a failed query or a URL's credentials, and bounded.
 */
export function failureText(err: unknown): string {
  const message = serializeError(err).message || 'The job failed';
  const clean = message.replace(/\/\/[^/\s:@]+:[^/\s@]+@/g, '//[redacted]@');
  return clean.length > JOB_LIMITS.errorChars
    ? `${clean.slice(0, JOB_LIMITS.errorChars - 1)}…`
    : clean;
}

/** A handler's result as stored: JSON, or null when it is not JSON or too large. */
export function resultJson(app: FastifyInstance, job: RunningJob, result: unknown): string {
  try {
    const json = JSON.stringify(result ?? null) ?? 'null';
    if (Buffer.byteLength(json) <= JOB_LIMITS.resultBytes) return json;
    app.log.warn({ job: job.name, jobId: job.id }, 'job result over 64 KB: not stored');
  } catch {
    app.log.warn({ job: job.name, jobId: job.id }, 'job result is not JSON: not stored');
  }
  return 'null';
}

/** A percentage a handler reports, checked. */
export function checkProgress(percent: number): number {
  if (typeof percent !== 'number' || !Number.isFinite(percent) || percent < 0 || percent > 100)
    throw new Error('progress must be a number from 0 to 100');
  return percent;
}

/** Tells the job's user live how it moves on; a job nobody queued is announced to nobody. */
export async function announce(
  app: FastifyInstance,
  job: RunningJob,
  state: JobState,
  progress: number,
): Promise<void> {
  if (job.organizationId === null || job.userId === null) return;
  await app.live
    .publish(
      job.organizationId,
      { userIds: [job.userId] },
      { type: 'job.progress', data: { id: job.id, name: job.name, state, progress } },
    )
    .catch((err: unknown) => app.log.warn({ err, jobId: job.id }, 'job.progress not published'));
}

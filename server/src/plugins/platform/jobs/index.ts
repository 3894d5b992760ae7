import fp from 'fastify-plugin';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { JobsBackend } from './backend';
import { bullmqQueue } from './bullmq-queue';
import { databaseQueue } from './database-queue';
import { Definitions } from './definitions';
import type { Jobs, JobsOptions } from './types';

export type * from './types';
export { jobRoutes } from './routes';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyInstance {
    jobs: Jobs;
  }
}

const DEFAULTS: Required<JobsOptions> = {
  concurrency: 2,
  lockMs: 60_000,
  stopTimeoutMs: 10_000,
  pollMs: 30_000,
  prefix: 'fairway',
};

/**
 * app.jobs: modules define their handlers while they register; jobs run from onReady (including
 * the ones a stopped process left behind) until onClose, which waits for the running ones up to
 * stopTimeoutMs. The queue is the app's database, or BullMQ when REDIS_URL is set.
 */
export const jobsPlugin = fp(
  async (app: FastifyInstance, opts: JobsOptions) => {
    const options = { ...DEFAULTS, ...opts };
    const definitions = new Definitions();
    let backend: JobsBackend | undefined;
    const backendOf = () =>
      (backend ??= app.config.redisUrl
        ? bullmqQueue(app, definitions, options, app.config.redisUrl)
        : databaseQueue(app, definitions, options));

    app.decorate<Jobs>('jobs', {
      define: (name, handler, definition) => definitions.define(name, handler, definition),
      enqueue: async (name, data, options) => {
        const { defined, json, delayMs } = definitions.check(name, data, options);
        const id = randomUUID();
        await backendOf().enqueue(id, name, json, defined, options, delayMs);
        return id;
      },
      status: (id, organizationId) => backendOf().status(id, organizationId),
      drain: (timeoutMs = 30_000) => backendOf().drain(timeoutMs),
    });
    app.addHook('onReady', () => backendOf().start());
    app.addHook('onClose', async () => {
      await backend?.stop();
    });
  },
  { name: 'jobs', dependencies: ['config', 'database'] },
);

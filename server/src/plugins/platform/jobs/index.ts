import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Jobs } from './types';

export type * from './types';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyInstance {
    jobs: Jobs;
  }
}

// Placeholder until the runner lands: defining works, queuing refuses.
export const jobsPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate<Jobs>('jobs', {
      define: () => undefined,
      enqueue: () => Promise.reject(new Error('the job runner is not built yet')),
      status: async () => null,
      drain: async () => undefined,
    });
  },
  { name: 'jobs', dependencies: ['config', 'database'] },
);

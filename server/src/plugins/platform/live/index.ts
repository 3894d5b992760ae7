import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Live } from './types';

export type * from './types';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyInstance {
    live: Live;
  }
}

// Placeholder until the event bus lands: publishing reaches no one.
export const livePlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate<Live>('live', { publish: async () => undefined, connections: () => 0 });
  },
  { name: 'live', dependencies: ['config', 'auth'] },
);

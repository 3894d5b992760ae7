import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { checkMessage, localBus, redisBus, type LiveBus } from './bus';
import { LiveStreams } from './streams';
import type { Live, LiveOptions } from './types';

export type * from './types';
export { liveRoutes } from './routes';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyInstance {
    live: Live;
    /** The open GET /api/live streams of this process (the live plugin's, for its route). */
    liveStreams: LiveStreams;
  }
}

const DEFAULTS: Required<LiveOptions> = {
  maxPerUser: 10,
  maxTotal: 5000,
  heartbeatMs: 25_000,
  prefix: 'fairway',
};

/**
 * app.live: publish(organizationId, audience, event) reaches the audience's open streams in this
 * process, or in every process through Redis pub/sub when REDIS_URL is set. Streams end when the
 * app closes, and when the session or grants they were opened with change (channel
 * fairway_principals).
 */
export const livePlugin = fp(
  async (app: FastifyInstance, opts: LiveOptions) => {
    const { prefix, ...limits } = { ...DEFAULTS, ...opts };
    const streams = new LiveStreams(limits);
    const deliver: Parameters<typeof localBus>[0] = (m) =>
      void streams.deliver(m.organizationId, m.audience, m.event);
    const bus: LiveBus = app.config.redisUrl
      ? await redisBus(app.config.redisUrl, `${prefix}:live`, deliver, app.log)
      : localBus(deliver);

    app.decorate('liveStreams', streams);
    app.decorate<Live>('live', {
      publish: async (organizationId, audience, event) => {
        const message = checkMessage({ organizationId, audience, event });
        if (typeof message === 'string') throw new Error(`live event not published: ${message}`);
        await bus.publish(message);
      },
      connections: () => streams.count(),
    });

    const unsubscribe = app.database.onNotification('fairway_principals', (key) =>
      streams.endFor(key),
    );
    // Before the server stops accepting: open streams would hold its close up.
    app.addHook('preClose', async () => {
      unsubscribe();
      streams.endAll();
    });
    app.addHook('onClose', () => bus.close());
  },
  { name: 'live', dependencies: ['config', 'database', 'auth'] },
);

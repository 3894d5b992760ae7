import fp from 'fastify-plugin';
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyContextConfig {
    /** Answered even while the server sheds load (liveness, metrics). */
    servedUnderPressure?: boolean;
  }
}

export const PRESSURE_RETRY_AFTER_SECONDS = 10;

const REASONS: Record<string, string> = {
  eventLoopDelay: 'it is busier than it can answer in time',
  heapUsedBytes: 'it is short of memory',
  rssBytes: 'it is short of memory',
};

/**
 * Load shedding: while the event loop lags (or memory passes its limit) every request is refused
 * at once with 503 and Retry-After, before authentication or any database work, so the requests
 * already in flight can finish. Routes with `config.servedUnderPressure` still answer.
 */
export const pressurePlugin = fp(
  async (app: FastifyInstance) => {
    const { maxEventLoopDelayMs, maxHeapUsedBytes, maxRssBytes } = app.config.pressure;
    await app.register(underPressure, {
      maxEventLoopDelay: maxEventLoopDelayMs,
      maxHeapUsedBytes,
      maxRssBytes,
      retryAfter: PRESSURE_RETRY_AFTER_SECONDS,
      // A rejection reaches the app's error handler, so the 503 has the one error shape.
      pressureHandler: async (req: FastifyRequest, _reply, type) => {
        if (req.routeOptions.config.servedUnderPressure) return;
        throw new AppError(
          503,
          'service_unavailable',
          `The server is overloaded (${REASONS[type] ?? 'it is unhealthy'}); try again in ${PRESSURE_RETRY_AFTER_SECONDS} seconds`,
          undefined,
          { 'retry-after': String(PRESSURE_RETRY_AFTER_SECONDS) },
        );
      },
    });
  },
  { name: 'pressure', dependencies: ['config', 'errors'] },
);

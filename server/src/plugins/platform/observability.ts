import fp from 'fastify-plugin';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthorized } from '../../lib/errors';
import { safeEqual, sha256 } from '../../lib/tokens';

/** Compares digests, so the comparison takes the same time whatever the length of the guess. */
function bearerMatches(req: FastifyRequest, token: string): boolean {
  const header = req.headers.authorization ?? '';
  const given = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
  return safeEqual(sha256(given), sha256(token));
}

/**
 * /api/health (process is up; answered even while shedding load, so a busy process is not
 * restarted), /api/ready (database answers; 503 while shedding load, so a balancer sends traffic
 * elsewhere) and Prometheus /metrics, served only with `Authorization: Bearer $METRICS_TOKEN`
 * (without METRICS_TOKEN it does not exist).
 */
export const observabilityPlugin = fp(
  async (app: FastifyInstance) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    const requests = new Counter({
      name: 'fairway_http_requests_total',
      help: 'HTTP requests by method, route and status',
      labelNames: ['method', 'route', 'status'],
      registers: [registry],
    });
    const duration = new Histogram({
      name: 'fairway_http_request_duration_seconds',
      help: 'HTTP request duration by route',
      labelNames: ['method', 'route'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers: [registry],
    });
    app.addHook('onResponse', async (req, reply) => {
      const route = req.routeOptions.url ?? 'unmatched';
      requests.inc({ method: req.method, route, status: String(reply.statusCode) });
      duration.observe({ method: req.method, route }, reply.elapsedTime / 1000);
    });

    app.get(
      '/api/health',
      { config: { public: true, servedUnderPressure: true }, schema: { hide: true } },
      async () => ({ status: 'ok' }),
    );
    app.get(
      '/api/ready',
      { config: { public: true }, schema: { hide: true } },
      async (_req, reply) => {
        try {
          await app.database.ping();
          return { status: 'ready', database: app.database.kind };
        } catch {
          return reply
            .status(503)
            .send({ error: 'not_ready', message: 'The database is not answering' });
        }
      },
    );
    app.get(
      '/metrics',
      { config: { public: true, servedUnderPressure: true }, schema: { hide: true } },
      async (req, reply) => {
        const token = app.config.metricsToken;
        if (!token) return reply.callNotFound();
        if (!bearerMatches(req, token)) {
          void reply.header('www-authenticate', 'Bearer realm="metrics"');
          throw unauthorized('Send the metrics token as Authorization: Bearer <METRICS_TOKEN>');
        }
        reply.header('content-type', registry.contentType);
        return registry.metrics();
      },
    );
  },
  { name: 'observability', dependencies: ['database', 'pressure'] },
);

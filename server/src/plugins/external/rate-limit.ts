import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tooManyRequests } from '../../lib/errors';
import { sha256 } from '../../lib/tokens';

/** Who a limit counts: the client (session, API token, else address) or always the address. */
type Per = 'client' | 'address';

/** A tighter limit for one call: at most `max` a minute, counted in the call's own bucket. */
export type RouteLimit = { max: number; per: Per };

/**
 * Calls that are expensive (password hashing, bulk writes, the tee sheet) or abusable without
 * signing in, keyed by `METHOD url` as the route declares it. Every other /api call shares the
 * global bucket of RATE_LIMIT_PER_MINUTE per client; `false` is not limited at all.
 */
export const ROUTE_LIMITS: Record<string, RouteLimit | false> = {
  // Probes from a load balancer or orchestrator must never be refused.
  'GET /api/health': false,
  'GET /api/ready': false,

  // Public calls: nobody is signed in yet, so the address is all there is to count.
  'POST /api/auth/login': { max: 30, per: 'address' },
  'POST /api/auth/register': { max: 10, per: 'address' },
  'POST /api/auth/forgot-password': { max: 5, per: 'address' },
  'POST /api/auth/refresh': { max: 60, per: 'address' },
  'POST /api/auth/invitation/:token': { max: 10, per: 'address' },
  'GET /api/password-reset/:id': { max: 30, per: 'address' },
  'POST /api/password-reset/:id': { max: 10, per: 'address' },

  // Password hashing and links sent by e-mail.
  'POST /api/settings/profiles/change-password': { max: 10, per: 'client' },
  'POST /api/settings/users/:id/reset-password': { max: 20, per: 'client' },
  'POST /api/password-reset/:userId/:x': { max: 10, per: 'client' },
  'POST /api/settings/users': { max: 30, per: 'client' },
  'POST /api/settings/api-tokens': { max: 10, per: 'client' },

  // Bulk writes and whole-organization documents.
  'POST /api/settings/users/bulk': { max: 10, per: 'client' },
  'PUT /api/settings/users/bulk-update': { max: 10, per: 'client' },
  'POST /api/settings/users/bulk-role-assign': { max: 10, per: 'client' },
  'POST /api/settings/import': { max: 5, per: 'client' },
  'GET /api/settings/export': { max: 10, per: 'client' },

  // Booking is a transaction on a contended row; the tee sheet reads build a whole day.
  'POST /api/settings/tee-time-bookings/book': { max: 30, per: 'client' },
  'PUT /api/settings/tee-time-bookings/:id': { max: 30, per: 'client' },
  'DELETE /api/settings/tee-time-bookings/:id': { max: 30, per: 'client' },
  'GET /api/settings/tee-times/available-with-booking-info/:courseId': { max: 120, per: 'client' },
  'GET /api/settings/tee-times/sheet/:courseId': { max: 120, per: 'client' },
  'GET /api/settings/tee-times/overview-data/:courseId': { max: 120, per: 'client' },
  'POST /api/settings/on-course-services': { max: 10, per: 'client' },

  // Uploads stream, inspect and decode whole files; shared links are public.
  'POST /api/settings/files/upload': { max: 30, per: 'client' },
  'POST /api/settings/files/:id/versions': { max: 30, per: 'client' },
  'POST /api/settings/files/:id/thumbnail': { max: 60, per: 'client' },
  'GET /api/files/shared/:token': { max: 60, per: 'address' },
  // A stream lasts minutes; opening many is what the per-user cap of open streams is for.
  'GET /api/live': { max: 30, per: 'client' },
};

const byAddress = (req: FastifyRequest) => `address:${req.ip}`;

/**
 * The signed-in session (or API token) when authentication accepted it, else the address. The
 * limit's hook is a route hook, so it runs after the auth plugin's onRequest hook: a made-up
 * cookie cannot buy a fresh bucket, and a session keeps its bucket when its access token rotates.
 */
function byClient(req: FastifyRequest): string {
  const auth = req.auth;
  if (auth?.sessionId != null) return `session:${auth.sessionId}`;
  if (auth) return `token:${sha256(req.headers.authorization ?? '')}`;
  return byAddress(req);
}

/**
 * Rate limits with @fastify/rate-limit: a global bucket per client for every /api call and
 * /metrics, and the tighter ROUTE_LIMITS. The portal's static files are never limited. Counters are
 * per process (several processes each allow the limit). RATE_LIMIT=0 turns everything off.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance) => {
    const { enabled, perMinute } = app.config.rateLimit;
    if (!enabled) return;

    // Added before the plugin's own onRoute hook, so the config it reads is already in place.
    app.addHook('onRoute', (route) => {
      if (route.config?.rateLimit !== undefined) return;
      const limited = route.url.startsWith('/api/') || route.url === '/metrics';
      const methods = [route.method].flat();
      const limit = methods
        .map((m) => ROUTE_LIMITS[`${m === 'HEAD' ? 'GET' : m} ${route.url}`])
        .find((l) => l !== undefined);
      if (!limited || limit === false) {
        route.config = { ...route.config, rateLimit: false };
      } else if (limit) {
        route.config = {
          ...route.config,
          rateLimit: {
            max: limit.max,
            timeWindow: 60_000,
            keyGenerator: limit.per === 'address' ? byAddress : byClient,
          },
        };
      }
    });

    await app.register(rateLimit, {
      global: true,
      max: perMinute,
      timeWindow: 60_000,
      keyGenerator: byClient,
      // Route hooks run after the app's onRequest hooks (pressure, then authentication).
      hook: 'onRequest',
      errorResponseBuilder: (req, context) => {
        const { max, ttl } = context as unknown as { max: number; ttl: number };
        const seconds = Math.max(1, Math.ceil(ttl / 1000));
        const scope = typeof req.routeOptions.config.rateLimit === 'object' ? ' for this call' : '';
        return tooManyRequests(
          `Too many requests: at most ${max} a minute${scope}. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
          seconds,
        );
      },
    });
  },
  { name: 'rate-limit', dependencies: ['config', 'errors', 'auth'] },
);

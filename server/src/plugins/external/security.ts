import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import { remoteOrigins } from './remote-origins';

/**
 * Powerful browser features the portal does not use, denied to it and to anything it might embed.
 * Only names Chromium knows (it reports an unknown one, e.g. bluetooth, in the console); FLoC's
 * interest-cohort is gone, browsing-topics replaced it. A feature the portal starts to use comes
 * off this list.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'camera',
  'display-capture',
  'encrypted-media',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/**
 * Security headers (CSP, HSTS outside local http, nosniff, frame-ancestors, Permissions-Policy),
 * no-store on API answers, and cookie parsing. The CSP lets the page load remotes from the origins
 * remotes.json points at and those in PORTAL_REMOTE_ORIGINS (remote-origins.ts): their manifest
 * (connect-src), scripts, styles, images and fonts.
 */
export const securityPlugin = fp(
  async (app: FastifyInstance) => {
    const https = !app.config.insecureCookies;
    const remotes = remoteOrigins({
      portalRoot: app.config.staticDir,
      configured: app.config.remoteOrigins,
      log: app.log,
    });
    // One value per directive: helmet joins entries with spaces, so an empty entry would leave one.
    const withRemotes = (...own: string[]) => [() => [...own, ...remotes.current()].join(' ')];
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          'default-src': ["'self'"],
          'script-src': withRemotes("'self'"),
          'style-src': withRemotes("'self'", "'unsafe-inline'"),
          'img-src': withRemotes("'self'", 'data:', 'blob:'),
          'font-src': withRemotes("'self'", 'https:', 'data:'),
          'connect-src': withRemotes("'self'"),
          'frame-ancestors': ["'none'"],
          'upgrade-insecure-requests': https ? [] : null,
        },
      },
      hsts: https ? { maxAge: 31536000, includeSubDomains: true } : false,
      crossOriginEmbedderPolicy: false,
    });
    app.addHook('onRequest', async (_req, reply) => {
      reply.header('permissions-policy', PERMISSIONS_POLICY);
    });
    // API answers are per caller and often personal: no browser or proxy may keep them unless the
    // route says otherwise. The portal's files keep the caching the portal plugin gives them.
    app.addHook('onSend', async (req, reply) => {
      if (req.url.startsWith('/api/') && !reply.hasHeader('cache-control'))
        reply.header('cache-control', 'no-store');
    });
    await app.register(cookie);
  },
  { name: 'security' },
);

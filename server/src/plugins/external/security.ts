import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';

/** Security headers (CSP, HSTS outside local http, nosniff, frame-ancestors) and cookie parsing. */
export const securityPlugin = fp(
  async (app: FastifyInstance) => {
    const https = !app.config.insecureCookies;
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          'default-src': ["'self'"],
          'script-src': ["'self'"],
          'style-src': ["'self'", "'unsafe-inline'"],
          'img-src': ["'self'", 'data:', 'blob:'],
          'connect-src': ["'self'"],
          'frame-ancestors': ["'none'"],
          'upgrade-insecure-requests': https ? [] : null,
        },
      },
      hsts: https ? { maxAge: 31536000, includeSubDomains: true } : false,
      crossOriginEmbedderPolicy: false,
    });
    await app.register(cookie);
  },
  { name: 'security' },
);

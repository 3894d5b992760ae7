import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { completeDocument, describeRoute } from './openapi-document';
import { SECURITY_SCHEMES } from './openapi-operations';

const DESCRIPTION = `Golf club and resort management platform.

Sign in with \`POST /api/auth/login\`: the answer sets the session cookie \`fw_access\` and the
\`csrf_token\` cookie, whose value goes in \`X-CSRF-Token\` on every POST, PUT, PATCH and DELETE made
with the session. Integrations send an API token instead: \`Authorization: Bearer fw_…\`.

Every error is \`{ error, message, details? }\`. Calls are rate limited per session, token or address
(429 with \`Retry-After\`).`;

/**
 * OpenAPI document generated from the zod contract the routes validate with, completed from the
 * route declarations (openapi-document.ts): JSON at /api/docs/json, UI at /api/docs.
 */
export const openapiPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: { title: 'Fairway API', version: '0.1.0', description: DESCRIPTION },
        // The API is served by the same origin as this document, wherever it is deployed.
        servers: [{ url: '/', description: 'The server that serves this document' }],
        components: { securitySchemes: SECURITY_SCHEMES },
      },
      transform: describeRoute,
      transformObject: completeDocument,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  },
  { name: 'openapi' },
);

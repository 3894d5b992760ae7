import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { FastifyInstance } from 'fastify';

/** OpenAPI document generated from the zod contract the routes validate with; UI at /api/docs. */
export const openapiPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Fairway API',
          version: '0.1.0',
          description: 'Golf club and resort management platform',
        },
        components: {
          securitySchemes: {
            session: { type: 'apiKey', in: 'cookie', name: 'fw_access' },
            bearer: { type: 'http', scheme: 'bearer' },
          },
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  },
  { name: 'openapi' },
);

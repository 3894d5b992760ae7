import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import { REDACT_PATHS, redactUrl, serializeError } from './lib/log-redaction';
import { registerModules } from './modules';
import { openapiPlugin } from './plugins/external/openapi';
import { pressurePlugin } from './plugins/external/pressure';
import { rateLimitPlugin } from './plugins/external/rate-limit';
import { securityPlugin } from './plugins/external/security';
import { authPlugin } from './plugins/platform/auth';
import { compressionPlugin } from './plugins/platform/compression';
import { databasePlugin } from './plugins/platform/database';
import { documentPreloadPlugin } from './plugins/platform/document-preload';
import { errorsPlugin } from './plugins/platform/errors';
import { inputGuardPlugin } from './plugins/platform/input-guard';
import { jobRoutes, jobsPlugin, type JobsOptions } from './plugins/platform/jobs';
import { livePlugin, liveRoutes, type LiveOptions } from './plugins/platform/live';
import { mailPlugin } from './plugins/platform/mail';
import { observabilityPlugin } from './plugins/platform/observability';
import { portalPlugin } from './plugins/platform/portal';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyInstance {
    config: AppConfig;
    /** The current instant (config.now in tests, the system clock otherwise). */
    now(): Date;
  }
}

export type BuildOptions = {
  database?: Database;
  /** Where log lines go (tests read them); standard output otherwise. */
  logStream?: NodeJS.WritableStream;
  /** How long a signed-in document waits for its preloaded answers (portal plugin; 500 ms). */
  preloadBudgetMs?: number;
  /** The job runner's concurrency, lock and stop times, Redis prefix (tests shorten them). */
  jobs?: JobsOptions;
  /** Live updates' stream bounds and Redis channel prefix. */
  live?: LiveOptions;
};

/** Builds the app without listening: external plugins → platform plugins → domain modules. */
export async function buildApp(
  config: AppConfig,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      serializers: {
        req: (req) => ({ method: req.method, url: redactUrl(req.url), remoteAddress: req.ip }),
        err: serializeError,
      },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    // The database plugin runs every migration before the app is ready: on a first start (or a
    // busy machine) that outlasts Fastify's 10 s default for one plugin.
    pluginTimeout: 60_000,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 300 },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('now', config.now ?? (() => new Date()));
  await app.register(fp(async () => undefined, { name: 'config' }));

  await app.register(errorsPlugin);
  await app.register(inputGuardPlugin);
  await app.register(securityPlugin);
  await app.register(compressionPlugin);
  await app.register(pressurePlugin);
  await app.register(databasePlugin, { database: options.database });
  await app.register(authPlugin);
  await app.register(rateLimitPlugin);
  await app.register(mailPlugin);
  await app.register(jobsPlugin, options.jobs ?? {});
  await app.register(livePlugin, options.live ?? {});
  await app.register(openapiPlugin);
  await app.register(observabilityPlugin);
  await app.register(documentPreloadPlugin);
  // After openapi, so that the document describes them.
  await app.register(jobRoutes);
  await app.register(liveRoutes);
  await app.register(registerModules);
  if (config.staticDir)
    await app.register(portalPlugin, {
      root: config.staticDir,
      preloadBudgetMs: options.preloadBudgetMs,
    });
  return app;
}

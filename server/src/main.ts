import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { bootstrap, type BootstrapResult } from './bootstrap';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadConfig, type AppConfig } from './config';
import { openDatabase, type Database } from './db/client';
import { describeStartupFailure, type StartupStep } from './startup-errors';

/** How long a failed start may spend closing what it opened before the process exits anyway. */
const CLOSE_TIMEOUT_MS = 5_000;

/** What start-up has reached so far: the failure handler reports the step and closes the rest. */
const state: {
  step: StartupStep;
  config?: AppConfig;
  database?: Database;
  app?: FastifyInstance;
  failing: boolean;
} = { step: 'config', failing: false };

/** The portal assembled by `pnpm portal:build` (repo/dist/portal), when it exists. */
function defaultPortalDir(): string | null {
  const dir = resolve(__dirname, '..', '..', 'dist', 'portal');
  return existsSync(join(dir, 'index.html')) ? dir : null;
}

async function start(): Promise<void> {
  const config = loadConfig();
  state.config = config;
  state.step = 'database';
  const database = await openDatabase(config.database);
  state.database = database;
  state.step = 'app';
  const app = await buildApp(
    { ...config, staticDir: config.staticDir ?? defaultPortalDir() },
    { database },
  );
  state.app = app;
  state.step = 'bootstrap';
  const seeded = await bootstrap(app);
  state.step = 'listen';
  await app.listen({ port: config.port, host: config.host });
  process.off('uncaughtException', failStartup);
  process.off('unhandledRejection', failStartup);
  closeWithGrace({ delay: 10_000 }, async ({ err, signal }) => {
    if (err) app.log.error({ err }, 'closing after an error');
    else app.log.info({ signal }, 'shutting down');
    try {
      await app.close();
    } finally {
      await database.close();
    }
  });
  console.log(banner(config, seeded));
}

function banner(config: AppConfig, seeded: BootstrapResult): string {
  const lines = [`Fairway is running at ${config.publicUrl}`];
  if (seeded.created) {
    lines.push(`Created ${seeded.organizationName} with its first admin.`);
    lines.push(
      `Sign in as ${seeded.adminEmail} with password ${seeded.generatedPassword ?? '(the one in FAIRWAY_ADMIN_PASSWORD)'}`,
    );
    if (seeded.generatedPassword)
      lines.push('This password is shown only once: change it after signing in.');
  } else {
    lines.push('Sign in with your existing admin account.');
  }
  return `\n  ${lines.join('\n  ')}\n`;
}

/**
 * Prints one line for the first failure, closes whatever start-up opened, exits with 1. Later
 * errors (a connection dropping while closing) are swallowed so they cannot print around it.
 */
async function failStartup(err: unknown): Promise<void> {
  if (state.failing) return;
  state.failing = true;
  process.exitCode = 1;
  const verbose = ['debug', 'trace'].includes(process.env.LOG_LEVEL ?? '');
  const line = describeStartupFailure(err, { step: state.step, config: state.config, verbose });
  process.stderr.write(`${line}\n`);
  await withTimeout(closeOpened(), CLOSE_TIMEOUT_MS);
  process.exit(1);
}

async function closeOpened(): Promise<void> {
  await state.app?.close().catch(() => undefined);
  await state.database?.close().catch(() => undefined);
}

function withTimeout(work: Promise<void>, ms: number): Promise<void> {
  return new Promise((done) => {
    setTimeout(done, ms).unref();
    void work.finally(done);
  });
}

process.on('uncaughtException', failStartup);
process.on('unhandledRejection', failStartup);
start().catch(failStartup);

/**
 * The test's handle on the app process (app-process.ts): inject requests, put an account back,
 * close, or kill it when it no longer answers (dropping its PostgreSQL database, which its own
 * close would have done).
 */
import { fork } from 'node:child_process';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import type { DatabaseConfig } from '../../src/config';
import type { RouteEntry } from '../../scripts/routes-coverage';
import type { OpenApiDocument } from './operations';
import type { Account, ChildMessage, Ready, Reply, Request, WireResponse } from './protocol';

export type InjectResponse = WireResponse & { json: <T = unknown>() => T };

export type RemoteApp = {
  routes: RouteEntry[];
  doc: OpenApiDocument;
  inject: (options: InjectOptions) => Promise<InjectResponse>;
  /** Puts the caller's account back as it was (its password too when `password`). */
  restore: (account: Account, password: boolean) => Promise<void>;
  /** Closes the app and drops its database; kills it when that does not finish in time. */
  close: () => Promise<void>;
  kill: () => Promise<void>;
  /** What the test helpers' Agent and signIn take: they only call inject. */
  fastify: FastifyInstance;
};

const START_LIMIT_MS = 60_000;
const CLOSE_LIMIT_MS = 10_000;

async function dropDatabase(database: DatabaseConfig): Promise<void> {
  const base = process.env.TEST_DATABASE_URL;
  if (database.kind !== 'postgres' || !base) return;
  const name = new URL(database.url).pathname.slice(1);
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

const within = <T>(work: Promise<T>, ms: number): Promise<T | 'timeout'> =>
  Promise.race([
    work,
    new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), ms).unref()),
  ]);

export async function startApp(): Promise<RemoteApp> {
  const child = fork(path.join(__dirname, 'app-process.ts'), [], {
    execArgv: ['--import', 'tsx'],
    serialization: 'advanced',
    cwd: path.resolve(__dirname, '../..'),
  });
  const pending = new Map<number, (reply: Reply | null) => void>();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const ready = await new Promise<Ready>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('the app process did not start')),
      START_LIMIT_MS,
    );
    child.on('message', (m: ChildMessage) => {
      if (m.kind === 'ready' || m.kind === 'failed') {
        clearTimeout(timer);
        if (m.kind === 'ready') resolve(m);
        else reject(new Error(`the app process failed to start: ${m.message}`));
        return;
      }
      pending.get(m.id)?.(m);
      pending.delete(m.id);
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the app process ended (${signal ?? code}) before it was ready`));
      for (const answer of pending.values()) answer(null);
      pending.clear();
    });
  });

  let nextId = 0;
  const running = () => child.exitCode === null && child.signalCode === null;
  const call = (request: Request) =>
    new Promise<Reply>((resolve, reject) => {
      if (!running()) return reject(new Error('the app process has ended'));
      const id = ++nextId;
      pending.set(id, (reply) =>
        reply ? resolve(reply) : reject(new Error('the app process ended')),
      );
      child.send({ ...request, id });
    });

  const inject = async (options: InjectOptions): Promise<InjectResponse> => {
    const reply = await call({ kind: 'inject', options });
    if (reply.kind !== 'response')
      throw new Error(reply.kind === 'error' ? reply.message : 'unexpected reply');
    const response = reply.response;
    return { ...response, json: <T>() => JSON.parse(response.body) as T };
  };
  const restore = async (account: Account, password: boolean) => {
    const reply = await call({ kind: 'restore', account, password });
    if (reply.kind === 'error') throw new Error(`restoring ${account.email}: ${reply.message}`);
  };
  const kill = async () => {
    if (running()) child.kill('SIGKILL');
    await exited;
    await dropDatabase(ready.database);
  };
  const close = async () => {
    if (!running()) return kill();
    const closed = await within(
      call({ kind: 'close' }).catch(() => null),
      CLOSE_LIMIT_MS,
    );
    if (closed === 'timeout' || closed === null) await kill();
    else await exited;
  };

  return {
    routes: ready.routes,
    doc: ready.doc,
    inject,
    restore,
    close,
    kill,
    fastify: { inject } as unknown as FastifyInstance,
  };
}

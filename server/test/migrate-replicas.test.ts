/**
 * Replicas started together: three real server processes (src/main.ts through tsx) on one empty
 * PostgreSQL database must all come up, with every migration applied once and one first club.
 * The processes reach PostgreSQL through a loopback gate that holds the first connections until
 * every replica has opened one, so their migrations really start at the same moment.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import net from 'node:net';
import { join, resolve } from 'node:path';
import pg from 'pg';

const SERVER_DIR = resolve(__dirname, '..');
const LOCAL_PG = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REPLICAS = 3;
const READY_TIMEOUT_MS = 60_000;
/**
 * What the replicas of one deployment share besides the database: a data folder outside the
 * checkout and one secrets key (without them each would write ./data/secrets.key into server/).
 */
const DATA_DIR = mkdtempSync(join(tmpdir(), 'fairway-replicas-'));
const SECRETS_KEY = randomBytes(32).toString('hex');
afterAll(() => rmSync(DATA_DIR, { recursive: true, force: true }));

jest.setTimeout(120_000);

async function answers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((done) => {
    const s = net.connect({ host: hostname, port: Number(port || 5432) });
    s.once('connect', () => (s.end(), done(true)));
    s.once('error', () => done(false));
    s.setTimeout(1000, () => (s.destroy(), done(false)));
  });
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((done) => server.close(done));
  return port;
}

async function admin<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

/**
 * A TCP pass-through to PostgreSQL that keeps the first `hold` connections waiting until all of
 * them have arrived, then lets them through together; later ones pass at once.
 */
async function startingGate(target: string, hold: number) {
  const { hostname, port } = new URL(target);
  const sockets = new Set<net.Socket>();
  const waiting: (() => void)[] = [];
  const server = net.createServer((client) => {
    sockets.add(client);
    client.pause();
    const open = () => {
      const upstream = net.connect({ host: hostname, port: Number(port || 5432) });
      sockets.add(upstream);
      const close = () => (client.destroy(), upstream.destroy());
      client.on('error', close).on('close', close);
      upstream.on('error', close).on('close', close);
      client.pipe(upstream).pipe(client);
      client.resume();
    };
    if (hold <= 0) return open();
    waiting.push(open);
    if (waiting.length === hold) {
      hold = 0;
      waiting.splice(0).forEach((go) => go());
    }
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    port: (server.address() as net.AddressInfo).port,
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise((done) => server.close(done));
    },
  };
}

type Replica = { child: ChildProcess; port: number; output: () => string };

function startReplica(databaseUrl: string, port: number): Replica {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      PATH: process.env.PATH,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      FAIRWAY_DEMO: '0',
      LOG_LEVEL: 'warn',
      DATA_DIR,
      SECRETS_KEY,
    },
  });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  return { child, port, output: () => output };
}

/** Polls /api/ready until it answers 200; throws with the replica's output if it exits or times out. */
async function ready(r: Replica): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (r.child.exitCode !== null)
      throw new Error(`replica on ${r.port} exited with ${r.child.exitCode}:\n${r.output()}`);
    try {
      if ((await fetch(`http://127.0.0.1:${r.port}/api/ready`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`replica on ${r.port} not ready in ${READY_TIMEOUT_MS} ms:\n${r.output()}`);
}

async function stop(r: Replica): Promise<void> {
  if (r.child.exitCode !== null || r.child.signalCode !== null) return;
  const exited = new Promise((done) => r.child.once('exit', done));
  r.child.kill('SIGTERM');
  const timer = setTimeout(() => r.child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

describe('replicas started together on an empty database', () => {
  it(`${REPLICAS} processes all come up; each migration is recorded once`, async () => {
    if (!(await answers(LOCAL_PG))) {
      if (process.env.REQUIRE_POSTGRES)
        throw new Error(`PostgreSQL required: nothing answers at ${LOCAL_PG}`);
      return console.warn(`skipped: PostgreSQL does not answer at ${LOCAL_PG}`);
    }
    const name = `fairway_replicas_${randomBytes(5).toString('hex')}`;
    await admin(LOCAL_PG, (c) => c.query(`CREATE DATABASE ${name}`));
    const url = new URL(LOCAL_PG);
    url.pathname = `/${name}`;
    const gate = await startingGate(LOCAL_PG, REPLICAS);
    const gated = new URL(url);
    gated.host = `127.0.0.1:${gate.port}`;
    const ports = await Promise.all(Array.from({ length: REPLICAS }, freePort));
    const replicas = ports.map((port) => startReplica(gated.toString(), port));
    try {
      await Promise.all(replicas.map(ready));

      const files = readdirSync(join(SERVER_DIR, 'src', 'db', 'migrations'))
        .filter((f) => /^\d{4}_.+\.sql$/.test(f))
        .sort();
      const recorded = await admin(url.toString(), async (c) => ({
        migrations: (
          await c.query<{ name: string; n: number }>(
            'SELECT name, count(*)::int AS n FROM fairway_migrations GROUP BY name ORDER BY name',
          )
        ).rows,
        organizations: (
          await c.query<{ n: number }>('SELECT count(*)::int AS n FROM organizations')
        ).rows[0]!.n,
      }));
      expect(recorded).toEqual({
        migrations: files.map((f) => ({ name: f, n: 1 })),
        organizations: 1,
      });
    } finally {
      await Promise.all(replicas.map(stop));
      await gate.close();
      await admin(LOCAL_PG, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    }
  });
});

/**
 * Start-up failures as an operator meets them: the real server (src/main.ts through tsx) in a
 * child process with a clean environment, expected to exit 1 with one plain line on stderr.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';

const SERVER_DIR = resolve(__dirname, '..');
const LOCAL_PG = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const EXIT_TIMEOUT_MS = 45_000;

jest.setTimeout(60_000);

type Run = { code: number | null; stdout: string; stderr: string };

// Created at load time, not in beforeAll: concurrent tests may start before hooks run.
const tmp = mkdtempSync(join(tmpdir(), 'fairway-startup-'));
afterAll(() => {
  rmSync(tmp, { recursive: true, force: true });
});

/** A port nothing listens on (free a moment ago). */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((done) => server.close(done));
  return port;
}

/** Starts the server with only the given settings (plus PATH) and waits for it to exit. */
async function startServer(settings: Record<string, string>): Promise<Run> {
  const env = {
    PATH: process.env.PATH,
    DATA_DIR: join(tmp, `data-${randomBytes(4).toString('hex')}`),
    FAIRWAY_DEMO: '0',
    PORT: String(await freePort()),
    ...settings,
  };
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env,
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), EXIT_TIMEOUT_MS);
  const code = await new Promise<number | null>((done) => child.on('close', done));
  clearTimeout(timer);
  return { code, stdout, stderr };
}

/** Exit 1 and exactly one non-empty stderr line, without a stack, containing every fragment. */
function expectOneLine(run: Run, ...fragments: string[]): string {
  const lines = run.stderr.split('\n').filter((l) => l.trim() !== '');
  expect({ code: run.code, lines }).toEqual({ code: 1, lines: [expect.any(String)] });
  expect(run.stderr).not.toContain('    at ');
  for (const fragment of fragments) expect(lines[0]).toContain(fragment);
  return lines[0]!;
}

async function listening(server: net.Server): Promise<number> {
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return (server.address() as net.AddressInfo).port;
}

async function closeServer(server: net.Server, sockets: Set<net.Socket>): Promise<void> {
  for (const s of sockets) s.destroy();
  await new Promise((done) => server.close(done));
}

/** PostgreSQL wire messages: a type byte, an int32 length (counting itself), the body. */
function message(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(5);
  head.write(type, 0, 'latin1');
  head.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([head, body]);
}

function errorResponse(code: string, text: string): Buffer {
  const fields = [`SFATAL`, `VFATAL`, `C${code}`, `M${text}`].map((f) => `${f}\0`).join('');
  return message('E', Buffer.from(`${fields}\0`, 'utf8'));
}

const AUTH_CLEARTEXT_PASSWORD = message('R', Buffer.from([0, 0, 0, 3]));

/**
 * A loopback server that speaks just enough of the PostgreSQL protocol to refuse a login the way
 * a real server does: after the startup message it asks for a password (or not), then answers
 * with a FATAL ErrorResponse.
 */
async function refusingPostgres(opts: { askPassword: boolean; code: string; text: string }) {
  const received: string[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    let buffer = Buffer.alloc(0);
    let stage: 'startup' | 'password' = 'startup';
    socket.on('error', () => undefined);
    socket.on('data', (chunk: Buffer) => {
      buffer = Buffer.concat([buffer, chunk]);
      // The startup message has no type byte; every later one has.
      if (stage === 'startup' && buffer.length >= 4 && buffer.length >= buffer.readInt32BE(0)) {
        buffer = buffer.subarray(buffer.readInt32BE(0));
        if (!opts.askPassword) return void socket.end(errorResponse(opts.code, opts.text));
        stage = 'password';
        socket.write(AUTH_CLEARTEXT_PASSWORD);
      }
      if (
        stage === 'password' &&
        buffer.length >= 5 &&
        buffer.length >= 1 + buffer.readInt32BE(1)
      ) {
        received.push(buffer.subarray(5, buffer.readInt32BE(1)).toString('utf8'));
        socket.end(errorResponse(opts.code, opts.text));
      }
    });
  });
  const port = await listening(server);
  return { port, received, close: () => closeServer(server, sockets) };
}

async function answers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((done) => {
    const s = net.connect({ host: hostname, port: Number(port || 5432) });
    s.once('connect', () => (s.end(), done(true)));
    s.once('error', () => done(false));
    s.setTimeout(1000, () => (s.destroy(), done(false)));
  });
}

/** A new empty database on the local PostgreSQL, dropped by the returned function. */
async function scratchDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `fairway_startup_${randomBytes(5).toString('hex')}`;
  const admin = async (sql: string) => {
    const c = new pg.Client({ connectionString: LOCAL_PG });
    await c.connect();
    await c.query(sql);
    await c.end();
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(LOCAL_PG);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

const localPg = answers(LOCAL_PG);

describe('start-up failures', () => {
  it.concurrent(
    'database unreachable: names DATABASE_URL, the address, and never the password',
    async () => {
      const port = await freePort();
      const run = await startServer({
        DATABASE_URL: `postgres://fairway:hunter2-secret@127.0.0.1:${port}/fairway`,
      });
      const line = expectOneLine(
        run,
        `DATABASE_URL: nothing answers at 127.0.0.1:${port} (connection refused).`,
        'Start PostgreSQL there, or unset DATABASE_URL',
      );
      expect(run.stdout + line).not.toContain('hunter2');
    },
  );

  it.concurrent('database host unknown', async () => {
    const run = await startServer({
      DATABASE_URL: 'postgres://fairway:pw-secret@nohost.invalid/x',
    });
    const line = expectOneLine(run, 'DATABASE_URL: the host "nohost.invalid" is unknown');
    expect(line).not.toContain('pw-secret');
  });

  it.concurrent('database does not answer in time (connect_timeout)', async () => {
    const sockets = new Set<net.Socket>();
    const silent = net.createServer((s) => void sockets.add(s.on('error', () => undefined)));
    const port = await listening(silent);
    try {
      const run = await startServer({
        DATABASE_URL: `postgres://fairway@127.0.0.1:${port}/fairway?connect_timeout=1`,
      });
      expectOneLine(run, `DATABASE_URL: no answer from 127.0.0.1:${port}`, 'firewall');
    } finally {
      await closeServer(silent, sockets);
    }
  });

  it.concurrent(
    'wrong password (28P01 over the wire): names the user, hides the password',
    async () => {
      const pgServer = await refusingPostgres({
        askPassword: true,
        code: '28P01',
        text: 'password authentication failed for user "x"',
      });
      try {
        const run = await startServer({
          DATABASE_URL: `postgres://x:wrong-secret@127.0.0.1:${pgServer.port}/fairway`,
        });
        const line = expectOneLine(
          run,
          `DATABASE_URL: PostgreSQL at 127.0.0.1:${pgServer.port} rejected the password for user "x"`,
          `Put the right password in postgres://x:***@127.0.0.1:${pgServer.port}/fairway`,
        );
        expect(pgServer.received).toEqual(['wrong-secret']);
        expect(line).not.toContain('wrong-secret');
      } finally {
        await pgServer.close();
      }
    },
  );

  it.concurrent('role does not exist (28000 over the wire)', async () => {
    const pgServer = await refusingPostgres({
      askPassword: false,
      code: '28000',
      text: 'role "ghost" does not exist',
    });
    try {
      const run = await startServer({
        DATABASE_URL: `postgres://ghost@127.0.0.1:${pgServer.port}/fairway`,
      });
      expectOneLine(run, 'DATABASE_URL:', 'has no user "ghost"', 'CREATE ROLE "ghost"');
    } finally {
      await pgServer.close();
    }
  });

  it.concurrent('database does not exist (3D000, local PostgreSQL)', async () => {
    if (!(await localPg)) return console.warn(`skipped: nothing answers at ${LOCAL_PG}`);
    const url = new URL(LOCAL_PG);
    url.pathname = `/fairway_missing_${randomBytes(5).toString('hex')}`;
    const run = await startServer({ DATABASE_URL: url.toString() });
    expectOneLine(run, 'DATABASE_URL:', `has no database "${url.pathname.slice(1)}"`, 'createdb');
  });

  it.concurrent(
    'port in use: names PORT and HOST, closes the opened database and exits',
    async () => {
      const holder = net.createServer();
      const port = await listening(holder);
      const db = (await localPg) ? await scratchDatabase() : null;
      try {
        const run = await startServer({
          PORT: String(port),
          HOST: '127.0.0.1',
          ...(db ? { DATABASE_URL: db.url } : {}),
        });
        expectOneLine(
          run,
          `PORT: 127.0.0.1:${port} is already in use`,
          `HOST=127.0.0.1, PORT=${port}`,
          'set PORT to a free port',
        );
      } finally {
        await closeServer(holder, new Set());
        await db?.drop();
      }
    },
  );

  it.concurrent('DATA_DIR is a file', async () => {
    const file = join(tmp, 'not-a-folder');
    writeFileSync(file, 'x');
    const run = await startServer({ DATA_DIR: file });
    expectOneLine(
      run,
      `DATA_DIR: ${file} is a file, not a folder.`,
      'set DATA_DIR to another folder',
    );
  });

  it.concurrent(
    'DATA_DIR holds something that is not a database (fails for root too)',
    async () => {
      const dir = join(tmp, 'not-a-database');
      mkdirSync(dir);
      writeFileSync(join(dir, 'PG_VERSION'), 'not a version\n');
      const run = await startServer({ DATA_DIR: dir });
      expectOneLine(
        run,
        `DATA_DIR: ${dir} holds files that are not a database`,
        'empty or new folder',
      );
    },
  );

  // Root writes anywhere, so the permission case only means something for another user.
  const asRoot = process.getuid?.() === 0 || process.platform === 'win32';
  (asRoot ? it.concurrent.skip : it.concurrent)('DATA_DIR cannot be written', async () => {
    const dir = join(tmp, 'read-only');
    mkdirSync(dir, { mode: 0o555 });
    try {
      const run = await startServer({ DATA_DIR: join(dir, 'data') });
      expectOneLine(run, 'DATA_DIR: cannot create or write to', 'write access');
    } finally {
      chmodSync(dir, 0o755);
    }
  });

  it.concurrent(
    'anything else: "Fairway could not start: <message>", the stack only at LOG_LEVEL=debug',
    async () => {
      if (!(await localPg)) return console.warn(`skipped: nothing answers at ${LOCAL_PG}`);
      const url = new URL(LOCAL_PG);
      url.searchParams.set('options', '-c default_transaction_read_only=on');
      const run = await startServer({ DATABASE_URL: url.toString() });
      expectOneLine(run, 'Fairway could not start: cannot execute');
      const debug = await startServer({ DATABASE_URL: url.toString(), LOG_LEVEL: 'debug' });
      expect(debug.code).toBe(1);
      expect(debug.stderr).toMatch(/^Fairway could not start: cannot execute .*\n(.*\n)* {4}at /);
    },
  );

  it.concurrent('an invalid setting keeps its own message', async () => {
    const run = await startServer({ PORT: 'eighty' });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^Invalid configuration:\n {2}PORT: /);
    expect(run.stderr).not.toContain('    at ');
  });
});

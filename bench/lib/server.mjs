// Starts the built server (server/dist/main.js) on a fresh embedded database (or the PostgreSQL
// database given), rate limits and load shedding off, and signs in.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('../..', import.meta.url).pathname;
/** The built server; BENCH_SERVER names another build (e.g. an older commit's, for a before/after). */
const serverEntry = process.env.BENCH_SERVER ?? join(root, 'server/dist/main.js');
export const ADMIN = { email: 'admin@bench.fairway.test', password: 'Bench-Admin-Pass-2026' };

/** A fresh PGlite data folder. */
export const freshDataDir = () => mkdtempSync(join(tmpdir(), 'fairway-bench-'));

/** Polls /api/ready (or `path`) until it answers 200. */
export async function waitReady(url, child, what, path = '/api/ready') {
  for (let i = 0; i < 150; i++) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}${path}`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`${what} did not become ready in 30 s`);
}

/** Ends a child process and waits until it has exited (PGlite's folder is then free). */
export function stopper(child) {
  return async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  };
}

/**
 * The built server. `database`: `{ dataDir }` for PGlite (a fresh folder when absent) or
 * `{ url }` for PostgreSQL.
 */
export async function startServer(port = 3310, database = {}) {
  const dataDir = database.url ? undefined : (database.dataDir ?? freshDataDir());
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const child = spawn(process.execPath, [serverEntry], {
    env: {
      ...env,
      PORT: String(port),
      ...(database.url ? { DATABASE_URL: database.url } : { DATA_DIR: dataDir }),
      FAIRWAY_ADMIN_EMAIL: ADMIN.email,
      FAIRWAY_ADMIN_PASSWORD: ADMIN.password,
      FAIRWAY_DEMO: '0',
      LOG_LEVEL: 'warn',
      // Benchmarks drive one address and many sessions past saturation on purpose: no rate limits,
      // no load shedding, or they would measure the 429s and 503s instead of the server.
      RATE_LIMIT: '0',
      PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitReady(url, child, 'the server (run `pnpm build` first)');
  return { url, dataDir, stop: stopper(child) };
}

/** Signs in and returns the Cookie and X-CSRF-Token headers a browser would send. */
export async function signIn(url, email = ADMIN.email, password = ADMIN.password) {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status}`);
  const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0]);
  const csrf = cookies.find((c) => c.startsWith('csrf_token='))?.split('=')[1] ?? '';
  return { cookie: cookies.join('; '), 'x-csrf-token': csrf };
}

/** Signs many accounts in, a few at a time (each sign-in checks an Argon2 hash). */
export async function signInAll(url, accounts, concurrency = 4) {
  const out = new Array(accounts.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < accounts.length) {
        const i = next++;
        out[i] = await signIn(url, accounts[i].email, accounts[i].password);
      }
    }),
  );
  return out;
}

/** A JSON call that must succeed. */
export async function call(url, path, headers, method = 'GET', body) {
  const res = await fetch(`${url}${path}`, {
    method,
    headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

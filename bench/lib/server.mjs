// Starts the built server (server/dist/main.js) on a fresh embedded database, rate limits and load
// shedding off, and signs in.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('../..', import.meta.url).pathname;
export const ADMIN = { email: 'admin@bench.fairway.test', password: 'Bench-Admin-Pass-2026' };

export async function startServer(port = 3310) {
  const child = spawn(process.execPath, [join(root, 'server/dist/main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'fairway-bench-')),
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
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${url}/api/ready`)).ok) return { url, stop: () => child.kill('SIGTERM') };
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error('server did not become ready in 20 s (run `pnpm build` first)');
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

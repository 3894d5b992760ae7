// Load helpers: autocannon runs with a warm-up, percentiles of measured latencies, and the bare
// comparison server.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { stopper, waitReady } from './server.mjs';

/**
 * One autocannon run after a short warm-up; throws when an answer was not 2xx or a connection
 * failed. A request may take up to a minute (autocannon's default would count 10 s as an error).
 */
export async function measure({ url, headers, connections, seconds = 10, warmup = 2 }) {
  const options = { url, headers, connections, timeout: 60 };
  if (warmup > 0) await autocannon({ ...options, duration: warmup });
  const r = await autocannon({ ...options, duration: seconds });
  if (r.non2xx > 0 || r.errors > 0)
    throw new Error(
      `${url}: ${r.non2xx} answers were not 2xx, ${r.errors} errors (${r.timeouts} timeouts)`,
    );
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    max: r.latency.max,
    total: r.requests.total,
  };
}

export const percentile = (sorted, p) =>
  sorted.length === 0
    ? 0
    : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** Starts bare-server.mjs on the given database: `{ url }` (PostgreSQL) or `{ dataDir }` (PGlite). */
export async function startBare(port, database) {
  const child = spawn(process.execPath, [new URL('./bare-server.mjs', import.meta.url).pathname], {
    env: {
      ...process.env,
      PORT: String(port),
      ...(database.url ? { BARE_DATABASE_URL: database.url } : { BARE_DATA_DIR: database.dataDir }),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitReady(url, child, 'the bare server');
  return { url, stop: stopper(child) };
}

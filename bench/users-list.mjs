// GET /api/settings/users (a signed-in, permission-checked, row-level-secured list) under load:
// 500 users in the club, 50 per page, 10 then 100 concurrent clients for 10 s each.
import autocannon from 'autocannon';
import { mkdirSync, writeFileSync } from 'node:fs';
import { signIn, startServer } from './lib/server.mjs';

const { url, stop } = await startServer();
try {
  const headers = await signIn(url);
  const users = Array.from({ length: 500 }, (_, i) => ({
    email: `player${i}@bench.fairway.test`,
    first_name: 'Player',
    last_name: String(i),
  }));
  const bulk = await fetch(`${url}/api/settings/users/bulk`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ users }),
  });
  if (!bulk.ok) throw new Error(`seeding failed: ${bulk.status} ${await bulk.text()}`);

  const rows = [];
  for (const connections of [10, 100]) {
    const r = await autocannon({
      url: `${url}/api/settings/users?limit=50&offset=100`,
      connections,
      duration: 10,
      headers,
    });
    if (r.non2xx > 0) throw new Error(`${r.non2xx} answers were not 2xx`);
    rows.push({
      connections,
      rps: r.requests.average,
      p50: r.latency.p50,
      p99: r.latency.p99,
      total: r.requests.total,
    });
  }
  const lines = [
    `# GET /api/settings/users (50 of 500 rows), ${new Date().toISOString().slice(0, 10)}`,
    '',
    'Built server, embedded PGlite, one process, on this machine. Each run 10 s.',
    '',
    '| concurrent clients | requests/s | p50 ms | p99 ms | requests |',
    '| ---: | ---: | ---: | ---: | ---: |',
    ...rows.map(
      (x) => `| ${x.connections} | ${x.rps.toFixed(0)} | ${x.p50} | ${x.p99} | ${x.total} |`,
    ),
    '',
  ];
  mkdirSync(new URL('./reports', import.meta.url), { recursive: true });
  writeFileSync(new URL('./reports/users-list.md', import.meta.url), lines.join('\n'));
  console.log(lines.join('\n'));
} finally {
  stop();
}

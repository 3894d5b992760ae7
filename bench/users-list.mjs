// GET /api/settings/users?limit=20 (a signed-in, permission-checked, row-level-secured page of 20
// of the club's 500 users) under 50 connections, against the same work written bare
// (lib/bare-server.mjs: session by token hash, one page, its count) on the same database, in the
// same run: on the embedded PGlite, then on PostgreSQL (BENCH_DATABASE_URL, else the local server;
// skipped when none answers). Prints and keeps the ratio Fairway / bare.
import { measure, startBare } from './lib/load.mjs';
import { postgresAnswers, withPostgres } from './lib/postgres.mjs';
import { label, renderOnly, runContext, saveReport, table } from './lib/report.mjs';
import { call, freshDataDir, signIn, startServer } from './lib/server.mjs';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PATH = '/api/settings/users?limit=20';

async function seed(url, admin) {
  const users = Array.from({ length: 499 }, (_, i) => ({
    email: `player${i}@bench.fairway.test`,
    first_name: 'Player',
    last_name: String(i),
  }));
  await call(url, '/api/settings/users/bulk', admin, 'POST', { users });
}

/** ROUNDS times: the real server, then the bare one, on the same database; the median ratio counts. */
async function run(engine, database, port) {
  let headers;
  const rounds = [];
  for (let round = 0; round < ROUNDS; round++) {
    const fairway = await startServer(port, database);
    let measured;
    try {
      if (round === 0) {
        headers = await signIn(fairway.url);
        await seed(fairway.url, headers);
      }
      measured = await measure({
        url: `${fairway.url}${PATH}`,
        headers,
        connections: CONNECTIONS,
        seconds: SECONDS,
      });
    } finally {
      await fairway.stop();
    }
    // PGlite's folder is free only once the server has exited.
    const bare = await startBare(port + 1, database);
    try {
      const floor = await measure({
        url: `${bare.url}${PATH}`,
        headers,
        connections: CONNECTIONS,
        seconds: SECONDS,
      });
      rounds.push({ fairway: measured, bare: floor, ratio: measured.rps / floor.rps });
    } finally {
      await bare.stop();
    }
  }
  const ratios = rounds.map((r) => r.ratio).sort((a, b) => a - b);
  return { engine, rounds, ratio: ratios[Math.floor(ratios.length / 2)] };
}

const context = runContext();
// BENCH_ENGINES=pglite or =postgres runs one engine only.
const engines = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',');
const results = [];
if (!renderOnly && engines.includes('pglite'))
  results.push(await run('PGlite', { dataDir: freshDataDir() }, 3310));
if (!renderOnly && engines.includes('postgres')) {
  if (await postgresAnswers())
    results.push(await withPostgres((url) => run('PostgreSQL', { url }, 3312)));
  else console.warn('PostgreSQL does not answer: its run is skipped');
}

/** Median round of each engine, before against after, when both runs are kept. */
function beforeAfter({ before, after }) {
  if (!before || !after) return [];
  const median = (x) => {
    const rounds = [...(x.rounds ?? [x])].sort((a, b) => a.ratio - b.ratio);
    return rounds[Math.floor(rounds.length / 2)];
  };
  const rows = after.results.flatMap((a) => {
    const b = before.results.find((x) => x.engine === a.engine);
    if (!b) return [];
    const [mb, ma] = [median(b), median(a)];
    return [
      [
        a.engine,
        `${mb.fairway.rps.toFixed(0)} → ${ma.fairway.rps.toFixed(0)}`,
        `${mb.fairway.p50} → ${ma.fairway.p50}`,
        `${mb.fairway.p99} → ${ma.fairway.p99}`,
        `${mb.bare.rps.toFixed(0)} / ${ma.bare.rps.toFixed(0)}`,
        `${b.ratio.toFixed(2)}× → ${a.ratio.toFixed(2)}×`,
      ],
    ];
  });
  return [
    '## Before → after (median rounds)',
    '',
    table(
      ['database', 'Fairway req/s', 'p50 ms', 'p99 ms', 'bare req/s (before / after run)', 'ratio'],
      rows,
    ),
    '',
  ];
}

const fmt = (x) => `${x.rps.toFixed(0)} | ${x.p50} | ${x.p99}`;
const md = saveReport(
  'users-list',
  renderOnly
    ? null
    : { context, connections: CONNECTIONS, seconds: SECONDS, rounds: ROUNDS, results },
  (runs) =>
    [
      `# GET ${PATH}: Fairway against the same work written bare`,
      '',
      'Built server, one process, rate limits and load shedding off; 500 users in the club; autocannon',
      `on the same machine. "Bare" is \`lib/bare-server.mjs\`: a plain Fastify route that looks the`,
      'session up by its token hash and reads the page and its count, with pg (pool of 10) or PGlite',
      'directly — no row-level security, permission, validation or role names. Each figure follows a',
      '2 s warm-up. Ratio = Fairway requests/s ÷ bare requests/s. Each round starts both servers afresh, one',
      'after the other, on the same database; the median round is the result (the machine is shared, so',
      'rounds vary by ±10 %).',
      '',
      ...beforeAfter(runs),
      ...Object.entries(runs).flatMap(([name, r]) => [
        `## ${name}: ${r.context.date}, ${r.context.commit}`,
        '',
        `${r.context.cores} cores shared with the load generator (load average ${r.context.load} at the start), Node ${r.context.node}; ${r.connections} connections, ${r.seconds} s per measurement, ${r.rounds ?? 1} round(s).`,
        '',
        table(
          [
            'database',
            'round',
            'Fairway req/s',
            'p50 ms',
            'p99 ms',
            'bare req/s',
            'p50 ms',
            'p99 ms',
            'ratio',
          ],
          r.results.flatMap((x) => [
            ...(x.rounds ?? [x]).map((y, i) => [
              x.engine,
              i + 1,
              fmt(y.fairway),
              fmt(y.bare),
              `${y.ratio.toFixed(2)}×`,
            ]),
            ...((x.rounds?.length ?? 1) > 1
              ? [
                  [
                    `**${x.engine}**`,
                    '**median**',
                    '',
                    '',
                    '',
                    '',
                    '',
                    '',
                    `**${x.ratio.toFixed(2)}×**`,
                  ],
                ]
              : []),
          ]),
        ),
        '',
      ]),
    ].join('\n'),
);
console.log(`[${label}]\n${md}`);

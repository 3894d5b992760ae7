// How fast a tee-sheet change reaches open screens: 200 members each hold GET /api/live open (as
// their tee-times page does), staff book 20 tee times one after another, and each booking's
// `tee-sheet.changed` is timed from the moment the booking call was sent until it has arrived on
// every stream. On the embedded PGlite, then on PostgreSQL (BENCH_DATABASE_URL, else the local
// server; skipped when none answers). One process: events fan out in process (REDIS_URL unset).
import { percentile } from './lib/load.mjs';
import { postgresAnswers, withPostgres } from './lib/postgres.mjs';
import { label, renderOnly, runContext, saveReport, table } from './lib/report.mjs';
import { call, signIn, signInAll, startServer } from './lib/server.mjs';

const STREAMS = Number(process.env.BENCH_STREAMS ?? 200);
const BOOKINGS = 20;
const PASSWORD = 'Bench-Member-Pass-2026';
const TIME_ZONE = 'Europe/London';
const tomorrow = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(
  new Date(Date.now() + 86400_000),
);

/** One open stream: counts the tee-sheet.changed events it has read, and when each arrived. */
async function openStream(url, headers) {
  const controller = new AbortController();
  const res = await fetch(`${url}/api/live`, {
    headers: { ...headers, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  if (res.status !== 200) throw new Error(`GET /api/live: ${res.status} ${await res.text()}`);
  const stream = { arrivals: [], close: () => controller.abort() };
  const decoder = new TextDecoder();
  let buffer = '';
  (async () => {
    try {
      for await (const chunk of res.body) {
        buffer += decoder.decode(chunk, { stream: true });
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (/^event: tee-sheet\.changed$/m.test(frame)) stream.arrivals.push(performance.now());
        }
      }
    } catch {
      /* aborted at the end */
    }
  })();
  return stream;
}

async function measureOn(url) {
  const admin = await signIn(url);
  const course = await call(url, '/api/settings/courses', admin, 'POST', { name: 'Live Course' });
  for (let day = 0; day < 7; day++)
    await call(url, '/api/settings/opening-hours', admin, 'POST', {
      course_id: course.id,
      day_of_week: day,
      is_open: true,
      open_time: '07:00',
      close_time: '18:00',
    });
  const accounts = Array.from({ length: STREAMS }, (_, i) => ({
    email: `watcher${i}@bench.fairway.test`,
    password: PASSWORD,
  }));
  await call(url, '/api/settings/users/bulk', admin, 'POST', {
    users: accounts.map((a, i) => ({
      ...a,
      first_name: 'Watcher',
      last_name: String(i),
      must_change_password: false,
    })),
  });
  const members = await signInAll(url, accounts);
  const streams = await Promise.all(members.map((headers) => openStream(url, headers)));

  const answered = [];
  const everyone = [];
  for (let i = 0; i < BOOKINGS; i++) {
    const start_time = `${String(7 + Math.floor(i / 6)).padStart(2, '0')}:${String((i % 6) * 10).padStart(2, '0')}`;
    const t0 = performance.now();
    await call(url, '/api/settings/tee-time-bookings/book', admin, 'POST', {
      course_id: course.id,
      date: tomorrow,
      start_time,
      players: [{ guest_name: `Guest ${i}` }],
    });
    answered.push(performance.now() - t0);
    const deadline = Date.now() + 10_000;
    while (streams.some((s) => s.arrivals.length <= i) && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 2));
    const missing = streams.filter((s) => s.arrivals.length <= i).length;
    if (missing > 0) throw new Error(`booking ${i}: ${missing} streams had no event after 10 s`);
    everyone.push(Math.max(...streams.map((s) => s.arrivals[i])) - t0);
  }
  for (const s of streams) s.close();
  const summary = (values) => {
    const sorted = [...values].sort((a, b) => a - b);
    return {
      p50: Math.round(percentile(sorted, 50)),
      p95: Math.round(percentile(sorted, 95)),
      max: Math.round(sorted.at(-1)),
    };
  };
  return { answered: summary(answered), everyone: summary(everyone) };
}

async function run() {
  const results = [];
  const pglite = await startServer(3330);
  try {
    results.push({ engine: 'PGlite', ...(await measureOn(pglite.url)) });
  } finally {
    await pglite.stop();
  }
  if (await postgresAnswers())
    await withPostgres(async (databaseUrl) => {
      const pg = await startServer(3331, { url: databaseUrl });
      try {
        results.push({ engine: 'PostgreSQL', ...(await measureOn(pg.url)) });
      } finally {
        await pg.stop();
      }
    });
  else console.log('PostgreSQL does not answer: measured on PGlite only');
  return { ...runContext(), streams: STREAMS, bookings: BOOKINGS, results };
}

const md = saveReport('live-latency', renderOnly ? null : await run(), (runs) =>
  [
    '# Live updates: a booking reaching every open screen',
    '',
    `Each run: N members hold GET /api/live open; staff book ${BOOKINGS} tee times one after another;`,
    'each booking is timed from sending the call until its answer, and until its `tee-sheet.changed`',
    'has arrived on every stream. One server process (events fan out in process).',
    ...Object.entries(runs).flatMap(([name, r]) => [
      '',
      `## ${name}: ${r.date}, ${r.commit}, Node ${r.node}, ${r.cores} cores (load ${r.load}), ${r.streams} streams`,
      '',
      table(
        [
          'database',
          'booking answered p50 / p95 / max ms',
          'event on every stream p50 / p95 / max ms',
        ],
        r.results.map((x) => [
          x.engine,
          `${x.answered.p50} / ${x.answered.p95} / ${x.answered.max}`,
          `${x.everyone.p50} / ${x.everyone.p95} / ${x.everyone.max}`,
        ]),
      ),
    ]),
    '',
  ].join('\n'),
);
console.log(`[${label}]\n${md}`);

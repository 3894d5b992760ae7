// The tee sheet under load, on the embedded PGlite, then on PostgreSQL (BENCH_DATABASE_URL, else
// the local server; skipped when none answers). 500 members, each with their own session.
//  1. Availability: GET available-with-booking-info for a day (Old Course, 07:00–18:00, 67 tee
//     times, some booked), autocannon with 50 connections.
//  2. Booking rush: a short course day of 20 tee times of 4 places (New Course, 07:00–10:10)
//     released at once to all 500 members. Each member books 1 place at a time picked from its
//     screen; on a 409 it reads the day's availability again and picks among the times with places
//     left, until its first 201 or a full day. Afterwards the sheet must hold exactly 80 booked
//     places, one booking per 201, and no time over capacity. Latencies are the booking calls'.
//  3. Sustained booking: 100 members book random times on Old Course over the next 14 days for
//     10 s (each attempt with its own Idempotency-Key); every sheet is read back the same way.
import { randomUUID } from 'node:crypto';
import { measure, percentile } from './lib/load.mjs';
import { postgresAnswers, withPostgres } from './lib/postgres.mjs';
import { label, renderOnly, runContext, saveReport, table } from './lib/report.mjs';
import { call, freshDataDir, signIn, signInAll, startServer } from './lib/server.mjs';

const MEMBERS = 500;
const CONNECTIONS = 50;
const SUSTAINED_CLIENTS = 100;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const DAYS = 14;
const TIME_ZONE = 'Europe/London'; // the organization's default zone
const PASSWORD = 'Bench-Member-Pass-2026';
const RUSH = { times: 20, places: 4 };

const clubDate = (offsetDays) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(
    new Date(Date.now() + offsetDays * 86400_000),
  );

async function addCourse(url, admin, name, open, close) {
  const course = await call(url, '/api/settings/courses', admin, 'POST', { name });
  for (let day = 0; day < 7; day++)
    await call(url, '/api/settings/opening-hours', admin, 'POST', {
      course_id: course.id,
      day_of_week: day,
      is_open: true,
      open_time: open,
      close_time: close,
    });
  return course.id;
}

async function seed(url, admin) {
  const oldCourse = await addCourse(url, admin, 'Old Course', '07:00', '18:00');
  // 07:00 … 10:10 every 10 minutes: 20 tee times of 4 places (the club defaults).
  const rushCourse = await addCourse(url, admin, 'New Course', '07:00', '10:10');
  const accounts = Array.from({ length: MEMBERS }, (_, i) => ({
    email: `golfer${i}@bench.fairway.test`,
    password: PASSWORD,
  }));
  await call(url, '/api/settings/users/bulk', admin, 'POST', {
    users: accounts.map((a, i) => ({
      ...a,
      first_name: 'Golfer',
      last_name: String(i),
      must_change_password: false,
    })),
  });
  const members = await signInAll(url, accounts);
  const me = await call(url, '/api/user/current', members[0]);
  return { oldCourse, rushCourse, members, firstMemberId: me.id };
}

const book = (url, headers, body) =>
  fetch(`${url}/api/settings/tee-time-bookings/book`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
    body: JSON.stringify(body),
  });

/**
 * Every member at once on the same 20 tee times, as the booking screen does it: book a time picked
 * from the screen; on a 409 read the day's availability again and pick among the times with
 * places left; stop at the first 201 or when the day is full.
 */
async function rush(url, courseId, members, date, times) {
  const latencies = [];
  const counts = { 201: 0, 409: 0, other: 0, reads: 0 };
  const others = new Map();
  const started = performance.now();
  await Promise.all(
    members.map(async (headers) => {
      let free = times;
      while (free.length > 0) {
        const time = free[Math.floor(Math.random() * free.length)];
        const t0 = performance.now();
        const res = await book(url, headers, { course_id: courseId, date, start_time: time });
        const answer = await res.json();
        latencies.push(performance.now() - t0);
        if (res.status === 201) return void counts[201]++;
        if (res.status !== 409) {
          counts.other++;
          const k = `${res.status} ${answer.message}`;
          return void others.set(k, (others.get(k) ?? 0) + 1);
        }
        counts[409]++;
        counts.reads++;
        const view = await call(
          url,
          `/api/settings/tee-times/available-with-booking-info/${courseId}?date=${date}`,
          headers,
        );
        free = view.filter((t) => t.places_left > 0).map((t) => t.start_time);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    counts,
    others: [...others],
    requests: latencies.length,
    seconds: Number(seconds.toFixed(1)),
    p50: Math.round(percentile(latencies, 50)),
    p95: Math.round(percentile(latencies, 95)),
    p99: Math.round(percentile(latencies, 99)),
  };
}

/** SUSTAINED_CLIENTS members book random times over the next DAYS days for SECONDS seconds. */
async function sustained(url, courseId, members, dates, times) {
  const counts = { 201: 0, 409: 0, other: 0 };
  const others = new Map();
  const latencies = [];
  const deadline = Date.now() + SECONDS * 1000;
  const started = Date.now();
  await Promise.all(
    members.map(async (headers) => {
      while (Date.now() < deadline) {
        const body = {
          course_id: courseId,
          date: dates[Math.floor(Math.random() * dates.length)],
          start_time: times[Math.floor(Math.random() * times.length)],
        };
        const t0 = performance.now();
        const res = await book(url, headers, body);
        const answer = await res.json();
        latencies.push(performance.now() - t0);
        if (res.status === 201 || res.status === 409) counts[res.status]++;
        else {
          counts.other++;
          const k = `${res.status} ${answer.message}`;
          others.set(k, (others.get(k) ?? 0) + 1);
        }
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    counts,
    others: [...others],
    requests: latencies.length,
    rps: latencies.length / ((Date.now() - started) / 1000),
    p50: Math.round(percentile(latencies, 50)),
    p95: Math.round(percentile(latencies, 95)),
    p99: Math.round(percentile(latencies, 99)),
  };
}

/** Reads every sheet back: places booked, times over capacity, rows whose bookings ≠ places. */
async function verify(url, admin, courseId, dates) {
  const check = { bookings: 0, players: 0, over: 0, mismatched: 0, full: 0 };
  for (const date of dates) {
    const sheet = await call(url, `/api/settings/tee-times/sheet/${courseId}?date=${date}`, admin);
    for (const row of sheet.rows) {
      if (row.booked_players > row.capacity) check.over++;
      if (row.is_full) check.full++;
      const onRow = row.bookings.reduce((n, b) => n + b.player_count, 0);
      if (onRow !== row.booked_players) check.mismatched++;
      check.bookings += row.bookings.length;
      check.players += row.booked_players;
    }
  }
  return check;
}

async function sheetTimes(url, admin, courseId, date) {
  const { rows } = await call(url, `/api/settings/tee-times/sheet/${courseId}?date=${date}`, admin);
  return rows.map((r) => r.start_time);
}

async function run(engine, database, port) {
  const { url, stop } = await startServer(port, database);
  try {
    const admin = await signIn(url);
    const { oldCourse, rushCourse, members } = await seed(url, admin);
    const tomorrow = clubDate(1);
    const dates = Array.from({ length: DAYS }, (_, i) => clubDate(i + 1));

    // A booked day to read: a few bookings on tomorrow's Old Course sheet.
    const oldTimes = await sheetTimes(url, admin, oldCourse, tomorrow);
    for (let i = 0; i < 10; i++)
      await call(url, '/api/settings/tee-time-bookings/book', members[i + 1], 'POST', {
        course_id: oldCourse,
        date: tomorrow,
        start_time: oldTimes[i * 3],
      });
    const availability = await measure({
      url: `${url}/api/settings/tee-times/available-with-booking-info/${oldCourse}?date=${tomorrow}`,
      headers: members[0],
      connections: CONNECTIONS,
      seconds: SECONDS,
    });

    const rushTimes = await sheetTimes(url, admin, rushCourse, tomorrow);
    if (rushTimes.length !== RUSH.times)
      throw new Error(`the rush course has ${rushTimes.length} tee times, not ${RUSH.times}`);
    const rushed = await rush(url, rushCourse, members, tomorrow, rushTimes);
    const rushCheck = await verify(url, admin, rushCourse, [tomorrow]);
    const expected = RUSH.times * RUSH.places;
    const rushOk =
      rushCheck.players === expected &&
      rushCheck.bookings === rushed.counts[201] &&
      rushCheck.over === 0 &&
      rushCheck.mismatched === 0;
    if (!rushOk)
      throw new Error(`booking rush check failed: ${JSON.stringify({ rushed, rushCheck })}`);

    const load = await sustained(
      url,
      oldCourse,
      members.slice(100, 100 + SUSTAINED_CLIENTS),
      dates,
      oldTimes,
    );
    const loadCheck = await verify(url, admin, oldCourse, dates);
    // The 10 bookings made before the availability run are on the sheet too.
    if (
      loadCheck.over > 0 ||
      loadCheck.mismatched > 0 ||
      loadCheck.bookings !== load.counts[201] + 10
    )
      throw new Error(`overbooking check failed: ${JSON.stringify({ load, loadCheck })}`);
    return {
      engine,
      availability,
      rush: { ...rushed, check: rushCheck, expected },
      sustained: { ...load, check: loadCheck },
    };
  } finally {
    await stop();
  }
}

const context = runContext();
// BENCH_ENGINES=pglite or =postgres runs one engine only.
const engines = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',');
const results = [];
if (!renderOnly && engines.includes('pglite'))
  results.push(await run('PGlite', { dataDir: freshDataDir() }, 3314));
if (!renderOnly && engines.includes('postgres')) {
  if (await postgresAnswers())
    results.push(await withPostgres((url) => run('PostgreSQL', { url }, 3316)));
  else console.warn('PostgreSQL does not answer: its run is skipped');
}

const others = (results) =>
  results.flatMap(({ engine, rush: r, sustained: s }) =>
    [...r.others, ...s.others].length
      ? [
          `Other answers on ${engine}: ${[...r.others, ...s.others].map(([k, n]) => `${n} × ${k}`).join('; ')}`,
          '',
        ]
      : [],
  );

/** Before against after, when both runs are kept. */
function beforeAfter({ before, after }) {
  if (!before || !after) return [];
  const pairs = after.results.flatMap((a) => {
    const b = before.results.find((x) => x.engine === a.engine);
    return b ? [[a.engine, b, a]] : [];
  });
  const arrow = (f) => pairs.map(([engine, b, a]) => [engine, ...f(b, a)]);
  const to = (b, a) => `${b} → ${a}`;
  return [
    '## Before → after',
    '',
    table(
      ['database', 'availability req/s', 'p50 ms', 'p99 ms'],
      arrow((b, a) => [
        to(b.availability.rps.toFixed(0), a.availability.rps.toFixed(0)),
        to(b.availability.p50, a.availability.p50),
        to(b.availability.p99, a.availability.p99),
      ]),
    ),
    '',
    table(
      ['database', 'rush p50 ms', 'p95 ms', 'p99 ms', 'places booked', 'over capacity'],
      arrow((b, a) => [
        to(b.rush.p50, a.rush.p50),
        to(b.rush.p95, a.rush.p95),
        to(b.rush.p99, a.rush.p99),
        to(b.rush.check.players, a.rush.check.players),
        to(b.rush.check.over, a.rush.check.over),
      ]),
    ),
    '',
    table(
      ['database', 'sustained booking req/s', 'p50 ms', 'p99 ms'],
      arrow((b, a) => [
        to(b.sustained.rps.toFixed(0), a.sustained.rps.toFixed(0)),
        to(b.sustained.p50, a.sustained.p50),
        to(b.sustained.p99, a.sustained.p99),
      ]),
    ),
    '',
  ];
}

const md = saveReport(
  'tee-sheet',
  renderOnly ? null : { context, seconds: SECONDS, results },
  (runs) =>
    [
      '# Tee sheet: the member view, a booking rush and sustained booking',
      '',
      `Built server, one process, rate limits and load shedding off; ${MEMBERS} members, each with their own`,
      'session; the load generator on the same machine. Old Course is open 07:00–18:00 (67 tee times of 4',
      `places a day), New Course 07:00–10:10 (${RUSH.times} tee times of ${RUSH.places} places).`,
      '',
      ...beforeAfter(runs),
      ...Object.entries(runs).flatMap(([name, r]) => [
        `## ${name}: ${r.context.date}, ${r.context.commit}`,
        '',
        `${r.context.cores} cores shared with the load generator (load average ${r.context.load} at the start), Node ${r.context.node}.`,
        '',
        `### GET available-with-booking-info (tomorrow on Old Course, 10 booked), ${CONNECTIONS} connections, ${r.seconds} s after a 2 s warm-up`,
        '',
        table(
          ['database', 'requests/s', 'p50 ms', 'p99 ms', 'requests'],
          r.results.map(({ engine, availability: a }) => [
            engine,
            a.rps.toFixed(0),
            a.p50,
            a.p99,
            a.total,
          ]),
        ),
        '',
        `### Booking rush: ${MEMBERS} members at once on ${RUSH.times} tee times of ${RUSH.places} places (after a 409 the member reads the day again)`,
        '',
        table(
          [
            'database',
            'booking calls',
            'seconds',
            'p50 ms',
            'p95 ms',
            'p99 ms',
            '201',
            '409',
            'other',
            'places booked',
            'over capacity',
            'check',
          ],
          r.results.map(({ engine, rush: x }) => [
            engine,
            x.requests,
            x.seconds,
            x.p50,
            x.p95,
            x.p99,
            x.counts[201],
            x.counts[409],
            x.counts.other,
            `${x.check.players} of ${x.expected}`,
            x.check.over,
            x.check.players === x.expected &&
            x.check.over === 0 &&
            x.check.bookings === x.counts[201]
              ? 'exactly 80, none over'
              : 'FAILED',
          ]),
        ),
        '',
        `### Sustained booking: ${SUSTAINED_CLIENTS} members, random times over the next ${DAYS} days, ${r.seconds} s`,
        '',
        table(
          [
            'database',
            'requests/s',
            'p50 ms',
            'p95 ms',
            'p99 ms',
            '201',
            '409',
            'other',
            'times over capacity',
            'bookings ≠ places',
          ],
          r.results.map(({ engine, sustained: x }) => [
            engine,
            x.rps.toFixed(0),
            x.p50,
            x.p95,
            x.p99,
            x.counts[201],
            x.counts[409],
            x.counts.other,
            x.check.over,
            x.check.mismatched,
          ]),
        ),
        '',
        ...others(r.results),
      ]),
    ].join('\n'),
);
console.log(`[${label}]\n${md}`);

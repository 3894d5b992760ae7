// The tee sheet under load. A course open 07:00–18:00 every day (67 tee times of 4 places), 100
// members, each with their own session.
//  1. Booking run: 100 concurrent clients book 1 place each for 10 s on random times over the
//     next 14 days (each attempt with its own Idempotency-Key, as the shared-api client sends);
//     201 and 409 are counted, then every sheet is checked: no tee time holds more players than
//     its capacity and the booked places match the 201 answers.
//  2. GET available-with-booking-info for one of those days: autocannon, 100 connections, 10 s.
// Runs on the embedded PGlite; with BENCH_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres)
// it runs again on a fresh database on that PostgreSQL server.
import autocannon from 'autocannon';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg } from 'node:os';
import { signIn, startServer } from './lib/server.mjs';

const CLIENTS = 100;
const SECONDS = 10;
const DAYS = 14;
const TIME_ZONE = 'Europe/London'; // the organization's default zone
const PASSWORD = 'Bench-Member-Pass-2026';

const json = (headers) => ({ ...headers, 'content-type': 'application/json' });

async function call(url, path, headers, method = 'GET', body) {
  const res = await fetch(`${url}${path}`, {
    method,
    headers: body === undefined ? headers : json(headers),
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

const clubDate = (offsetDays) => {
  const d = new Date(Date.now() + offsetDays * 86400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(d);
};

const percentile = (sorted, p) =>
  sorted.length === 0
    ? 0
    : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function seed(url, admin) {
  const course = await call(url, '/api/settings/courses', admin, 'POST', { name: 'Bench Links' });
  for (let day = 0; day < 7; day++)
    await call(url, '/api/settings/opening-hours', admin, 'POST', {
      course_id: course.id,
      day_of_week: day,
      is_open: true,
      open_time: '07:00',
      close_time: '18:00',
    });
  const users = Array.from({ length: CLIENTS }, (_, i) => ({
    email: `golfer${i}@bench.fairway.test`,
    first_name: 'Golfer',
    last_name: String(i),
    password: PASSWORD,
    must_change_password: false,
  }));
  await call(url, '/api/settings/users/bulk', admin, 'POST', { users });
  const members = await Promise.all(users.map((u) => signIn(url, u.email, PASSWORD)));
  return { courseId: course.id, members };
}

/** 100 clients, each its own member, book random times for SECONDS seconds. */
async function bookingRun(url, courseId, members, dates) {
  const { rows } = await call(
    url,
    `/api/settings/tee-times/sheet/${courseId}?date=${dates[0]}`,
    members.admin,
  );
  const times = rows.map((r) => r.start_time);
  const counts = { 201: 0, 409: 0, other: 0 };
  const others = new Map();
  const latencies = [];
  const deadline = Date.now() + SECONDS * 1000;
  const started = Date.now();
  await Promise.all(
    members.list.map(async (headers) => {
      while (Date.now() < deadline) {
        const body = {
          course_id: courseId,
          date: dates[Math.floor(Math.random() * dates.length)],
          start_time: times[Math.floor(Math.random() * times.length)],
        };
        const t0 = performance.now();
        const res = await fetch(`${url}/api/settings/tee-time-bookings/book`, {
          method: 'POST',
          headers: { ...json(headers), 'idempotency-key': randomUUID() },
          body: JSON.stringify(body),
        });
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
  const elapsed = (Date.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    counts,
    others: [...others],
    total: latencies.length,
    rps: latencies.length / elapsed,
    p50: Math.round(percentile(latencies, 50)),
    p99: Math.round(percentile(latencies, 99)),
    times: times.length,
  };
}

/** Reads every sheet: no time above capacity, and the places booked match the bookings. */
async function verify(url, admin, courseId, dates) {
  let bookings = 0;
  let players = 0;
  let over = 0;
  let mismatched = 0;
  let full = 0;
  for (const date of dates) {
    const sheet = await call(url, `/api/settings/tee-times/sheet/${courseId}?date=${date}`, admin);
    for (const row of sheet.rows) {
      if (row.booked_players > row.capacity) over++;
      if (row.is_full) full++;
      const onRow = row.bookings.reduce((n, b) => n + b.player_count, 0);
      if (onRow !== row.booked_players) mismatched++;
      bookings += row.bookings.length;
      players += row.booked_players;
    }
  }
  return { bookings, players, over, mismatched, full };
}

async function run(engine, port) {
  const { url, stop } = await startServer(port);
  try {
    const admin = await signIn(url);
    const { courseId, members } = await seed(url, admin);
    const dates = Array.from({ length: DAYS }, (_, i) => clubDate(i + 1));
    const booking = await bookingRun(url, courseId, { admin, list: members }, dates);
    const check = await verify(url, admin, courseId, dates);
    if (check.over > 0 || check.mismatched > 0 || check.bookings !== booking.counts[201])
      throw new Error(`overbooking check failed: ${JSON.stringify({ booking, check })}`);

    const read = await autocannon({
      url: `${url}/api/settings/tee-times/available-with-booking-info/${courseId}?date=${dates[0]}`,
      connections: CLIENTS,
      duration: SECONDS,
      headers: members[0],
    });
    if (read.non2xx > 0) throw new Error(`${read.non2xx} available answers were not 2xx`);
    return {
      engine,
      booking,
      check,
      read: {
        rps: read.requests.average,
        p50: read.latency.p50,
        p99: read.latency.p99,
        total: read.requests.total,
      },
    };
  } finally {
    stop();
  }
}

/** A fresh database on the PostgreSQL server, dropped afterwards. */
async function withPostgres(base, fn) {
  const pg = createRequire(new URL('../server/package.json', import.meta.url))('pg');
  const name = `fairway_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const before = process.env.DATABASE_URL;
  process.env.DATABASE_URL = url.toString();
  try {
    return await fn();
  } finally {
    if (before === undefined) delete process.env.DATABASE_URL;
    else process.env.DATABASE_URL = before;
    await new Promise((r) => setTimeout(r, 1000)); // let the server close its pool
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

const load = loadavg()[0].toFixed(1);
const results = [await run('PGlite (embedded)', 3312)];
if (process.env.BENCH_DATABASE_URL)
  results.push(await withPostgres(process.env.BENCH_DATABASE_URL, () => run('PostgreSQL', 3313)));

const lines = [
  `# Tee sheet: booking and the member view, ${new Date().toISOString().slice(0, 10)}`,
  '',
  `Built server, one process, on this machine. One course open 07:00–18:00 (${results[0].booking.times} tee`,
  `times of 4 places a day), ${CLIENTS} members each with their own session, ${SECONDS} s per run.`,
  `${cpus().length} CPU cores shared with the load generator (load average ${load} at the start).`,
  ...(results.length > 1
    ? [`PostgreSQL: the app's pool of 10 connections to a local server.`]
    : []),
  '',
  `## Booking: ${CLIENTS} concurrent clients, 1 place each, random times over the next ${DAYS} days`,
  '',
  '| database | requests/s | p50 ms | p99 ms | attempts | 201 booked | 409 not available | other |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ...results.map(
    ({ engine, booking: b }) =>
      `| ${engine} | ${b.rps.toFixed(0)} | ${b.p50} | ${b.p99} | ${b.total} | ${b.counts[201]} | ${b.counts[409]} | ${b.counts.other} |`,
  ),
  '',
  'Afterwards every sheet was read back:',
  '',
  '| database | confirmed bookings | places booked | full times | times over capacity | times whose bookings ≠ booked places |',
  '| --- | ---: | ---: | ---: | ---: | ---: |',
  ...results.map(
    ({ engine, check: c }) =>
      `| ${engine} | ${c.bookings} | ${c.players} | ${c.full} | ${c.over} | ${c.mismatched} |`,
  ),
  '',
  `## GET available-with-booking-info (one booked day), autocannon ${CLIENTS} connections`,
  '',
  '| database | requests/s | p50 ms | p99 ms | requests |',
  '| --- | ---: | ---: | ---: | ---: |',
  ...results.map(
    ({ engine, read: r }) =>
      `| ${engine} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.total} |`,
  ),
  '',
  ...results.flatMap(({ engine, booking: b }) =>
    b.others.length
      ? [`Other answers on ${engine}: ${b.others.map(([k, n]) => `${n} × ${k}`).join('; ')}`, '']
      : [],
  ),
];
mkdirSync(new URL('./reports', import.meta.url), { recursive: true });
writeFileSync(new URL('./reports/tee-sheet.md', import.meta.url), lines.join('\n'));
console.log(lines.join('\n'));

// The pro shop at size: a club with 10 000 items (and their stock) and 100 000 ledger rows over a
// year (25 000 orders, their payments, cancellations and refunds, 20 000 rental payments, restocks).
// The catalogue's and the orders' lists, their filters, and the analytics calls, each under
// BENCH_CONNECTIONS (20) connections for BENCH_SECONDS (10): p50, p95 and p99 of every answer.
// The club is written straight into the database (the server stopped for PGlite) after the built
// server has migrated it; on the embedded PGlite, then on PostgreSQL (skipped when none answers).
import autocannon from 'autocannon';
import { percentile } from './lib/load.mjs';
import { postgresAnswers, serverRequire, withPostgres } from './lib/postgres.mjs';
import { label, renderOnly, runContext, saveReport, table } from './lib/report.mjs';
import { freshDataDir, signIn, startServer } from './lib/server.mjs';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ITEMS = 10_000;
const ORDERS = 25_000;
const RENTAL_PAYMENTS = 20_000;
const RESTOCKS = 4_000;
/** Answers one after another for the call's own time. */
const ALONE = 7;

const S = '/api/settings';
/** The calls measured: [group, name, path]. A catalogue call that does not answer 200 is skipped. */
const CALLS = [
  ['list', 'items', `${S}/items?limit=20`],
  ['list', 'inventory', `${S}/inventory?limit=20`],
  ['list', 'transactions', `${S}/transactions?limit=20`],
  ['list', 'orders', `${S}/orders?limit=20`],
  ['filter', 'items ?q=putter', `${S}/items?q=putter&limit=20`],
  ['filter', 'items ?category_id&brand_id', `${S}/items?category_id=7&brand_id=7&limit=20`],
  ['filter', 'inventory ?low_stock', `${S}/inventory?low_stock=true&limit=20`],
  ['filter', 'transactions ?kind=refund', `${S}/transactions?kind=refund&limit=20`],
  ['filter', 'orders ?status=partially_refunded', `${S}/orders?status=partially_refunded&limit=20`],
  ['filter', 'orders ?q=4242', `${S}/orders?q=4242&limit=20`],
  ['analytics', 'overview (30 days)', `${S}/proshop-analytics/overview`],
  [
    'analytics',
    'overview (366 days)',
    `${S}/proshop-analytics/overview?start_date=@YEAR&end_date=@TODAY`,
  ],
  [
    'analytics',
    'revenue by day (366 days)',
    `${S}/proshop-analytics/revenue?group_by=day&start_date=@YEAR&end_date=@TODAY`,
  ],
  [
    'analytics',
    'revenue by month (366 days)',
    `${S}/proshop-analytics/revenue?group_by=month&start_date=@YEAR&end_date=@TODAY`,
  ],
  [
    'analytics',
    'top-selling (366 days)',
    `${S}/proshop-analytics/top-selling?start_date=@YEAR&end_date=@TODAY`,
  ],
  [
    'analytics',
    'top-rented (366 days)',
    `${S}/proshop-analytics/top-rented?start_date=@YEAR&end_date=@TODAY`,
  ],
  ['analytics', 'items (30 days, page of 50)', `${S}/proshop-analytics/items`],
  [
    'analytics',
    'categories (366 days)',
    `${S}/proshop-analytics/categories?start_date=@YEAR&end_date=@TODAY`,
  ],
  ['analytics', 'refunds', `${S}/proshop-analytics/refunds?limit=20`],
  ['analytics', 'refunds/summary', `${S}/proshop-analytics/refunds/summary`],
];

/** The club's goods and a year of trade, in a few set-based statements. */
const seedSql = (org, admin) => `
BEGIN;
INSERT INTO shop_brands (id, organization_id, name)
  SELECT g, ${org}, 'Brand ' || g FROM generate_series(1, 20) g;
INSERT INTO shop_categories (id, organization_id, name)
  SELECT g, ${org}, 'Category ' || g FROM generate_series(1, 30) g;
INSERT INTO shop_items (id, organization_id, name, sku, brand_id, category_id, sale_price,
    rental_price, is_active)
  SELECT g, ${org},
    'Item ' || g || ' ' || (ARRAY['balls', 'glove', 'polo', 'cap', 'driver', 'putter', 'bag', 'tees'])[1 + g % 8],
    'SKU-' || g, 1 + g % 20, 1 + g % 30, 500 + (g * 37) % 20000,
    CASE WHEN g % 10 = 0 THEN 800 + g % 1200 END, g % 50 <> 0
  FROM generate_series(1, ${ITEMS}) g;
INSERT INTO shop_inventory (id, organization_id, item_id, category_id, purpose, quantity,
    low_stock_threshold)
  SELECT g, ${org}, g, 1 + g % 30, 'sale', g % 100, 5 FROM generate_series(1, ${ITEMS}) g;
INSERT INTO shop_inventory (id, organization_id, item_id, category_id, purpose, quantity)
  SELECT ${ITEMS} + g / 10, ${org}, g, 1 + g % 30, 'rental', 4
  FROM generate_series(10, ${ITEMS}, 10) g;

CREATE TEMP TABLE bench_lines AS
  SELECT l.o, l.inv, l.qty, it.sale_price AS price, it.name,
    now() - ((l.o * 7919) % (365 * 24 * 60)) * interval '1 minute' AS at
  FROM (
    SELECT o, 1 + (o * 7) % ${ITEMS} AS inv, 1 + o % 3 AS qty FROM generate_series(1, ${ORDERS}) o
    UNION ALL
    SELECT o, 1 + (o * 7 + 1 + o % 97) % ${ITEMS}, 1 FROM generate_series(1, ${ORDERS}) o
  ) l JOIN shop_items it ON it.id = l.inv;

-- 1 in 25 cancelled, 1 in 25 pending, 1 in 25 a quarter refunded, the rest paid.
INSERT INTO shop_orders (id, organization_id, user_id, channel, status, total, paid_amount,
    refunded_amount, payment_method, paid_at, created_by, created_at, updated_at)
  SELECT o, ${org}, CASE WHEN o % 3 = 0 THEN NULL ELSE ${admin} END,
    CASE WHEN o % 3 = 0 THEN 'counter' ELSE 'shop' END,
    CASE o % 25 WHEN 0 THEN 'cancelled' WHEN 1 THEN 'pending' WHEN 2 THEN 'partially_refunded'
      ELSE 'paid' END,
    total,
    CASE WHEN o % 25 IN (0, 1) THEN 0 ELSE total END,
    CASE WHEN o % 25 = 2 THEN total / 4 ELSE 0 END,
    CASE WHEN o % 25 IN (0, 1) THEN NULL
      ELSE (ARRAY['cash', 'card', 'account'])[1 + o % 3] END,
    CASE WHEN o % 25 IN (0, 1) THEN NULL ELSE at END,
    ${admin}, at, at
  FROM (SELECT o, sum(qty * price)::int AS total, min(at) AS at FROM bench_lines GROUP BY o) x;
INSERT INTO shop_order_items (organization_id, order_id, inventory_id, item_id, item_name,
    unit_price, quantity)
  SELECT ${org}, o, inv, inv, name, price, qty FROM bench_lines;

INSERT INTO shop_transactions (organization_id, kind, inventory_id, user_id, quantity, amount,
    status, order_id, created_by, created_at, updated_at)
  SELECT ${org}, 'sale', l.inv, o.user_id, -l.qty, 0, 'completed', l.o, ${admin}, l.at, l.at
  FROM bench_lines l JOIN shop_orders o ON o.id = l.o;
INSERT INTO shop_transactions (organization_id, kind, inventory_id, user_id, quantity, amount,
    status, order_id, created_by, created_at, updated_at)
  SELECT ${org}, 'cancel', l.inv, o.user_id, l.qty, 0, 'completed', l.o, ${admin}, l.at, l.at
  FROM bench_lines l JOIN shop_orders o ON o.id = l.o WHERE o.status = 'cancelled';
INSERT INTO shop_transactions (organization_id, kind, user_id, amount, payment_method, status,
    order_id, created_by, created_at, updated_at)
  SELECT ${org}, 'payment', user_id, paid_amount, payment_method, 'completed', id, ${admin},
    created_at, created_at
  FROM shop_orders WHERE paid_amount > 0;
INSERT INTO shop_transactions (organization_id, kind, user_id, amount, payment_method, status,
    order_id, notes, created_by, created_at, updated_at)
  SELECT ${org}, 'refund', user_id, -refunded_amount, payment_method, 'completed', id,
    'Returned', ${admin}, created_at, created_at
  FROM shop_orders WHERE refunded_amount > 0;
INSERT INTO shop_transactions (organization_id, kind, inventory_id, amount, payment_method,
    status, rental_id, created_by, created_at, updated_at)
  SELECT ${org}, 'rental_payment', ${ITEMS} + 1 + g % ${ITEMS / 10}, 800 + g % 2000, 'card',
    'completed', g, ${admin},
    now() - ((g * 104729) % (365 * 24 * 60)) * interval '1 minute',
    now() - ((g * 104729) % (365 * 24 * 60)) * interval '1 minute'
  FROM generate_series(1, ${RENTAL_PAYMENTS}) g;
INSERT INTO shop_transactions (organization_id, kind, inventory_id, quantity, status, notes,
    created_by, created_at, updated_at)
  SELECT ${org}, 'restock', 1 + (g * 3) % ${ITEMS}, 10, 'completed', 'Delivery', ${admin},
    now() - ((g * 131) % 365) * interval '1 day', now() - ((g * 131) % 365) * interval '1 day'
  FROM generate_series(1, ${RESTOCKS}) g;
DROP TABLE bench_lines;

SELECT setval(pg_get_serial_sequence('shop_brands', 'id'), 20);
SELECT setval(pg_get_serial_sequence('shop_categories', 'id'), 30);
SELECT setval(pg_get_serial_sequence('shop_items', 'id'), ${ITEMS});
SELECT setval(pg_get_serial_sequence('shop_inventory', 'id'), ${ITEMS + ITEMS / 10});
SELECT setval(pg_get_serial_sequence('shop_orders', 'id'), ${ORDERS});
COMMIT;
ANALYZE;
`;

const ids = (rows) => ({ org: rows[0].org, admin: rows[0].admin });
const idsSql = `SELECT (SELECT id FROM organizations ORDER BY id LIMIT 1) AS org,
  (SELECT id FROM users ORDER BY id LIMIT 1) AS admin`;
const countSql = `SELECT (SELECT count(*) FROM shop_items)::int AS items,
  (SELECT count(*) FROM shop_transactions)::int AS transactions`;

/** Writes the club into the stopped server's PGlite folder, as its superuser (no row security). */
async function seedPglite(dataDir) {
  const { PGlite } = serverRequire('@electric-sql/pglite');
  const { btree_gist } = serverRequire('@electric-sql/pglite/contrib/btree_gist');
  const db = new PGlite({ dataDir, extensions: { btree_gist } });
  try {
    const { org, admin } = ids((await db.query(idsSql)).rows);
    await db.exec(seedSql(org, admin));
    return (await db.query(countSql)).rows[0];
  } finally {
    await db.close();
  }
}

async function seedPostgres(url) {
  const pg = serverRequire('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { org, admin } = ids((await client.query(idsSql)).rows);
    await client.query(seedSql(org, admin));
    return (await client.query(countSql)).rows[0];
  } finally {
    await client.end();
  }
}

/** The call alone: the median of ALONE answers one after another (ms). */
async function alone(url, headers) {
  const times = [];
  for (let i = 0; i < ALONE; i++) {
    const start = performance.now();
    const res = await fetch(url, { headers });
    await res.arrayBuffer();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return Number(times[Math.floor(times.length / 2)].toFixed(1));
}

/**
 * One call under load: every answer's latency (ms) after a 2 s warm-up. The run lasts long enough
 * for each connection to get about five answers at the call's own pace (SECONDS to 30 s).
 */
async function load(url, headers, aloneMs) {
  const options = { url, headers, connections: CONNECTIONS, timeout: 120 };
  await autocannon({ ...options, duration: 2 });
  const latencies = [];
  const duration = Math.min(30, Math.max(SECONDS, Math.ceil((aloneMs * CONNECTIONS * 5) / 1000)));
  const instance = autocannon({ ...options, duration });
  instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  const r = await instance;
  if (r.non2xx > 0 || r.errors > 0 || latencies.length === 0)
    throw new Error(
      `${url}: ${r.non2xx} answers were not 2xx, ${r.errors} errors, ${latencies.length} answers`,
    );
  latencies.sort((a, b) => a - b);
  const ms = (p) => Number(percentile(latencies, p).toFixed(1));
  return {
    rps: Number((latencies.length / duration).toFixed(1)),
    p50: ms(50),
    p95: ms(95),
    p99: ms(99),
    answers: latencies.length,
  };
}

const dayOf = (d) => d.toISOString().slice(0, 10);

async function measureAll(engine, server, counts) {
  const headers = await signIn(server.url);
  const today = dayOf(new Date());
  const year = dayOf(new Date(Date.now() - 365 * 86_400_000));
  const calls = [];
  for (const [group, name, template] of CALLS) {
    const path = template.replace('@TODAY', today).replace('@YEAR', year);
    const probe = await fetch(`${server.url}${path}`, { headers });
    if (!probe.ok) {
      console.warn(`${engine}: ${name} answers ${probe.status}: skipped`);
      calls.push({ group, name, path, skipped: probe.status });
      continue;
    }
    const aloneMs = await alone(`${server.url}${path}`, headers);
    const figures = await load(`${server.url}${path}`, headers, aloneMs);
    console.log(
      `${engine} ${group} ${name}: alone ${aloneMs} ms; p95 ${figures.p95} ms, ${figures.rps}/s`,
    );
    calls.push({ group, name, path, alone: aloneMs, ...figures });
  }
  return { engine, counts, calls };
}

async function runPglite(port) {
  const dataDir = freshDataDir();
  const first = await startServer(port, { dataDir });
  await first.stop();
  const counts = await seedPglite(dataDir);
  const server = await startServer(port, { dataDir });
  try {
    return await measureAll('PGlite', server, counts);
  } finally {
    await server.stop();
  }
}

async function runPostgres(url, port) {
  const server = await startServer(port, { url });
  try {
    const counts = await seedPostgres(url);
    return await measureAll('PostgreSQL', server, counts);
  } finally {
    await server.stop();
  }
}

const context = runContext();
const engines = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',');
const results = [];
if (!renderOnly && engines.includes('pglite')) results.push(await runPglite(3320));
if (!renderOnly && engines.includes('postgres')) {
  if (await postgresAnswers()) results.push(await withPostgres((url) => runPostgres(url, 3322)));
  else console.warn('PostgreSQL does not answer: its run is skipped');
}

const md = saveReport(
  'shop-catalogue',
  renderOnly ? null : { context, connections: CONNECTIONS, seconds: SECONDS, results },
  (runs) =>
    [
      '# Pro shop at size',
      '',
      `10 000 items, 100 000 ledger rows over a year (bench/shop-catalogue.mjs). Latencies in ms: alone is the median of 7 answers one after another; p50/p95/p99 under the connections below, with the connections and seconds (at least) named per run.`,
      ...Object.entries(runs).flatMap(([name, run]) => [
        '',
        `## ${name} (${run.context.date}, ${run.context.commit}, ${run.context.cores} cores, load ${run.context.load}; ${run.connections} connections, ${run.seconds} s per call)`,
        ...run.results.flatMap((r) => [
          '',
          `### ${r.engine} (${r.counts.items} items, ${r.counts.transactions} transactions)`,
          '',
          table(
            ['call', 'group', 'alone', 'p50', 'p95', 'p99', 'req/s'],
            r.calls.map((c) =>
              c.skipped
                ? [c.name, c.group, `skipped (${c.skipped})`, '', '', '', '']
                : [c.name, c.group, c.alone, c.p50, c.p95, c.p99, c.rps],
            ),
          ),
        ]),
      ]),
      '',
    ].join('\n'),
);
if (!renderOnly) console.log(`\nreports/shop-catalogue.md (${label}):\n${md}`);

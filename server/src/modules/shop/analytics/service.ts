/**
 * The pro-shop analytics (docs/shop-and-rentals.md): every figure is one aggregate statement over
 * the ledger (shop_transactions), within a range of the club's calendar days.
 *
 * What counts:
 * - sales revenue: `payment` rows (money taken for orders); rental revenue: `rental_payment` rows
 *   (a damage fee is paid through a rental payment, so `damage_fee` rows, the charge, are not
 *   counted again); refunds: `refund` and `rental_refund` rows (shown positive).
 * - units sold: `sale` rows less `cancel` rows, valued at the order line's price.
 * - rentals: distinct rentals with a `rental_payment` in the range (the shop does not read the
 *   rentals module's tables; the ledger names the rental and its stock).
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  ANALYTICS_DEFAULT_DAYS,
  ANALYTICS_MAX_DAYS,
  type AnalyticsType,
  type CategoryPerformance,
  type ItemPerformance,
  type RefundRecord,
  type RefundSummary,
  type RevenueGroup,
  type RevenuePoint,
  type ShopOverview,
  type TopRentedItem,
  type TopSellingItem,
} from '@fairway/shared-api/contract';
import { badRequest } from '../../../lib/errors';
import type { Tx } from '../../../plugins/platform/database';
import { readFlagged } from '../../settings';
import { userNameOf } from '../../users';
import type { ShopCaller } from '../context';
import { iso, num, query } from '../commerce/common';

const DAY_MS = 86_400_000;

/** The club's calendar date of an instant. */
function dateIn(timeZone: string, at: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** A range of the club's days and the instants that bound it in SQL. */
export type Range = {
  start: string;
  end: string;
  timeZone: string;
  /** created_at >= from AND created_at < to */
  where: (column: SQL) => SQL;
};

/**
 * start_date … end_date, both included (default: the last 30 days up to today in the club's time
 * zone; one date alone: 30 days from or up to it). At most 366 days, never backwards.
 */
export async function rangeOf(
  tx: Tx,
  c: ShopCaller,
  q: { start_date?: string | undefined; end_date?: string | undefined },
): Promise<Range> {
  const { timeZone } = await readFlagged(tx, c.organizationId, 'app');
  const span = ANALYTICS_DEFAULT_DAYS - 1;
  const end = q.end_date ?? (q.start_date ? addDays(q.start_date, span) : dateIn(timeZone, c.now));
  const start = q.start_date ?? addDays(end, -span);
  if (start > end) throw badRequest('start_date must be on or before end_date');
  if (daysBetween(start, end) + 1 > ANALYTICS_MAX_DAYS)
    throw badRequest(`The range can cover at most ${ANALYTICS_MAX_DAYS} days`);
  const from = sql`(${start}::date::timestamp AT TIME ZONE ${timeZone})`;
  const to = sql`((${end}::date + 1)::timestamp AT TIME ZONE ${timeZone})`;
  return {
    start,
    end,
    timeZone,
    where: (column) => sql`${column} >= ${from} AND ${column} < ${to}`,
  };
}

const kinds = (...k: string[]) =>
  sql`(${sql.join(
    k.map((x) => sql`${x}`),
    sql`, `,
  )})`;

const wants = (type: AnalyticsType, what: 'sale' | 'rental') => type === 'both' || type === what;

export async function overview(
  tx: Tx,
  c: ShopCaller,
  q: { start_date?: string; end_date?: string; type: AnalyticsType },
): Promise<ShopOverview> {
  const r = await rangeOf(tx, c, q);
  const [row] = await query<Record<string, unknown>>(
    tx,
    sql`SELECT
        sum(amount) FILTER (WHERE kind = 'payment') AS sales_revenue,
        sum(amount) FILTER (WHERE kind = 'rental_payment') AS rental_revenue,
        -sum(amount) FILTER (WHERE kind = 'refund') AS sales_refunds,
        -sum(amount) FILTER (WHERE kind = 'rental_refund') AS rental_refunds,
        count(DISTINCT order_id) FILTER (WHERE kind = 'payment') AS orders,
        -sum(quantity) FILTER (WHERE kind IN ('sale', 'cancel')) AS items_sold,
        count(DISTINCT rental_id) FILTER (WHERE kind = 'rental_payment') AS rentals,
        count(DISTINCT user_id) FILTER (WHERE kind = 'payment') AS sale_customers,
        count(DISTINCT user_id) FILTER (WHERE kind = 'rental_payment') AS rental_customers,
        count(DISTINCT user_id) FILTER (WHERE kind IN ('payment', 'rental_payment'))
          AS customers
      FROM shop_transactions
      WHERE ${r.where(sql`created_at`)}
        AND kind IN ${kinds('payment', 'rental_payment', 'refund', 'rental_refund', 'sale', 'cancel')}`,
  );
  const sale = wants(q.type, 'sale');
  const rental = wants(q.type, 'rental');
  const salesRevenue = sale ? num(row?.sales_revenue) : 0;
  const rentalRevenue = rental ? num(row?.rental_revenue) : 0;
  const refunds = (sale ? num(row?.sales_refunds) : 0) + (rental ? num(row?.rental_refunds) : 0);
  const orders = sale ? num(row?.orders) : 0;
  const revenue = salesRevenue + rentalRevenue;
  return {
    start_date: r.start,
    end_date: r.end,
    type: q.type,
    revenue,
    sales_revenue: salesRevenue,
    rental_revenue: rentalRevenue,
    refunds,
    net_revenue: revenue - refunds,
    orders,
    items_sold: sale ? num(row?.items_sold) : 0,
    rentals: rental ? num(row?.rentals) : 0,
    average_order_value: orders > 0 ? Math.round(salesRevenue / orders) : 0,
    customers: num(
      q.type === 'both'
        ? row?.customers
        : q.type === 'sale'
          ? row?.sale_customers
          : row?.rental_customers,
    ),
  };
}

/** Money by day, week (from Monday) or month; every period of the range, empty ones as 0. */
export async function revenue(
  tx: Tx,
  c: ShopCaller,
  q: { start_date?: string; end_date?: string; type: AnalyticsType; group_by: RevenueGroup },
): Promise<RevenuePoint[]> {
  const r = await rangeOf(tx, c, q);
  const unit = q.group_by;
  const rows = await query<Record<string, unknown>>(
    tx,
    sql`WITH periods AS (
        SELECT generate_series(
          date_trunc(${unit}, ${r.start}::date::timestamp),
          ${r.end}::date::timestamp,
          ('1 ' || ${unit})::interval) AS period
      ), money AS (
        SELECT date_trunc(${unit}, created_at AT TIME ZONE ${r.timeZone}) AS period,
          sum(amount) FILTER (WHERE kind = 'payment') AS sales_revenue,
          sum(amount) FILTER (WHERE kind = 'rental_payment') AS rental_revenue,
          -sum(amount) FILTER (WHERE kind = 'refund') AS sales_refunds,
          -sum(amount) FILTER (WHERE kind = 'rental_refund') AS rental_refunds
        FROM shop_transactions
        WHERE ${r.where(sql`created_at`)}
          AND kind IN ${kinds('payment', 'rental_payment', 'refund', 'rental_refund')}
        GROUP BY 1
      )
      SELECT to_char(p.period, 'YYYY-MM-DD') AS period, m.sales_revenue, m.rental_revenue,
        m.sales_refunds, m.rental_refunds
      FROM periods p LEFT JOIN money m ON m.period = p.period
      ORDER BY p.period`,
  );
  const sale = wants(q.type, 'sale');
  const rental = wants(q.type, 'rental');
  return rows.map((row) => {
    const salesRevenue = sale ? num(row.sales_revenue) : 0;
    const rentalRevenue = rental ? num(row.rental_revenue) : 0;
    const refunds = (sale ? num(row.sales_refunds) : 0) + (rental ? num(row.rental_refunds) : 0);
    return {
      period: String(row.period),
      sales_revenue: salesRevenue,
      rental_revenue: rentalRevenue,
      refunds,
      net_revenue: salesRevenue + rentalRevenue - refunds,
    };
  });
}

/** Units sold (less cancelled) per item and their value at the ordered price, most sold first. */
export async function topSelling(
  tx: Tx,
  c: ShopCaller,
  q: { start_date?: string; end_date?: string; limit: number },
): Promise<TopSellingItem[]> {
  const r = await rangeOf(tx, c, q);
  const rows = await query<Record<string, unknown>>(
    tx,
    // Summed per stock row first, then per item, and only the top rows meet the items table.
    sql`WITH per_stock AS (
        SELECT t.inventory_id, -sum(t.quantity) AS quantity,
          -sum(t.quantity * coalesce(oi.unit_price, 0)) AS revenue
        FROM shop_transactions t
        LEFT JOIN shop_order_items oi
          ON oi.order_id = t.order_id AND oi.inventory_id = t.inventory_id
        WHERE ${r.where(sql`t.created_at`)} AND t.kind IN ${kinds('sale', 'cancel')}
        GROUP BY t.inventory_id
      ), per_item AS (
        SELECT inv.item_id, sum(p.quantity) AS quantity, sum(p.revenue) AS revenue
        FROM per_stock p JOIN shop_inventory inv ON inv.id = p.inventory_id
        GROUP BY inv.item_id
        HAVING sum(p.quantity) > 0
        ORDER BY 2 DESC, 3 DESC, 1
        LIMIT ${q.limit}
      )
      SELECT it.id AS item_id, it.name AS item_name, b.name AS brand_name, p.quantity, p.revenue
      FROM per_item p
      JOIN shop_items it ON it.id = p.item_id
      LEFT JOIN shop_brands b ON b.id = it.brand_id
      ORDER BY p.quantity DESC, p.revenue DESC, it.id`,
  );
  return rows.map((row) => ({
    item_id: num(row.item_id),
    item_name: String(row.item_name),
    brand_name: (row.brand_name as string | null) ?? null,
    quantity: num(row.quantity),
    revenue: num(row.revenue),
  }));
}

/** Rentals paid per item (distinct rentals with a rental payment) and their payments. */
export async function topRented(
  tx: Tx,
  c: ShopCaller,
  q: { start_date?: string; end_date?: string; limit: number },
): Promise<TopRentedItem[]> {
  const r = await rangeOf(tx, c, q);
  const rows = await query<Record<string, unknown>>(
    tx,
    sql`SELECT it.id AS item_id, it.name AS item_name, b.name AS brand_name,
        count(DISTINCT t.rental_id) AS rentals, sum(t.amount) AS revenue
      FROM shop_transactions t
      JOIN shop_inventory inv ON inv.id = t.inventory_id
      JOIN shop_items it ON it.id = inv.item_id
      LEFT JOIN shop_brands b ON b.id = it.brand_id
      WHERE ${r.where(sql`t.created_at`)} AND t.kind = 'rental_payment'
      GROUP BY it.id, it.name, b.name
      ORDER BY 4 DESC, 5 DESC, it.id
      LIMIT ${q.limit}`,
  );
  return rows.map((row) => ({
    item_id: num(row.item_id),
    item_name: String(row.item_name),
    brand_name: (row.brand_name as string | null) ?? null,
    rentals: num(row.rentals),
    revenue: num(row.revenue),
  }));
}

/**
 * Per item: units sold and their value, rentals and their payments, refunds, in the range. Rows
 * are summed per stock row, kind and (rental payments) rental first, so every step hashes.
 */
const movesByItem = (r: Range) => sql`
  WITH per_stock AS (
    SELECT t.inventory_id, t.kind,
      CASE WHEN t.kind = 'rental_payment' THEN t.rental_id END AS rental_id,
      sum(t.quantity) AS quantity, sum(t.quantity * coalesce(oi.unit_price, 0)) AS value,
      sum(t.amount) AS amount
    FROM shop_transactions t
    LEFT JOIN shop_order_items oi ON t.kind IN ('sale', 'cancel')
      AND oi.order_id = t.order_id AND oi.inventory_id = t.inventory_id
    WHERE ${r.where(sql`t.created_at`)} AND t.inventory_id IS NOT NULL
      AND t.kind IN ${kinds('sale', 'cancel', 'rental_payment', 'refund', 'rental_refund')}
    GROUP BY 1, 2, 3
  )
  SELECT inv.item_id,
    -sum(p.quantity) FILTER (WHERE p.kind IN ('sale', 'cancel')) AS sold,
    -sum(p.value) FILTER (WHERE p.kind IN ('sale', 'cancel')) AS sales_revenue,
    count(*) FILTER (WHERE p.kind = 'rental_payment') AS rented,
    sum(p.amount) FILTER (WHERE p.kind = 'rental_payment') AS rental_revenue,
    -sum(p.amount) FILTER (WHERE p.kind IN ('refund', 'rental_refund')) AS refunds
  FROM per_stock p JOIN shop_inventory inv ON inv.id = p.inventory_id
  GROUP BY inv.item_id`;

export type ItemPage = { rows: ItemPerformance[]; total: number };

export async function items(
  tx: Tx,
  c: ShopCaller,
  q: {
    start_date?: string;
    end_date?: string;
    type: AnalyticsType;
    item_id?: number;
    category_id?: number;
    brand_id?: number;
    limit: number;
    offset: number;
  },
): Promise<ItemPage> {
  const r = await rangeOf(tx, c, q);
  const filters: SQL[] = [sql`true`];
  if (q.item_id !== undefined) filters.push(sql`it.id = ${q.item_id}`);
  if (q.category_id !== undefined) filters.push(sql`it.category_id = ${q.category_id}`);
  if (q.brand_id !== undefined) filters.push(sql`it.brand_id = ${q.brand_id}`);
  if (q.type === 'sale') filters.push(sql`it.sale_price IS NOT NULL`);
  if (q.type === 'rental') filters.push(sql`it.rental_price IS NOT NULL`);
  const where = sql.join(filters, sql` AND `);
  const [rows, [count]] = await Promise.all([
    query<Record<string, unknown>>(
      tx,
      sql`WITH moves AS (${movesByItem(r)})
        SELECT it.id AS item_id, it.name AS item_name, b.name AS brand_name,
          cat.name AS category_name, m.sold, m.sales_revenue, m.rented, m.rental_revenue,
          m.refunds,
          (SELECT coalesce(sum(s.quantity), 0) FROM shop_inventory s
            WHERE s.item_id = it.id AND s.purpose = 'sale') AS stock
        FROM shop_items it
        LEFT JOIN moves m ON m.item_id = it.id
        LEFT JOIN shop_brands b ON b.id = it.brand_id
        LEFT JOIN shop_categories cat ON cat.id = it.category_id
        WHERE ${where}
        ORDER BY coalesce(m.sales_revenue, 0) + coalesce(m.rental_revenue, 0) DESC,
          coalesce(m.sold, 0) DESC, it.id
        LIMIT ${q.limit} OFFSET ${q.offset}`,
    ),
    query<{ n: unknown }>(tx, sql`SELECT count(*) AS n FROM shop_items it WHERE ${where}`),
  ]);
  return {
    total: num(count?.n),
    rows: rows.map((row) => ({
      item_id: num(row.item_id),
      item_name: String(row.item_name),
      brand_name: (row.brand_name as string | null) ?? null,
      category_name: (row.category_name as string | null) ?? null,
      sold: num(row.sold),
      sales_revenue: num(row.sales_revenue),
      rented: num(row.rented),
      rental_revenue: num(row.rental_revenue),
      refunds: num(row.refunds),
      stock: num(row.stock),
    })),
  };
}

/**
 * One refund is one or more ledger rows written together (a row per returned line and the rest on
 * the order): they are grouped back into the refund that was given.
 */
const refundGroups = (range: Range | null) => sql`
  SELECT min(t.id) AS id, t.order_id, t.rental_id, -sum(t.amount) AS amount, t.notes AS reason,
    t.user_id, t.created_by, t.created_at
  FROM shop_transactions t
  WHERE t.kind IN ${kinds('refund', 'rental_refund')}
    ${range ? sql`AND ${range.where(sql`t.created_at`)}` : sql``}
  GROUP BY t.order_id, t.rental_id, t.notes, t.user_id, t.created_by, t.created_at
  HAVING sum(t.amount) <> 0`;

const hasDates = (q: { start_date?: string; end_date?: string }) =>
  q.start_date !== undefined || q.end_date !== undefined;

export type RefundPage = { rows: RefundRecord[]; total: number };

/** Refunds newest first; every refund unless start_date or end_date narrows them. */
export async function refunds(
  tx: Tx,
  c: ShopCaller,
  q: { start_date?: string; end_date?: string; limit: number; offset: number },
): Promise<RefundPage> {
  const range = hasDates(q) ? await rangeOf(tx, c, q) : null;
  const [rows, [count]] = await Promise.all([
    query<Record<string, unknown>>(
      tx,
      sql`WITH g AS (${refundGroups(range)})
        SELECT g.id, g.order_id, g.rental_id, g.amount, g.reason,
          ${userNameOf(sql`g.user_id`)} AS user_name,
          ${userNameOf(sql`g.created_by`)} AS created_by_name, g.created_at
        FROM g ORDER BY g.id DESC LIMIT ${q.limit} OFFSET ${q.offset}`,
    ),
    query<{ n: unknown }>(tx, sql`SELECT count(*) AS n FROM (${refundGroups(range)}) g`),
  ]);
  return {
    total: num(count?.n),
    rows: rows.map((row) => ({
      id: num(row.id),
      order_id: row.order_id === null ? null : num(row.order_id),
      rental_id: row.rental_id === null ? null : num(row.rental_id),
      amount: num(row.amount),
      reason: (row.reason as string | null) ?? null,
      user_name: (row.user_name as string | null) ?? null,
      created_by_name: (row.created_by_name as string | null) ?? null,
      created_at: iso(row.created_at),
    })),
  };
}

/** Count, total and average refund (every refund unless dates narrow them) and the last 30 days. */
export async function refundSummary(
  tx: Tx,
  c: ShopCaller,
  q: { start_date?: string; end_date?: string },
): Promise<RefundSummary> {
  const range = hasDates(q) ? await rangeOf(tx, c, q) : null;
  const since = new Date(c.now.getTime() - ANALYTICS_DEFAULT_DAYS * DAY_MS);
  const [row] = await query<Record<string, unknown>>(
    tx,
    sql`WITH g AS (${refundGroups(range)})
      SELECT count(*) AS count, sum(amount) AS total,
        (SELECT -sum(amount) FROM shop_transactions
          WHERE kind IN ${kinds('refund', 'rental_refund')} AND created_at >= ${since})
          AS last_30_days
      FROM g`,
  );
  const count = num(row?.count);
  const total = num(row?.total);
  return {
    count,
    total,
    average: count > 0 ? Math.round(total / count) : 0,
    last_30_days: num(row?.last_30_days),
  };
}

/** The most categories a club's analytics list (a club has a handful). */
const MAX_CATEGORIES = 500;

export async function categories(
  tx: Tx,
  c: ShopCaller,
  q: { start_date?: string; end_date?: string; type: AnalyticsType },
): Promise<CategoryPerformance[]> {
  const r = await rangeOf(tx, c, q);
  const rows = await query<Record<string, unknown>>(
    tx,
    sql`WITH moves AS (${movesByItem(r)})
      SELECT cat.id AS category_id, coalesce(cat.name, 'Uncategorised') AS category_name,
        count(it.id) AS items, sum(m.sold) AS sold, sum(m.sales_revenue) AS sales_revenue,
        sum(m.rented) AS rented, sum(m.rental_revenue) AS rental_revenue
      FROM shop_items it
      LEFT JOIN shop_categories cat ON cat.id = it.category_id
      LEFT JOIN moves m ON m.item_id = it.id
      GROUP BY cat.id, cat.name
      ORDER BY coalesce(sum(m.sales_revenue), 0) + coalesce(sum(m.rental_revenue), 0) DESC,
        2, 1
      LIMIT ${MAX_CATEGORIES}`,
  );
  const sale = wants(q.type, 'sale');
  const rental = wants(q.type, 'rental');
  return rows.map((row) => ({
    category_id: row.category_id === null ? null : num(row.category_id),
    category_name: String(row.category_name),
    items: num(row.items),
    sold: sale ? num(row.sold) : 0,
    sales_revenue: sale ? num(row.sales_revenue) : 0,
    rented: rental ? num(row.rented) : 0,
    rental_revenue: rental ? num(row.rental_revenue) : 0,
  }));
}

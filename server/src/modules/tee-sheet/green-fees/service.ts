/** Green-fee rates (set-up) and the price of a booking under them. */
import type {
  BookingPrice,
  GreenFeeRate,
  GreenFeeRateList,
  PlayerClass,
  PriceLine,
} from '@fairway/shared-api/contract';
import { bandMinutes, greenFeeRateInput } from '@fairway/shared-api/contract';
import type { z } from 'zod';
import { conflict, notFound } from '../../../lib/errors';
import type { Tx } from '../../../plugins/platform/database';
import { dayOfWeek, findCartConfiguration, findCourse } from '../../courses';
import { readSection } from '../../settings';
import * as repo from './repository';
import { maskOf, memberClass, playerRate, rateFor, timeOf, weekdaysOf, type Slot } from './rates';
import type { RateRow } from './tables';

/** A club's rates are a short list; this bounds the table and every quote's work. */
export const MAX_RATES = 200;

type RateInput = z.output<typeof greenFeeRateInput>;

export function toRate(row: RateRow): GreenFeeRate {
  return {
    id: row.id,
    name: row.name,
    applies_to: row.applies_to,
    holes: row.holes,
    weekdays: weekdaysOf(row.weekday_mask),
    from_time: timeOf(row.from_minute),
    to_time: timeOf(row.to_minute),
    course_id: row.course_id,
    price_cents: row.price_cents,
    active: row.active,
  };
}

const currencyOf = async (tx: Tx) => (await readSection(tx, 'app')).currency;

async function valuesOf(tx: Tx, input: RateInput): Promise<repo.RateValues> {
  if (input.course_id !== null && !(await findCourse(tx, input.course_id)))
    throw notFound('Course');
  return {
    name: input.name,
    applies_to: input.applies_to,
    holes: input.holes,
    weekday_mask: maskOf(input.weekdays),
    from_minute: bandMinutes(input.from_time),
    to_minute: bandMinutes(input.to_time),
    course_id: input.course_id,
    price_cents: input.price_cents,
    active: input.active,
  };
}

export async function listRates(tx: Tx): Promise<GreenFeeRateList> {
  const [currency, rows] = await Promise.all([currencyOf(tx), repo.listRates(tx)]);
  return { currency, rates: rows.map(toRate) };
}

export async function createRate(
  tx: Tx,
  organizationId: number,
  input: RateInput,
): Promise<GreenFeeRate> {
  if ((await repo.countRates(tx)) >= MAX_RATES)
    throw conflict(`A club can have at most ${MAX_RATES} green-fee rates`);
  return toRate(await repo.insertRate(tx, organizationId, await valuesOf(tx, input)));
}

export async function updateRate(tx: Tx, id: number, input: RateInput): Promise<GreenFeeRate> {
  const row = await repo.updateRate(tx, id, await valuesOf(tx, input));
  if (!row) throw notFound('Green-fee rate');
  return toRate(row);
}

export async function deleteRate(tx: Tx, id: number): Promise<void> {
  if (!(await repo.deleteRate(tx, id))) throw notFound('Green-fee rate');
}

// ---- Pricing

/** A player as the pricing sees them: a member by id, a named guest, or only a class (try a price). */
export type Priced = { user_id: number } | { guest_name: string } | { player_class: PlayerClass };

export type PriceRequest = {
  course_id: number;
  date: string;
  /** HH:MM (or HH:MM:SS) on the club's wall clock. */
  start_time: string;
  holes: 9 | 18;
  players: readonly Priced[];
  carts: number;
};

const minuteOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const centsOf = (numeric: string) => Math.round(Number(numeric) * 100);

const CLASS_NAMES: Record<PlayerClass, string> = {
  member: 'Member',
  junior: 'Junior',
  senior: 'Senior',
  guest: 'Guest',
};

/**
 * The price of a booking: one line per player, then one per cart; null when the club has no
 * active rates (it does not price bookings). A player or a cart no rate covers is still a line,
 * at 0 and labelled "No rate for <class> at <time>": the desk books the round and sees which rate
 * is missing, rather than being refused a booking because the price list has a gap. Carts with no
 * cart rate use the club's cart configuration (price per round, or per nine for 9 holes) when
 * there is one.
 */
export async function price(tx: Tx, q: PriceRequest): Promise<BookingPrice | null> {
  const rates = await repo.activeRates(tx);
  if (rates.length === 0) return null;
  const memberIds = q.players.flatMap((p) => ('user_id' in p ? [p.user_id] : []));
  const [currency, facts] = await Promise.all([currencyOf(tx), repo.playerFacts(tx, memberIds)]);
  const byId = new Map(facts.map((f) => [f.id, f]));
  const minute = minuteOf(q.start_time);
  const slot: Slot = { course_id: q.course_id, holes: q.holes, weekday: dayOfWeek(q.date), minute };
  const at = timeOf(minute);
  const counts = new Map<PlayerClass, number>();

  const lines: PriceLine[] = q.players.map((p) => {
    let who: string;
    let cls: PlayerClass;
    if ('user_id' in p) {
      const f = byId.get(p.user_id);
      cls = memberClass(f?.date_of_birth ?? null, q.date);
      who = f?.name ?? 'Member';
    } else if ('guest_name' in p) {
      cls = 'guest';
      who = `${p.guest_name} (guest)`;
    } else {
      cls = p.player_class;
      const n = (counts.get(cls) ?? 0) + 1;
      counts.set(cls, n);
      who = `${CLASS_NAMES[cls]} ${n}`;
    }
    const { rate } = playerRate(rates, cls, slot);
    return rate
      ? { label: who, rate_id: rate.id, rate_name: rate.name, amount_cents: rate.price_cents }
      : {
          label: `${who}: No rate for ${cls} at ${at}`,
          rate_id: null,
          rate_name: '',
          amount_cents: 0,
        };
  });

  if (q.carts > 0) {
    const rate = rateFor(rates, 'cart', slot);
    const config = rate ? null : await findCartConfiguration(tx);
    const configured = config
      ? centsOf(
          q.holes === 9 && config.price_per_nine !== null
            ? config.price_per_nine
            : config.price_per_round,
        )
      : null;
    for (let i = 1; i <= q.carts; i++) {
      const label = `Cart ${i}`;
      if (rate)
        lines.push({
          label,
          rate_id: rate.id,
          rate_name: rate.name,
          amount_cents: rate.price_cents,
        });
      else if (configured !== null)
        lines.push({ label, rate_id: null, rate_name: 'Cart', amount_cents: configured });
      else
        lines.push({
          label: `${label}: No rate for cart at ${at}`,
          rate_id: null,
          rate_name: '',
          amount_cents: 0,
        });
    }
  }

  return {
    currency,
    total_cents: lines.reduce((sum, l) => sum + l.amount_cents, 0),
    lines,
  };
}

/** POST /quote: the course must be the club's. */
export async function quote(tx: Tx, q: PriceRequest): Promise<{ price: BookingPrice | null }> {
  if (!(await findCourse(tx, q.course_id))) throw notFound('Course');
  return { price: await price(tx, q) };
}

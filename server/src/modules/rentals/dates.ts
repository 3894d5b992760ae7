// A rental covers whole days, stored as the start of the first and the end of the last in UTC
// (docs/shop-and-rentals.md, "Money and dates"). Days here are YYYY-MM-DD.

const DAY_MS = 86_400_000;

const utcMidnight = (date: string): number => Date.parse(`${date}T00:00:00.000Z`);

/** The start of the day, UTC. */
export const startOfDay = (date: string): Date => new Date(utcMidnight(date));

/** The end of the day (its last millisecond), UTC. */
export const endOfDay = (date: string): Date => new Date(utcMidnight(date) + DAY_MS - 1);

/** The UTC day of an instant. */
export const dayOf = (instant: Date): string => instant.toISOString().slice(0, 10);

export const addDays = (date: string, n: number): string =>
  new Date(utcMidnight(date) + n * DAY_MS).toISOString().slice(0, 10);

/** Days from `from` to `to` (negative when `to` comes first). */
export const daysFrom = (from: string, to: string): number =>
  Math.round((utcMidnight(to) - utcMidnight(from)) / DAY_MS);

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "25 Nov" */
export const shortDay = (date: string): string =>
  `${Number(date.slice(8, 10))} ${MONTHS[Number(date.slice(5, 7)) - 1]}`;

/** "from 25 Nov to 27 Nov", or "on 25 Nov" for one day. */
export const dayRange = (first: string, last: string): string =>
  first === last ? `on ${shortDay(first)}` : `from ${shortDay(first)} to ${shortDay(last)}`;

/** Minor units as the person at the desk reads them: 1250 → "12.50". */
export const money = (minor: number): string => (minor / 100).toFixed(2);

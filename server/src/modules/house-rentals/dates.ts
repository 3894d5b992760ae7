// Nights are calendar dates (YYYY-MM-DD); a stay [check_in, check_out) has check_out − check_in
// nights.

const DAY_MS = 86_400_000;
const utcMidnight = (date: string): number => Date.parse(`${date}T00:00:00.000Z`);

export const addDays = (date: string, n: number): string =>
  new Date(utcMidnight(date) + n * DAY_MS).toISOString().slice(0, 10);

/** Days from `from` to `to` (negative when `to` comes first). */
export const daysFrom = (from: string, to: string): number =>
  Math.round((utcMidnight(to) - utcMidnight(from)) / DAY_MS);

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "12 Jun 2026" */
export const longDay = (date: string): string =>
  `${Number(date.slice(8, 10))} ${MONTHS[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}`;

/** "12–15 Jun 2026 (3 nights)": what a statement line and a notice show of a stay. */
export const stayText = (checkIn: string, checkOut: string): string => {
  const n = daysFrom(checkIn, checkOut);
  return `${longDay(checkIn)} – ${longDay(checkOut)} (${n} night${n === 1 ? '' : 's'})`;
};

/** The later of two dates. */
export const laterOf = (a: string, b: string): string => (a > b ? a : b);
/** The earlier of two dates. */
export const earlierOf = (a: string, b: string): string => (a < b ? a : b);

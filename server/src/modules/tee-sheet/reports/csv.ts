/** The report as CSV (RFC 4180): one row per day and a total row, safe to open in a spreadsheet. */
import { TIME_BANDS, type ReportTotals, type TeeSheetReport } from '@fairway/shared-api/contract';
import { clockOf } from '../../../lib/clock';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/**
 * One cell. Text a spreadsheet would read as a formula (starting with = + - @, a tab or a carriage
 * return) is prefixed with an apostrophe; cells with a comma, quote or line break are quoted.
 */
export function csvCell(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const bandLabel = (b: (typeof TIME_BANDS)[number]) =>
  b.from === 0
    ? `before ${clockOf(b.to)}`
    : b.to >= 24 * 60
      ? `from ${clockOf(b.from)}`
      : `${clockOf(b.from)} to ${clockOf(b.to)}`;

/** Digits after the decimal point of the currency's amounts (2 for GBP, 0 for JPY). */
function fractionDigits(currency: string): number {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
        .maximumFractionDigits ?? 2
    );
  } catch {
    return 2;
  }
}

export function reportCsv(r: TeeSheetReport): string {
  const digits = fractionDigits(r.currency);
  const money = (cents: number) => (cents / 10 ** digits).toFixed(digits);
  const percent = (u: number) => (u * 100).toFixed(1);
  const course = r.course_name ?? 'All courses';
  const header = [
    'Course',
    'Date',
    'Weekday',
    'Capacity',
    'Bookings',
    'Players booked',
    'Rounds played',
    'Players checked in',
    'No-show bookings',
    'No-show players',
    'Utilisation %',
    ...TIME_BANDS.map((b) => `Utilisation ${bandLabel(b)} %`),
    `Green-fee revenue (${r.currency})`,
    `Paid (${r.currency})`,
    `Unpaid (${r.currency})`,
  ];
  const row = (date: string, weekday: string, d: ReportTotals) => [
    course,
    date,
    weekday,
    d.capacity,
    d.bookings,
    d.booked_players,
    d.rounds,
    d.checked_in_players,
    d.no_show_bookings,
    d.no_show_players,
    percent(d.utilisation),
    ...d.bands.map((b) => percent(b.utilisation)),
    money(d.revenue_cents),
    money(d.paid_cents),
    money(d.unpaid_cents),
  ];
  const lines = [
    header,
    ...r.days.map((d) => row(d.date, WEEKDAYS[d.weekday]!, d)),
    row('Total', '', r.totals),
  ];
  return lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

export const csvFileName = (r: Pick<TeeSheetReport, 'start_date' | 'end_date'>) =>
  `tee-sheet-report-${r.start_date}-to-${r.end_date}.csv`;

import { toCsv, type CellValue } from '@fairway/shared-ui';
import type { TeeSheet } from '@fairway/shared-api/tee-sheet';
import type { DeskT } from '../i18n';
import { sheetLines } from './grid';

/**
 * The day's sheet as CSV, built from what the screen already has: a line per booking (its
 * players, holes, carts, notes, who booked it, check-in, payment, no-show and price), a line per
 * blocked time and per free time, in time order. Dates and times as the API writes them
 * (YYYY-MM-DD, HH:MM) so a spreadsheet sorts them; the price as a plain number.
 */
export function sheetCsv(sheet: TeeSheet, courseName: string, t: DeskT): string {
  // With crossover starts a Tee column (1 or 10) follows the time.
  const crossover = sheet.crossover_starts === true;
  const headers = [
    t('csvDate'),
    t('csvTime'),
    ...(crossover ? [t('csvTee')] : []),
    t('csvCourse'),
    t('csvStatus'),
    t('csvOwner'),
    t('csvPlayers'),
    t('csvNames'),
    t('csvHoles'),
    t('csvCarts'),
    t('csvNotes'),
    t('csvBookedBy'),
    t('csvCheckedIn'),
    t('csvPaid'),
    t('csvMethod'),
    t('csvNoShow'),
    t('csvPrice'),
  ];
  const rows: CellValue[][] = [];
  for (const { row, bookings } of sheetLines(sheet)) {
    const start = [sheet.date, row.start_time, ...(crossover ? [row.start_tee] : []), courseName];
    if (row.is_blocked) rows.push([...start, t('csvBlocked'), row.block_reason ?? '']);
    for (const b of bookings) {
      rows.push([
        ...start,
        t('csvBooked'),
        b.user_name,
        b.player_count,
        b.players.map((p) => (p.is_guest ? t('guestMark', { name: p.name }) : p.name)).join('; '),
        b.holes,
        b.carts,
        b.notes ?? '',
        b.booked_by_name,
        b.checked_in_at ? t('yes') : '',
        b.paid_at ? t('yes') : '',
        b.payment_method ? t(`method_${b.payment_method}`) : '',
        b.no_show_at ? t('yes') : '',
        b.price ? b.price.total_cents / 100 : null,
      ]);
    }
    if (!row.is_blocked && bookings.length === 0) rows.push([...start, t('csvFree'), '', 0]);
  }
  return toCsv(headers, rows);
}

/** 'tee-sheet-old-course-2026-11-24.csv' */
export function csvFileName(courseName: string, date: string): string {
  const slug = courseName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `tee-sheet-${slug || 'course'}-${date}.csv`;
}

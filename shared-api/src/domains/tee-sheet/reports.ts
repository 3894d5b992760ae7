import { z } from 'zod';
import { isoDate, pathId } from '@fairway/shared-api/core';
import { clockTime } from '../courses/contract';

// Issue 12: the reports part of the tee-sheet contract: the staff dashboard of a day and the
// reports over a date range. May import from './contract' and './green-fees'; contract.ts never
// imports this file.
export const reportsContractVersion = z.literal(1);

/**
 * The time bands of the dashboard and the reports, defined once: a tee time belongs to the band
 * whose [from, to) holds its start (minutes since midnight on the club's clock).
 */
export const TIME_BANDS = [
  { key: 'early', from: 0, to: 9 * 60 },
  { key: 'morning', from: 9 * 60, to: 12 * 60 },
  { key: 'midday', from: 12 * 60, to: 15 * 60 },
  { key: 'late', from: 15 * 60, to: 24 * 60 },
] as const;
export type TimeBandKey = (typeof TIME_BANDS)[number]['key'];
export const TIME_BAND_KEYS = TIME_BANDS.map((b) => b.key) as [TimeBandKey, ...TimeBandKey[]];
export const timeBandKey = z.enum(TIME_BAND_KEYS);

/** The band of a start time ("HH:MM" or minutes since midnight). */
export function timeBandOf(start: string | number): TimeBandKey {
  const minutes =
    typeof start === 'number' ? start : Number(start.slice(0, 2)) * 60 + Number(start.slice(3, 5));
  return (TIME_BANDS.find((b) => minutes >= b.from && minutes < b.to) ?? TIME_BANDS[3]).key;
}

/** The most days one report covers (both ends included). */
export const REPORT_MAX_DAYS = 366;
/** The most entries of each list on the dashboard (arrivals, alerts). */
export const DASHBOARD_LIST_LIMIT = 20;
/** Arrivals due: groups starting within this many minutes from now, not yet checked in. */
export const ARRIVALS_WINDOW_MINUTES = 60;

/** Capacity and players of unblocked tee times in one band (utilisation = booked / capacity). */
export const bandUtilisation = z.object({
  band: timeBandKey,
  capacity: z.number().int(),
  booked_players: z.number().int(),
  /** booked_players / capacity, 0..1 (0 when there is no capacity). */
  utilisation: z.number(),
});
export type BandUtilisation = z.infer<typeof bandUtilisation>;

/** Money of the day's confirmed bookings, in the club's currency's minor unit. */
export const revenueSummary = z.object({
  /** Every confirmed booking's stored price. */
  booked_cents: z.number().int(),
  paid_cents: z.number().int(),
  unpaid_cents: z.number().int(),
});
export type RevenueSummary = z.infer<typeof revenueSummary>;

export const dashboardArrival = z.object({
  booking_id: z.number().int(),
  course_id: z.number().int(),
  course_name: z.string(),
  start_time: clockTime,
  user_name: z.string(),
  player_count: z.number().int(),
  /** Minutes from now until the start (0 = now). */
  due_in_minutes: z.number().int(),
});
export type DashboardArrival = z.infer<typeof dashboardArrival>;

export const DASHBOARD_ALERT_KINDS = ['closure', 'blocked', 'late', 'unpaid'] as const;
export type DashboardAlertKind = (typeof DASHBOARD_ALERT_KINDS)[number];

/**
 * Something the desk should look at today. The screen words it from the kind:
 * - closure: the course is closed that day (reason: the closure's reason, may be null);
 * - blocked: tee times from `start_time` to `end_time` are blocked (reason: the block's);
 * - late: a group past its start, neither checked in nor marked no-show (booking_id, user_name);
 * - unpaid: a group checked in whose price is not paid (booking_id, user_name, amount_cents).
 */
export const dashboardAlert = z.object({
  kind: z.enum(DASHBOARD_ALERT_KINDS),
  course_id: z.number().int(),
  course_name: z.string(),
  start_time: clockTime.nullable(),
  end_time: clockTime.nullable(),
  reason: z.string().nullable(),
  booking_id: z.number().int().nullable(),
  user_name: z.string().nullable(),
  player_count: z.number().int().nullable(),
  amount_cents: z.number().int().nullable(),
});
export type DashboardAlert = z.infer<typeof dashboardAlert>;

/** One active course's day, as counted on the dashboard. */
export const dashboardCourse = z.object({
  course_id: z.number().int(),
  course_name: z.string(),
  is_open: z.boolean(),
  /** Players on confirmed bookings. */
  rounds: z.number().int(),
  bookings: z.number().int(),
  places_left: z.number().int(),
});
export type DashboardCourse = z.infer<typeof dashboardCourse>;

/** GET /api/settings/tee-sheet/dashboard?date — the staff's day across the club's active courses. */
export const teeSheetDashboard = z.object({
  date: isoDate,
  /** Whether `date` is today on the club's clock (arrivals, late groups and places left use now). */
  is_today: z.boolean(),
  /** Now on the club's clock, minutes since midnight. */
  now_minutes: z.number().int(),
  /** Players on the day's confirmed bookings (rounds booked). */
  rounds: z.number().int(),
  bookings: z.number().int(),
  /** Groups starting within the next 60 minutes, not checked in (today only). */
  arrivals_due: z.object({
    bookings: z.number().int(),
    players: z.number().int(),
    /** The first of them in start order, at most 20. */
    next: z.array(dashboardArrival),
  }),
  checked_in: z.object({ bookings: z.number().int(), players: z.number().int() }),
  no_shows: z.object({ bookings: z.number().int(), players: z.number().int() }),
  /** Free places on unblocked times not started yet (today) or on the whole day (a later date). */
  places_left: z.number().int(),
  utilisation: z.object({
    /** The whole day's booked players / capacity of unblocked times, 0..1. */
    overall: z.number(),
    bands: z.array(bandUtilisation),
  }),
  revenue: revenueSummary,
  /** The club's currency (the amounts' unit). */
  currency: z.string(),
  /** In DASHBOARD_ALERT_KINDS order, at most 20 of each kind. */
  alerts: z.array(dashboardAlert),
  courses: z.array(dashboardCourse),
});
export type TeeSheetDashboard = z.infer<typeof teeSheetDashboard>;

export const dashboardQuery = z.object({ date: isoDate.optional() });
export type DashboardQuery = z.input<typeof dashboardQuery>;

export const reportQuery = z.object({
  start_date: isoDate,
  end_date: isoDate,
  /** One course; without it, every course of the club. */
  course_id: pathId('course_id').optional(),
});
export type ReportQuery = z.input<typeof reportQuery>;

/** One day of a report. */
export const reportDay = z.object({
  date: isoDate,
  /** 0 = Sunday … 6 = Saturday. */
  weekday: z.number().int().min(0).max(6),
  capacity: z.number().int(),
  bookings: z.number().int(),
  /** Players on confirmed bookings. */
  booked_players: z.number().int(),
  /** Rounds played: players on confirmed bookings not marked no-show. */
  rounds: z.number().int(),
  checked_in_players: z.number().int(),
  no_show_bookings: z.number().int(),
  no_show_players: z.number().int(),
  revenue_cents: z.number().int(),
  paid_cents: z.number().int(),
  unpaid_cents: z.number().int(),
  /** booked_players / capacity, 0..1. */
  utilisation: z.number(),
  /** The same per time band, in TIME_BANDS order. */
  bands: z.array(bandUtilisation),
});
export type ReportDay = z.infer<typeof reportDay>;

/** Utilisation of one band on one weekday over the range (a cell of the heatmap). */
export const reportBandCell = z.object({
  weekday: z.number().int().min(0).max(6),
  band: timeBandKey,
  capacity: z.number().int(),
  booked_players: z.number().int(),
  utilisation: z.number(),
});
export type ReportBandCell = z.infer<typeof reportBandCell>;

export const reportTotals = reportDay.omit({ date: true, weekday: true });
export type ReportTotals = z.infer<typeof reportTotals>;

/** GET /api/settings/tee-sheet/reports?start_date&end_date&course_id */
export const teeSheetReport = z.object({
  start_date: isoDate,
  end_date: isoDate,
  course_id: z.number().int().nullable(),
  /** The course's name; null for every course. */
  course_name: z.string().nullable(),
  currency: z.string(),
  bands: z.array(z.object({ key: timeBandKey, from: clockTime, to: clockTime.nullable() })),
  /** Every date of the range, in order. */
  days: z.array(reportDay),
  /** 7 weekdays × the bands, weekday 0 (Sunday) first. */
  by_weekday_band: z.array(reportBandCell),
  totals: reportTotals,
});
export type TeeSheetReport = z.infer<typeof teeSheetReport>;

/**
 * Tee-time generation as pure functions (no database, no clock): which start times a course day
 * has, and how the generated times merge with the rows already materialised in tee_times.
 */
import { hhmm } from '../../lib/clock';
import { clockOf, minutesOf, type CourseDay } from '../courses';

export type CourseSlotSettings = {
  tee_interval_minutes: number | null;
  players_per_slot: number | null;
  /** Crossover starts: every time exists for the 1st and the 10th tee. */
  crossover_starts?: boolean;
};

/** The tees a day starts from: the 1st, and the 10th too with crossover starts. */
export type StartTee = 1 | 10;

export type DayPlan = {
  is_open: boolean;
  interval_minutes: number;
  players_per_slot: number;
  /** First and last start, minutes since midnight; null when the course is closed. */
  first: number | null;
  last: number | null;
  /** Every start time of the day as HH:MM, ascending. */
  times: string[];
  /** The tees every time exists for: [1], or [1, 10] with crossover starts. */
  tees: StartTee[];
};

/** Start minutes from `first` to `last` inclusive, every `interval` minutes. */
export function startMinutes(first: number, last: number, interval: number): number[] {
  if (interval <= 0) throw new Error('interval must be positive');
  const out: number[] = [];
  for (let m = first; m <= last; m += interval) out.push(m);
  return out;
}

/**
 * The tee times of one course day: from first_tee_time (else open_time) to last_tee_time (else
 * close_time) inclusive, every course.tee_interval_minutes (else the club setting) minutes, each
 * for course.players_per_slot (else the club setting) players.
 */
export function planDay(
  day: Pick<CourseDay, 'is_open' | 'hours'>,
  course: CourseSlotSettings,
  club: { tee_interval_minutes: number; players_per_slot: number },
): DayPlan {
  const interval_minutes = course.tee_interval_minutes ?? club.tee_interval_minutes;
  const players_per_slot = course.players_per_slot ?? club.players_per_slot;
  const tees: StartTee[] = course.crossover_starts ? [1, 10] : [1];
  const closed = {
    is_open: false,
    interval_minutes,
    players_per_slot,
    first: null,
    last: null,
    tees,
  };
  if (!day.is_open || !day.hours) return { ...closed, times: [] };
  const first = minutesOf(day.hours.first_tee_time ?? day.hours.open_time);
  const last = minutesOf(day.hours.last_tee_time ?? day.hours.close_time);
  const times = startMinutes(first, last, interval_minutes).map(clockOf);
  return { is_open: true, interval_minutes, players_per_slot, first, last, times, tees };
}

export type SlotRow = {
  start_time: string;
  /** 1 when absent (a course without crossover starts). */
  start_tee?: number;
  booked_players: number;
  is_blocked: boolean;
};

/** A generated slot: a time on a tee. */
export type PlannedSlot = { start_time: string; start_tee: StartTee };

const slotKey = (time: string, tee: number | undefined) => `${hhmm(time)}|${tee ?? 1}`;

/** Every (time, tee) the plan generates, in time then tee order. */
export const plannedSlots = (plan: Pick<DayPlan, 'times' | 'tees'>): PlannedSlot[] =>
  plan.times.flatMap((start_time) => plan.tees.map((start_tee) => ({ start_time, start_tee })));

/**
 * The rows a day shows: every generated time on every tee, plus any materialised row that has
 * bookings or a block although the hours (or the crossover setting) have changed since (staff
 * must still see it). Unbooked rows left over from old hours are not shown. Ascending by start
 * time, then tee.
 */
export function visibleRows<R extends SlotRow>(
  plan: Pick<DayPlan, 'times' | 'tees'>,
  rows: R[],
): R[] {
  const generated = new Set(plannedSlots(plan).map((s) => slotKey(s.start_time, s.start_tee)));
  return rows
    .filter(
      (r) =>
        generated.has(slotKey(r.start_time, r.start_tee)) || r.booked_players > 0 || r.is_blocked,
    )
    .sort(
      (a, b) =>
        minutesOf(a.start_time) - minutesOf(b.start_time) ||
        (a.start_tee ?? 1) - (b.start_tee ?? 1),
    );
}

/** Generated slots that have no row yet: the day needs materialising when this is not empty. */
export function missingSlots(
  plan: Pick<DayPlan, 'times' | 'tees'>,
  rows: SlotRow[],
): PlannedSlot[] {
  const have = new Set(rows.map((r) => slotKey(r.start_time, r.start_tee)));
  return plannedSlots(plan).filter((s) => !have.has(slotKey(s.start_time, s.start_tee)));
}

export type OverviewSlot = SlotRow & { capacity: number; bookings: number };

export type OverviewDay = {
  date: string;
  is_open: boolean;
  tee_times: number;
  blocked: number;
  capacity: number;
  booked_players: number;
  bookings: number;
  utilization: number;
};

/**
 * One overview entry computed without materialising: generated times that have no row count as
 * empty slots of the plan's capacity; rows shown by visibleRows count as they are.
 */
export function summariseDay(date: string, plan: DayPlan, rows: OverviewSlot[]): OverviewDay {
  const shown = visibleRows(plan, rows);
  const virtual = missingSlots(plan, rows).length;
  const open = shown.filter((r) => !r.is_blocked);
  const capacity = open.reduce((n, r) => n + r.capacity, 0) + virtual * plan.players_per_slot;
  const booked = shown.reduce((n, r) => n + r.booked_players, 0);
  return {
    date,
    is_open: plan.is_open,
    tee_times: shown.length + virtual,
    blocked: shown.length - open.length,
    capacity,
    booked_players: booked,
    bookings: shown.reduce((n, r) => n + r.bookings, 0),
    utilization: capacity === 0 ? 0 : Math.round((booked / capacity) * 1000) / 1000,
  };
}

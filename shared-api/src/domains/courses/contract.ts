import { z } from 'zod';
import { bodyId, isoDate, pathId, updateOf } from '@fairway/shared-api/core';

/**
 * Courses and their set-up: holes and sand traps, opening hours, special closures, cart
 * configuration and on-course service requests. Paths live under /api/settings (endpoints.json,
 * domain 'Courses and play').
 */

const count = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number from ${min} to ${max}`)
    .min(min, `${label} must be a whole number from ${min} to ${max}`)
    .max(max, `${label} must be a whole number from ${min} to ${max}`);

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish();

/** Exact money as a decimal string with at most two places, e.g. "25.00". */
export const money = z
  .union([z.string(), z.number()], { error: 'Price must be an amount such as 25.00' })
  .transform((v) => String(v).trim())
  .refine((v) => /^\d{1,7}(\.\d{1,2})?$/.test(v), 'Price must be an amount such as 25.00')
  .transform((v) => Number(v).toFixed(2));

/** A wall-clock time as HH:MM (what every answer carries). */
export const clockTime = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time as HH:MM')
  .describe('wall-clock time HH:MM in the club time zone');

/**
 * What a client may send for a time: HH:MM, HH:MM:SS or an ISO timestamp (spec: "plain time or
 * ISO timestamp"). The server converts a timestamp to the club's wall clock.
 */
export const clockTimeInput = z
  .string({ error: 'must be a time as HH:MM or an ISO timestamp' })
  .trim()
  .refine(
    (v) =>
      /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/.test(v) ||
      (/^\d{4}-\d{2}-\d{2}T/.test(v) && !Number.isNaN(Date.parse(v))),
    'must be a time as HH:MM or an ISO timestamp',
  );

// ---- Courses

export const course = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  holes_count: z.number().int(),
  /** Sum of the par of the holes laid out so far; null while the course has no holes. */
  par_total: z.number().int().nullable(),
  /** Minutes between two tee times; null uses the club's course settings. */
  tee_interval_minutes: z.number().int().nullable(),
  /** Players per tee time; null uses the club's course settings (default 4). */
  players_per_slot: z.number().int().nullable(),
  /**
   * Crossover starts: every tee time exists for the 1st and the 10th tee. Always sent; an answer
   * without it (an older server or fixture) reads as false.
   */
  crossover_starts: z.boolean().default(false),
  is_active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Course = z.infer<typeof course>;

export const courseInput = z
  .object({
    name: requiredText('Name', 120),
    description: optionalText('Description', 2000),
    holes_count: count('Holes', 1, 36).default(18),
    tee_interval_minutes: count('Tee interval', 5, 30).nullish(),
    players_per_slot: count('Players per tee time', 1, 6).nullish(),
    crossover_starts: z
      .boolean({ error: 'Start from the 1st and 10th tees must be true or false' })
      .optional(),
    is_active: z.boolean({ error: 'Active must be true or false' }).optional(),
  })
  .strict();
export type CourseInput = z.input<typeof courseInput>;
export const courseUpdate = updateOf(courseInput);
export type CourseUpdate = z.input<typeof courseUpdate>;

// ---- Holes and sand traps

export const SAND_TRAP_KINDS = ['fairway', 'greenside', 'waste'] as const;
export const SAND_TRAP_SIDES = ['left', 'right', 'center', 'front', 'back'] as const;

export const sandTrap = z.object({
  id: z.number().int(),
  hole_id: z.number().int(),
  name: z.string(),
  kind: z.enum(SAND_TRAP_KINDS),
  side: z.enum(SAND_TRAP_SIDES).nullable(),
  distance_to_green_meters: z.number().int().nullable(),
  created_at: z.string(),
});
export type SandTrap = z.infer<typeof sandTrap>;

export const sandTrapInput = z
  .object({
    name: requiredText('Name', 80),
    kind: z.enum(SAND_TRAP_KINDS, {
      error: `Kind must be one of ${SAND_TRAP_KINDS.join(', ')}`,
    }),
    side: z
      .enum(SAND_TRAP_SIDES, { error: `Side must be one of ${SAND_TRAP_SIDES.join(', ')}` })
      .nullish(),
    distance_to_green_meters: count('Distance to green', 0, 700).nullish(),
  })
  .strict();
export type SandTrapInput = z.input<typeof sandTrapInput>;
export const sandTrapUpdate = updateOf(sandTrapInput);
export type SandTrapUpdate = z.input<typeof sandTrapUpdate>;

export const hole = z.object({
  id: z.number().int(),
  course_id: z.number().int(),
  hole_number: z.number().int(),
  par: z.number().int(),
  length_meters: z.number().int().nullable(),
  stroke_index: z.number().int().nullable(),
  name: z.string().nullable(),
  /** Computed: rules on this hole whose status is active. */
  active_rules_count: z.number().int(),
  /** Computed: every rule on this hole. */
  total_rules_count: z.number().int(),
  sand_traps: z.array(sandTrap),
});
export type Hole = z.infer<typeof hole>;

export const holeInput = z
  .object({
    hole_number: count('Hole number', 1, 36),
    par: count('Par', 3, 6),
    length_meters: count('Length', 1, 1000).nullish(),
    stroke_index: count('Stroke index', 1, 36).nullish(),
    name: optionalText('Name', 80),
  })
  .strict();
export type HoleInput = z.input<typeof holeInput>;
export const holeUpdate = updateOf(holeInput);
export type HoleUpdate = z.input<typeof holeUpdate>;

/** PUT /courses/{id}/holes: the whole layout. Holes missing from it are removed. */
export const holeLayout = z
  .array(holeInput)
  .max(36, 'A course has at most 36 holes')
  .superRefine((holes, ctx) => {
    const seen = new Set<number>();
    holes.forEach((h, i) => {
      if (seen.has(h.hole_number))
        ctx.addIssue({
          code: 'custom',
          path: [i, 'hole_number'],
          message: `Hole ${h.hole_number} appears more than once`,
        });
      seen.add(h.hole_number);
    });
  });
export type HoleLayout = z.input<typeof holeLayout>;

// ---- Opening hours and special closures

export const DAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

export const openingHours = z.object({
  id: z.number().int(),
  course_id: z.number().int(),
  /** 0 = Sunday … 6 = Saturday. */
  day_of_week: z.number().int(),
  is_open: z.boolean(),
  open_time: clockTime,
  close_time: clockTime,
  /** First tee time of the day; null starts at open_time. */
  first_tee_time: clockTime.nullable(),
  /** Last tee time of the day; null allows starts until close_time. */
  last_tee_time: clockTime.nullable(),
});
export type OpeningHours = z.infer<typeof openingHours>;

export const openingHoursInput = z
  .object({
    course_id: bodyId('Course'),
    day_of_week: count('Day of week', 0, 6),
    is_open: z.boolean({ error: 'Open must be true or false' }),
    open_time: clockTimeInput,
    close_time: clockTimeInput,
    first_tee_time: clockTimeInput.nullish(),
    last_tee_time: clockTimeInput.nullish(),
  })
  .strict();
export type OpeningHoursInput = z.input<typeof openingHoursInput>;
export const openingHoursUpdate = updateOf(openingHoursInput);
export type OpeningHoursUpdate = z.input<typeof openingHoursUpdate>;

export const openingHoursQuery = z.object({
  course_id: pathId('course_id').optional(),
});

export const specialClosure = z.object({
  id: z.number().int(),
  course_id: z.number().int(),
  date: isoDate,
  reason: z.string().nullable(),
});
export type SpecialClosure = z.infer<typeof specialClosure>;

export const specialClosureInput = z
  .object({
    course_id: bodyId('Course'),
    date: isoDate,
    reason: optionalText('Reason', 200),
  })
  .strict();
export type SpecialClosureInput = z.input<typeof specialClosureInput>;
export const specialClosureUpdate = updateOf(specialClosureInput);
export type SpecialClosureUpdate = z.input<typeof specialClosureUpdate>;

export const specialClosureQuery = z.object({
  course_id: pathId('course_id').optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
});

/** GET /courses/{id}/status: the spec's current-status rule, computed in the club's time zone. */
export const courseStatus = z.object({
  course_id: z.number().int(),
  is_open_now: z.boolean(),
  /** The spec's status sentence, e.g. 'The course is currently open until 18:00.' */
  message: z.string(),
  next_opening: z.object({ date: isoDate, time: clockTime }).nullable(),
  time_zone: z.string(),
  checked_at: z.string(),
});
export type CourseStatus = z.infer<typeof courseStatus>;

// ---- Carts

export const cartConfiguration = z.object({
  id: z.number().int(),
  fleet_size: z.number().int(),
  max_riders_per_cart: z.number().int(),
  price_per_round: z.string(),
  price_per_nine: z.string().nullable(),
  /** Carts must stay on the cart path (wet course, winter rules). */
  path_only: z.boolean(),
  min_driver_age: z.number().int().nullable(),
  notes: z.string().nullable(),
  updated_at: z.string(),
});
export type CartConfiguration = z.infer<typeof cartConfiguration>;

export const cartConfigurationInput = z
  .object({
    fleet_size: count('Fleet size', 0, 500),
    max_riders_per_cart: count('Riders per cart', 1, 4).default(2),
    price_per_round: money,
    price_per_nine: money.nullish(),
    path_only: z.boolean({ error: 'Path only must be true or false' }).default(false),
    min_driver_age: count('Minimum driver age', 14, 30).nullish(),
    notes: optionalText('Notes', 1000),
  })
  .strict();
export type CartConfigurationInput = z.input<typeof cartConfigurationInput>;
export const cartConfigurationUpdate = updateOf(cartConfigurationInput);
export type CartConfigurationUpdate = z.input<typeof cartConfigurationUpdate>;

/** GET /cart/status/{courseId}: the fleet against the carts booked with today's tee times. */
export const cartStatus = z.object({
  course_id: z.number().int(),
  date: isoDate,
  fleet_size: z.number().int(),
  /** Carts on bookings whose round is under way now (started within the round duration). */
  out_now: z.number().int(),
  available_now: z.number().int(),
  /** Carts on every confirmed booking of the day. */
  reserved_today: z.number().int(),
  path_only: z.boolean(),
});
export type CartStatus = z.infer<typeof cartStatus>;

// ---- On-course services

export const ON_COURSE_SERVICE_TYPES = [
  'refreshments',
  'first_aid',
  'ball_retrieval',
  'cart_problem',
  'marshal',
  'other',
] as const;

export const onCourseService = z.object({
  id: z.number().int(),
  course_id: z.number().int(),
  hole_number: z.number().int().nullable(),
  service_type: z.enum(ON_COURSE_SERVICE_TYPES),
  description: z.string().nullable(),
  requested_by_user_id: z.number().int(),
  requested_by_name: z.string(),
  is_resolved: z.boolean(),
  resolved_by_user_id: z.number().int().nullable(),
  resolved_at: z.string().nullable(),
  created_at: z.string(),
});
export type OnCourseService = z.infer<typeof onCourseService>;

export const onCourseServiceInput = z
  .object({
    course_id: bodyId('Course'),
    hole_number: count('Hole number', 1, 36).nullish(),
    service_type: z.enum(ON_COURSE_SERVICE_TYPES, {
      error: `Service type must be one of ${ON_COURSE_SERVICE_TYPES.join(', ')}`,
    }),
    description: optionalText('Description', 500),
  })
  .strict();
export type OnCourseServiceInput = z.input<typeof onCourseServiceInput>;
export const onCourseServiceUpdate = updateOf(onCourseServiceInput.omit({ course_id: true }));
export type OnCourseServiceUpdate = z.input<typeof onCourseServiceUpdate>;

export const onCourseServiceResolve = z
  .object({
    resolved_by_user_id: bodyId('resolved_by_user_id', 'resolved_by_user_id must be a user id')
      .optional()
      .describe('defaults to the caller'),
  })
  .strict();
export type OnCourseServiceResolve = z.input<typeof onCourseServiceResolve>;

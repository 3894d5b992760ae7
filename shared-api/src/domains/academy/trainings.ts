// Basic trainings: a course's lessons a member asks for, and the office confirms with a date
// (docs/academy.md, "Basic trainings"). Paths /api/settings/trainings and /trainings/users.
import { z } from 'zod';
import { MAX_DATE, MIN_DATE, bodyId, isoDate, timestamp, updateOf } from '@fairway/shared-api/core';
import { academyAmount, academyText } from './catalogue';

/** The spec's fixed list: code, status and name. */
export const TRAINING_STATUSES = [
  { code: 1, status: 'REQUESTED', name: 'Requested' },
  { code: 2, status: 'CONFIRMED', name: 'Confirmed' },
  { code: 3, status: 'CANCELLED', name: 'Cancelled' },
  { code: 4, status: 'COMPLETED', name: 'Completed' },
] as const;
export type TrainingStatusCode = (typeof TRAINING_STATUSES)[number]['code'];
export type TrainingStatusName = (typeof TRAINING_STATUSES)[number]['status'];
export const TRAINING_STATUS_CODES = TRAINING_STATUSES.map((s) => s.code) as [
  TrainingStatusCode,
  ...TrainingStatusCode[],
];

export const training = z.object({
  id: z.number().int(),
  course_id: z.number().int(),
  course_name: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  /** The trainer who gives it, if one is named. */
  trainer_id: z.number().int().nullable(),
  trainer_name: z.string().nullable(),
  duration_minutes: z.number().int(),
  /** Minor units. */
  price: z.number().int(),
  max_participants: z.number().int(),
  is_active: z.boolean(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type Training = z.infer<typeof training>;

export const trainingInput = z
  .object({
    course_id: bodyId('course_id'),
    name: academyText('name', 120).min(1, 'name is required'),
    description: academyText('description', 4000).nullable().optional(),
    trainer_id: bodyId('trainer_id').nullable().optional(),
    duration_minutes: z
      .number({ error: 'duration_minutes must be a number' })
      .int('duration_minutes must be a whole number of minutes')
      .min(5, 'duration_minutes must be at least 5 minutes')
      .max(600, 'duration_minutes must be at most 600 minutes')
      .default(60),
    price: academyAmount('price').default(0),
    max_participants: z
      .number({ error: 'max_participants must be a number' })
      .int('max_participants must be a whole number')
      .min(1, 'max_participants must be at least 1')
      .max(100, 'max_participants must be at most 100')
      .default(1),
    is_active: z.boolean().default(true),
  })
  .strict();
export type TrainingInput = z.input<typeof trainingInput>;
export const trainingUpdate = updateOf(trainingInput);
export type TrainingUpdate = z.input<typeof trainingUpdate>;

/** A date and time to train: an ISO instant within the platform's date window. */
export const trainingDate = z
  .string({ error: 'training_date is required' })
  .trim()
  .max(40, 'training_date must be an ISO date and time')
  .regex(
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/,
    'training_date must be an ISO date and time with its offset, e.g. 2026-12-01T10:00:00Z',
  )
  .refine((s) => !Number.isNaN(Date.parse(s)), 'training_date is not a date in the calendar')
  .refine((s) => {
    // zod runs every refinement: an unparseable date was refused above and passes here.
    const t = Date.parse(s);
    if (Number.isNaN(t)) return true;
    const d = new Date(t).toISOString().slice(0, 10);
    return d >= MIN_DATE && d <= MAX_DATE;
  }, `training_date must be from ${MIN_DATE} to ${MAX_DATE}`);

/** A member's request of a training. */
export const trainingUser = z.object({
  id: z.number().int(),
  training_id: z.number().int(),
  training_name: z.string(),
  course_id: z.number().int(),
  course_name: z.string(),
  user_id: z.number().int(),
  user_name: z.string().nullable(),
  status_id: z.number().int(),
  status: z.enum(['REQUESTED', 'CONFIRMED', 'CANCELLED', 'COMPLETED']),
  status_name: z.string(),
  /** The day the member would like (YYYY-MM-DD), if given. */
  preferred_date: z.string().nullable(),
  /** The agreed date and time (set when CONFIRMED). */
  training_date: timestamp.nullable(),
  /** A date and time offered by the office, waiting for the member's answer. */
  proposed_date: timestamp.nullable(),
  proposal_note: z.string().nullable(),
  notes: z.string().nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type TrainingUser = z.infer<typeof trainingUser>;

/** POST /trainings/users: user_id defaults to the caller (someone else needs academy:write). */
export const trainingUserInput = z
  .object({
    training_id: bodyId('training_id'),
    user_id: bodyId('user_id').optional(),
    preferred_date: isoDate.nullable().optional(),
    notes: academyText('notes', 2000).nullable().optional(),
  })
  .strict();
export type TrainingUserInput = z.input<typeof trainingUserInput>;

/**
 * PUT /trainings/users/{id}: a status move (REQUESTED → CONFIRMED needs a training_date or a
 * proposal to accept; REQUESTED or CONFIRMED → CANCELLED; CONFIRMED → COMPLETED) and/or notes.
 */
export const trainingUserUpdate = updateOf(
  z
    .object({
      status_id: z.union(
        TRAINING_STATUS_CODES.map((c) => z.literal(c)) as unknown as [
          z.ZodLiteral<1>,
          z.ZodLiteral<2>,
          z.ZodLiteral<3>,
          z.ZodLiteral<4>,
        ],
        { error: 'status_id must be 1 (REQUESTED), 2 (CONFIRMED), 3 (CANCELLED) or 4 (COMPLETED)' },
      ),
      notes: academyText('notes', 2000).nullable(),
    })
    .strict(),
);
export type TrainingUserUpdate = z.input<typeof trainingUserUpdate>;

/** PUT /trainings/users/date/{id}: the office sets the date and time, which confirms it. */
export const trainingUserDate = z.object({ training_date: trainingDate }).strict();
export type TrainingUserDate = z.input<typeof trainingUserDate>;

/** PUT /trainings/users/proposal/{id}: the office offers a date; the member accepts (status 2). */
export const trainingUserProposal = z
  .object({
    training_date: trainingDate,
    proposal_note: academyText('proposal_note', 1000).nullable().optional(),
  })
  .strict();
export type TrainingUserProposal = z.input<typeof trainingUserProposal>;

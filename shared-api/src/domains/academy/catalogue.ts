// The academy's people and offer: trainers, training types, training plans, candidates and their
// notes (docs/academy.md). Paths under /api/settings/academy/.
import { z } from 'zod';
import { MAX_ID, bodyId, isoDate, pathId, timestamp, updateOf } from '@fairway/shared-api/core';

/** Highest price or rate (minor units): 100 000.00. */
export const MAX_ACADEMY_AMOUNT = 10_000_000;

export const SKILL_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export type SkillLevel = (typeof SKILL_LEVELS)[number];
/** A plan's level: one of the skill levels, or open to all. */
export const PLAN_LEVELS = [...SKILL_LEVELS, 'all'] as const;
export type PlanLevel = (typeof PLAN_LEVELS)[number];

export const academyText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);
const optionalText = (label: string, max: number) => academyText(label, max).nullable().optional();
const requiredName = (label: string, max = 120) =>
  academyText(label, max).min(1, `${label} is required`);

export const academyAmount = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number of minor units`)
    .min(0, `${label} cannot be negative`)
    .max(MAX_ACADEMY_AMOUNT, `${label} must be at most ${MAX_ACADEMY_AMOUNT / 100}`);

const minutes = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number of minutes`)
    .min(5, `${label} must be at least 5 minutes`)
    .max(600, `${label} must be at most 600 minutes`);

const email = z
  .string()
  .trim()
  .max(254, 'email must be at most 254 characters')
  .email('email must be an e-mail address');
const phone = academyText('phone', 40);

/** Who did it, as the spec's client may send it; the server records the signed-in user instead. */
export const academyActor = z.number().int().min(0).max(MAX_ID).nullable().optional();

/** `?active=true` style flags on a few lists. */
export const booleanQuery = z
  .enum(['true', 'false'], { error: 'must be true or false' })
  .transform((v) => v === 'true');

// --- Trainers -------------------------------------------------------------------------------

/** A trainer: a coach of the academy, usually with an account (user_id) to see their schedule. */
export const trainer = z.object({
  id: z.number().int(),
  user_id: z.number().int().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  /** first_name + last_name. */
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  specialty: z.string().nullable(),
  bio: z.string().nullable(),
  /** Minor units an hour, or null. */
  hourly_rate: z.number().int().nullable(),
  is_active: z.boolean(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type Trainer = z.infer<typeof trainer>;

export const trainerInput = z
  .object({
    user_id: bodyId('user_id').nullable().optional(),
    first_name: requiredName('first_name', 80),
    last_name: requiredName('last_name', 80),
    email: email.nullable().optional(),
    phone: phone.nullable().optional(),
    specialty: optionalText('specialty', 120),
    bio: optionalText('bio', 4000),
    hourly_rate: academyAmount('hourly_rate').nullable().optional(),
    is_active: z.boolean().default(true),
  })
  .strict();
export type TrainerInput = z.input<typeof trainerInput>;
export const trainerUpdate = updateOf(trainerInput);
export type TrainerUpdate = z.input<typeof trainerUpdate>;

/** GET /trainers: `user_id` finds the trainer of an account (the trainer's own screens). */
export const trainerListQuery = z.object({ user_id: pathId('user_id').optional() }).strict();
export type TrainerListQuery = { user_id?: number };

export const trainerSpecialtyQuery = z
  .object({ specialty: academyText('specialty', 120).min(1, 'specialty is required') })
  .strict();

// --- Training types -------------------------------------------------------------------------

export const trainingType = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  /** How long one session of this type usually lasts. */
  default_duration_minutes: z.number().int(),
  is_active: z.boolean(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type TrainingType = z.infer<typeof trainingType>;

export const trainingTypeInput = z
  .object({
    name: requiredName('name'),
    description: optionalText('description', 2000),
    default_duration_minutes: minutes('default_duration_minutes').default(60),
    is_active: z.boolean().default(true),
  })
  .strict();
export type TrainingTypeInput = z.input<typeof trainingTypeInput>;
export const trainingTypeUpdate = updateOf(trainingTypeInput);
export type TrainingTypeUpdate = z.input<typeof trainingTypeUpdate>;

// --- Training plans -------------------------------------------------------------------------

export const trainingPlan = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  training_type_id: z.number().int(),
  training_type_name: z.string(),
  level: z.enum(PLAN_LEVELS),
  /** Sessions a schedule of this plan usually has (a schedule's total_sessions defaults to it). */
  total_sessions: z.number().int(),
  session_duration_minutes: z.number().int(),
  objectives: z.string().nullable(),
  is_active: z.boolean(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type TrainingPlan = z.infer<typeof trainingPlan>;

export const trainingPlanInput = z
  .object({
    name: requiredName('name'),
    description: optionalText('description', 2000),
    training_type_id: bodyId('training_type_id'),
    level: z
      .enum(PLAN_LEVELS, { error: `level must be one of ${PLAN_LEVELS.join(', ')}` })
      .default('all'),
    total_sessions: z
      .number({ error: 'total_sessions must be a number' })
      .int('total_sessions must be a whole number')
      .min(1, 'total_sessions must be at least 1')
      .max(200, 'total_sessions must be at most 200')
      .default(1),
    session_duration_minutes: minutes('session_duration_minutes').default(60),
    objectives: optionalText('objectives', 4000),
    is_active: z.boolean().default(true),
  })
  .strict();
export type TrainingPlanInput = z.input<typeof trainingPlanInput>;
export const trainingPlanUpdate = updateOf(trainingPlanInput);
export type TrainingPlanUpdate = z.input<typeof trainingPlanUpdate>;

// --- Candidates -----------------------------------------------------------------------------

/** A learner of the academy: a member (user_id) or someone from outside the club (null). */
export const candidate = z.object({
  id: z.number().int(),
  user_id: z.number().int().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  date_of_birth: z.string().nullable().describe('YYYY-MM-DD'),
  /** Handicap index, one decimal (−10.0 to 54.0), or null. */
  handicap: z.number().nullable(),
  skill_level: z.enum(SKILL_LEVELS),
  goals: z.string().nullable(),
  is_active: z.boolean(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type Candidate = z.infer<typeof candidate>;

export const candidateInput = z
  .object({
    user_id: bodyId('user_id').nullable().optional(),
    first_name: requiredName('first_name', 80),
    last_name: requiredName('last_name', 80),
    email: email.nullable().optional(),
    phone: phone.nullable().optional(),
    date_of_birth: isoDate.nullable().optional(),
    handicap: z
      .number({ error: 'handicap must be a number' })
      .min(-10, 'handicap must be from -10 to 54')
      .max(54, 'handicap must be from -10 to 54')
      .multipleOf(0.1, 'handicap has at most one decimal')
      .nullable()
      .optional(),
    skill_level: z
      .enum(SKILL_LEVELS, { error: `skill_level must be one of ${SKILL_LEVELS.join(', ')}` })
      .default('beginner'),
    goals: optionalText('goals', 2000),
    is_active: z.boolean().default(true),
  })
  .strict();
export type CandidateInput = z.input<typeof candidateInput>;
export const candidateUpdate = updateOf(candidateInput);
export type CandidateUpdate = z.input<typeof candidateUpdate>;

/** GET /candidates: `user_id` finds the candidate of an account (a member's own screens). */
export const candidateListQuery = z
  .object({
    user_id: pathId('user_id').optional(),
    q: academyText('q', 100).optional(),
  })
  .strict();
export type CandidateListQuery = { user_id?: number; q?: string };

/** A trainer's or the office's note on a candidate. */
export const candidateNote = z.object({
  id: z.number().int(),
  candidate_id: z.number().int(),
  candidate_name: z.string(),
  /** The trainer who wrote it (null: written by office staff who are not trainers). */
  trainer_id: z.number().int().nullable(),
  author_id: z.number().int().nullable(),
  author_name: z.string().nullable(),
  /** The session it is about, if any. */
  session_id: z.number().int().nullable(),
  note: z.string(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type CandidateNote = z.infer<typeof candidateNote>;

export const candidateNoteInput = z
  .object({
    note: academyText('note', 4000).min(1, 'note is required'),
    session_id: bodyId('session_id').nullable().optional(),
  })
  .strict();
export type CandidateNoteInput = z.input<typeof candidateNoteInput>;
export const candidateNoteUpdate = updateOf(candidateNoteInput);
export type CandidateNoteUpdate = z.input<typeof candidateNoteUpdate>;

export const candidateNoteParams = z.object({ id: pathId('id'), noteId: pathId('noteId') });

import { boolean, date, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import {
  ATTENDANCE_STATUSES,
  ENROLLMENT_STATUSES,
  PLAN_LEVELS,
  SCHEDULE_STATUSES,
  SESSION_STATUSES,
  SKILL_LEVELS,
} from '@fairway/shared-api/contract';

// The academy and basic trainings (migration 0020_academy.sql; docs/academy.md). Money: minor
// units. Dates: `date` columns are the club's calendar (YYYY-MM-DD strings); instants are UTC.
const ts = (name: string) => timestamp(name, { withTimezone: true });
const day = (name: string) => date(name, { mode: 'string' });
const org = () => integer('organization_id').notNull();
const id = () => integer('id').primaryKey().generatedByDefaultAsIdentity();
const stamps = () => ({
  created_at: ts('created_at').notNull().defaultNow(),
  updated_at: ts('updated_at').notNull().defaultNow(),
});

export const trainers = pgTable('academy_trainers', {
  id: id(),
  organization_id: org(),
  user_id: integer('user_id'),
  first_name: text('first_name').notNull(),
  last_name: text('last_name').notNull(),
  email: text('email'),
  phone: text('phone'),
  specialty: text('specialty'),
  bio: text('bio'),
  hourly_rate: integer('hourly_rate'),
  is_active: boolean('is_active').notNull().default(true),
  ...stamps(),
});

export const trainingTypes = pgTable('academy_training_types', {
  id: id(),
  organization_id: org(),
  name: text('name').notNull(),
  description: text('description'),
  default_duration_minutes: integer('default_duration_minutes').notNull().default(60),
  is_active: boolean('is_active').notNull().default(true),
  ...stamps(),
});

export const trainingPlans = pgTable('academy_training_plans', {
  id: id(),
  organization_id: org(),
  name: text('name').notNull(),
  description: text('description'),
  training_type_id: integer('training_type_id').notNull(),
  level: text('level', { enum: PLAN_LEVELS }).notNull().default('all'),
  total_sessions: integer('total_sessions').notNull().default(1),
  session_duration_minutes: integer('session_duration_minutes').notNull().default(60),
  objectives: text('objectives'),
  is_active: boolean('is_active').notNull().default(true),
  ...stamps(),
});

export const candidates = pgTable('academy_candidates', {
  id: id(),
  organization_id: org(),
  user_id: integer('user_id'),
  first_name: text('first_name').notNull(),
  last_name: text('last_name').notNull(),
  email: text('email'),
  phone: text('phone'),
  date_of_birth: day('date_of_birth'),
  /** numeric(3,1): drizzle reads it as a string; the repository answers a number. */
  handicap: numeric('handicap', { precision: 3, scale: 1 }),
  skill_level: text('skill_level', { enum: SKILL_LEVELS }).notNull().default('beginner'),
  goals: text('goals'),
  is_active: boolean('is_active').notNull().default(true),
  ...stamps(),
});

export const candidateNotes = pgTable('academy_candidate_notes', {
  id: id(),
  organization_id: org(),
  candidate_id: integer('candidate_id').notNull(),
  trainer_id: integer('trainer_id'),
  author_id: integer('author_id'),
  session_id: integer('session_id'),
  note: text('note').notNull(),
  ...stamps(),
});

export const schedules = pgTable('academy_schedules', {
  id: id(),
  organization_id: org(),
  name: text('name').notNull(),
  description: text('description'),
  training_plan_id: integer('training_plan_id').notNull(),
  trainer_id: integer('trainer_id').notNull(),
  start_date: day('start_date').notNull(),
  end_date: day('end_date').notNull(),
  max_participants: integer('max_participants').notNull(),
  total_sessions: integer('total_sessions').notNull(),
  price: integer('price').notNull(),
  member_price: integer('member_price').notNull(),
  location: text('location'),
  status: text('status', { enum: SCHEDULE_STATUSES }).notNull().default('draft'),
  cancel_reason: text('cancel_reason'),
  published_at: ts('published_at'),
  cancelled_at: ts('cancelled_at'),
  completed_at: ts('completed_at'),
  created_by: integer('created_by'),
  ...stamps(),
});

export const sessions = pgTable('academy_sessions', {
  id: id(),
  organization_id: org(),
  schedule_id: integer('schedule_id').notNull(),
  trainer_id: integer('trainer_id').notNull(),
  title: text('title'),
  starts_at: ts('starts_at').notNull(),
  ends_at: ts('ends_at').notNull(),
  location: text('location'),
  status: text('status', { enum: SESSION_STATUSES }).notNull().default('scheduled'),
  notes: text('notes'),
  cancel_reason: text('cancel_reason'),
  started_at: ts('started_at'),
  completed_at: ts('completed_at'),
  cancelled_at: ts('cancelled_at'),
  reminder_sent_at: ts('reminder_sent_at'),
  ...stamps(),
});

export const enrollments = pgTable('academy_enrollments', {
  id: id(),
  organization_id: org(),
  schedule_id: integer('schedule_id').notNull(),
  candidate_id: integer('candidate_id').notNull(),
  status: text('status', { enum: ENROLLMENT_STATUSES }).notNull().default('pending'),
  price: integer('price').notNull(),
  notes: text('notes'),
  enrolled_at: ts('enrolled_at').notNull().defaultNow(),
  approved_by: integer('approved_by'),
  approved_at: ts('approved_at'),
  withdrawn_at: ts('withdrawn_at'),
  withdraw_reason: text('withdraw_reason'),
  completed_at: ts('completed_at'),
  ...stamps(),
});

export const attendance = pgTable('academy_attendance', {
  id: id(),
  organization_id: org(),
  session_id: integer('session_id').notNull(),
  enrollment_id: integer('enrollment_id').notNull(),
  candidate_id: integer('candidate_id').notNull(),
  status: text('status', { enum: ATTENDANCE_STATUSES }).notNull(),
  participation_level: integer('participation_level'),
  progress_rating: integer('progress_rating'),
  trainer_notes: text('trainer_notes'),
  marked_by: integer('marked_by'),
  marked_at: ts('marked_at').notNull().defaultNow(),
  ...stamps(),
});

/** Basic trainings: a course's lessons (GET /trainings/course/{id}). */
export const trainings = pgTable('trainings', {
  id: id(),
  organization_id: org(),
  course_id: integer('course_id').notNull(),
  name: text('name').notNull(),
  description: text('description'),
  trainer_id: integer('trainer_id'),
  duration_minutes: integer('duration_minutes').notNull().default(60),
  price: integer('price').notNull().default(0),
  max_participants: integer('max_participants').notNull().default(1),
  is_active: boolean('is_active').notNull().default(true),
  ...stamps(),
});

/** A member's request of a basic training; status_id is the spec's fixed list (1–4). */
export const trainingUsers = pgTable('training_users', {
  id: id(),
  organization_id: org(),
  training_id: integer('training_id').notNull(),
  user_id: integer('user_id').notNull(),
  status_id: integer('status_id').notNull().default(1),
  preferred_date: day('preferred_date'),
  training_date: ts('training_date'),
  proposed_date: ts('proposed_date'),
  proposal_note: text('proposal_note'),
  notes: text('notes'),
  ...stamps(),
});

import {
  boolean,
  date,
  integer,
  numeric,
  pgTable,
  text,
  time,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true });
const org = () => integer('organization_id').notNull();
const id = () => integer('id').primaryKey().generatedByDefaultAsIdentity();

export const courses = pgTable('courses', {
  id: id(),
  organization_id: org(),
  name: text('name').notNull(),
  description: text('description'),
  holes_count: integer('holes_count').notNull().default(18),
  tee_interval_minutes: integer('tee_interval_minutes'),
  players_per_slot: integer('players_per_slot'),
  crossover_starts: boolean('crossover_starts').notNull().default(false),
  is_active: boolean('is_active').notNull().default(true),
  created_at: ts('created_at').notNull().defaultNow(),
  updated_at: ts('updated_at').notNull().defaultNow(),
});

export const holes = pgTable(
  'holes',
  {
    id: id(),
    organization_id: org(),
    course_id: integer('course_id').notNull(),
    hole_number: integer('hole_number').notNull(),
    par: integer('par').notNull(),
    length_meters: integer('length_meters'),
    stroke_index: integer('stroke_index'),
    name: text('name'),
  },
  (t) => [unique().on(t.course_id, t.hole_number)],
);

export const holeRules = pgTable('hole_rules', {
  id: id(),
  organization_id: org(),
  hole_id: integer('hole_id').notNull(),
  title: text('title').notNull(),
  status: text('status').notNull().default('active'),
  created_at: ts('created_at').notNull().defaultNow(),
});

export const sandTraps = pgTable('sand_traps', {
  id: id(),
  organization_id: org(),
  hole_id: integer('hole_id').notNull(),
  name: text('name').notNull(),
  kind: text('kind').notNull(),
  side: text('side'),
  distance_to_green_meters: integer('distance_to_green_meters'),
  created_at: ts('created_at').notNull().defaultNow(),
});

export const openingHours = pgTable('opening_hours', {
  id: id(),
  organization_id: org(),
  course_id: integer('course_id').notNull(),
  day_of_week: integer('day_of_week').notNull(),
  is_open: boolean('is_open').notNull().default(true),
  open_time: time('open_time').notNull(),
  close_time: time('close_time').notNull(),
  first_tee_time: time('first_tee_time'),
  last_tee_time: time('last_tee_time'),
});

export const specialClosures = pgTable('special_closures', {
  id: id(),
  organization_id: org(),
  course_id: integer('course_id').notNull(),
  date: date('date', { mode: 'string' }).notNull(),
  reason: text('reason'),
});

export const cartConfigurations = pgTable('cart_configurations', {
  id: id(),
  organization_id: org(),
  fleet_size: integer('fleet_size').notNull(),
  max_riders_per_cart: integer('max_riders_per_cart').notNull().default(2),
  price_per_round: numeric('price_per_round', { precision: 10, scale: 2 }).notNull(),
  price_per_nine: numeric('price_per_nine', { precision: 10, scale: 2 }),
  path_only: boolean('path_only').notNull().default(false),
  min_driver_age: integer('min_driver_age'),
  notes: text('notes'),
  updated_at: ts('updated_at').notNull().defaultNow(),
});

export const onCourseServices = pgTable('on_course_services', {
  id: id(),
  organization_id: org(),
  course_id: integer('course_id').notNull(),
  hole_number: integer('hole_number'),
  service_type: text('service_type').notNull(),
  description: text('description'),
  requested_by_user_id: integer('requested_by_user_id').notNull(),
  resolved_by_user_id: integer('resolved_by_user_id'),
  resolved_at: ts('resolved_at'),
  created_at: ts('created_at').notNull().defaultNow(),
});

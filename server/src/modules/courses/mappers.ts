import type {
  CartConfiguration,
  Course,
  Hole,
  OnCourseService,
  OpeningHours,
  SandTrap,
  SpecialClosure,
} from '@fairway/shared-api/contract';
import { hhmm } from '../../lib/clock';
import type {
  cartConfigurations,
  courses,
  holes,
  onCourseServices,
  openingHours,
  sandTraps,
  specialClosures,
} from './tables';

/** Row → answer mappers, used by every service of the domain (one place per shape). */

export type CourseRecord = typeof courses.$inferSelect & { par_total: number | null };
export type HoleRecord = typeof holes.$inferSelect & {
  active_rules_count: number;
  total_rules_count: number;
};
export type SandTrapRow = typeof sandTraps.$inferSelect;
export type OpeningHoursRow = typeof openingHours.$inferSelect;
export type SpecialClosureRow = typeof specialClosures.$inferSelect;
export type CartConfigurationRow = typeof cartConfigurations.$inferSelect;
export type OnCourseServiceRecord = typeof onCourseServices.$inferSelect & {
  requested_by_name: string;
};

const iso = (d: Date) => d.toISOString();

/** A stored time ("HH:MM:SS") as the HH:MM every answer carries. */

export function toCourse(r: CourseRecord): Course {
  return {
    id: r.id,
    name: r.name,
    description: r.description,
    holes_count: r.holes_count,
    par_total: r.par_total,
    tee_interval_minutes: r.tee_interval_minutes,
    players_per_slot: r.players_per_slot,
    crossover_starts: r.crossover_starts,
    is_active: r.is_active,
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
  };
}

export function toSandTrap(r: SandTrapRow): SandTrap {
  return {
    id: r.id,
    hole_id: r.hole_id,
    name: r.name,
    kind: r.kind as SandTrap['kind'],
    side: r.side as SandTrap['side'],
    distance_to_green_meters: r.distance_to_green_meters,
    created_at: iso(r.created_at),
  };
}

export function toHole(r: HoleRecord, traps: readonly SandTrapRow[]): Hole {
  return {
    id: r.id,
    course_id: r.course_id,
    hole_number: r.hole_number,
    par: r.par,
    length_meters: r.length_meters,
    stroke_index: r.stroke_index,
    name: r.name,
    active_rules_count: r.active_rules_count,
    total_rules_count: r.total_rules_count,
    sand_traps: traps.filter((t) => t.hole_id === r.id).map(toSandTrap),
  };
}

export function toOpeningHours(r: OpeningHoursRow): OpeningHours {
  return {
    id: r.id,
    course_id: r.course_id,
    day_of_week: r.day_of_week,
    is_open: r.is_open,
    open_time: hhmm(r.open_time),
    close_time: hhmm(r.close_time),
    first_tee_time: r.first_tee_time === null ? null : hhmm(r.first_tee_time),
    last_tee_time: r.last_tee_time === null ? null : hhmm(r.last_tee_time),
  };
}

export function toSpecialClosure(r: SpecialClosureRow): SpecialClosure {
  return { id: r.id, course_id: r.course_id, date: r.date, reason: r.reason };
}

export function toCartConfiguration(r: CartConfigurationRow): CartConfiguration {
  return {
    id: r.id,
    fleet_size: r.fleet_size,
    max_riders_per_cart: r.max_riders_per_cart,
    price_per_round: r.price_per_round,
    price_per_nine: r.price_per_nine,
    path_only: r.path_only,
    min_driver_age: r.min_driver_age,
    notes: r.notes,
    updated_at: iso(r.updated_at),
  };
}

export function toOnCourseService(r: OnCourseServiceRecord): OnCourseService {
  return {
    id: r.id,
    course_id: r.course_id,
    hole_number: r.hole_number,
    service_type: r.service_type as OnCourseService['service_type'],
    description: r.description,
    requested_by_user_id: r.requested_by_user_id,
    requested_by_name: r.requested_by_name,
    is_resolved: r.resolved_at !== null,
    resolved_by_user_id: r.resolved_by_user_id,
    resolved_at: r.resolved_at === null ? null : iso(r.resolved_at),
    created_at: iso(r.created_at),
  };
}

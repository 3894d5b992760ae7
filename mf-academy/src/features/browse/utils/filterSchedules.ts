import type { PlanLevel, Schedule } from '@fairway/shared-api/academy';

export type ScheduleFilters = {
  level: PlanLevel | null;
  trainerId: number | null;
  query: string;
};

/** The schedules that match the filters; the text matches names, plan, type, trainer and place, ignoring case. */
export function filterSchedules(
  schedules: readonly Schedule[],
  levels: ReadonlyMap<number, PlanLevel>,
  { level, trainerId, query }: ScheduleFilters,
): Schedule[] {
  const text = query.trim().toLocaleLowerCase();
  return schedules.filter((s) => {
    if (level && levels.get(s.training_plan_id) !== level) return false;
    if (trainerId && s.trainer_id !== trainerId) return false;
    if (!text) return true;
    return [
      s.name,
      s.training_plan_name,
      s.training_type_name,
      s.trainer_name,
      s.location,
      s.description,
    ]
      .filter((v): v is string => !!v)
      .some((v) => v.toLocaleLowerCase().includes(text));
  });
}

/** The trainers of these schedules, once each, by name. */
export function trainersOf(schedules: readonly Schedule[]): { id: number; name: string }[] {
  const byId = new Map<number, string>();
  for (const s of schedules) byId.set(s.trainer_id, s.trainer_name);
  return [...byId].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
}

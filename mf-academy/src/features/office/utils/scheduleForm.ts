import { parseMoney } from '@fairway/shared-ui';
import type { Schedule, ScheduleInput } from '@fairway/shared-api/academy';

/** What the schedule form holds: text as typed (amounts in major units). */
export type ScheduleFormValues = {
  name: string;
  description: string;
  training_plan_id: string;
  trainer_id: string;
  start_date: string;
  end_date: string;
  max_participants: string;
  total_sessions: string;
  price: string;
  member_price: string;
  location: string;
};

export type ScheduleFormProblems = Partial<Record<keyof ScheduleFormValues, string>>;

/** Minor units as the form shows them: 12000 → '120.00' (2 decimals), 500 JPY → '500'. */
export function moneyText(minor: number, units: number): string {
  const decimals = Math.round(Math.log10(units));
  return (minor / units).toFixed(decimals);
}

export function scheduleFormValues(row: Schedule | null, units: number): ScheduleFormValues {
  return {
    name: row?.name ?? '',
    description: row?.description ?? '',
    training_plan_id: row ? String(row.training_plan_id) : '',
    trainer_id: row ? String(row.trainer_id) : '',
    start_date: row?.start_date ?? '',
    end_date: row?.end_date ?? '',
    max_participants: row ? String(row.max_participants) : '8',
    total_sessions: row ? String(row.total_sessions) : '',
    price: row ? moneyText(row.price, units) : '',
    member_price: row ? moneyText(row.member_price, units) : '',
    location: row?.location ?? '',
  };
}

type Words = {
  nameRequired: string;
  planRequired: string;
  trainerRequired: string;
  dateRequired: string;
  endBeforeStart: string;
  wholeNumber: (min: number, max: number) => string;
  notMoney: string;
};

const whole = (text: string, min: number, max: number) => {
  const n = Number(text.trim());
  return /^\d+$/.test(text.trim()) && n >= min && n <= max ? n : null;
};

/** The typed body, or the problems to show beside the fields. */
export function readScheduleForm(
  v: ScheduleFormValues,
  currency: string,
  words: Words,
): { body: ScheduleInput; problems: null } | { body: null; problems: ScheduleFormProblems } {
  const problems: ScheduleFormProblems = {};
  if (!v.name.trim()) problems.name = words.nameRequired;
  if (!v.training_plan_id) problems.training_plan_id = words.planRequired;
  if (!v.trainer_id) problems.trainer_id = words.trainerRequired;
  if (!v.start_date) problems.start_date = words.dateRequired;
  if (!v.end_date) problems.end_date = words.dateRequired;
  else if (v.start_date && v.end_date < v.start_date) problems.end_date = words.endBeforeStart;
  const max = whole(v.max_participants, 1, 500);
  if (max === null) problems.max_participants = words.wholeNumber(1, 500);
  const total = whole(v.total_sessions, 1, 200);
  if (total === null) problems.total_sessions = words.wholeNumber(1, 200);
  const price = parseMoney(v.price, currency);
  if (price === null) problems.price = words.notMoney;
  const memberPrice = parseMoney(v.member_price, currency);
  if (memberPrice === null) problems.member_price = words.notMoney;
  if (Object.keys(problems).length > 0) return { body: null, problems };
  return {
    problems: null,
    body: {
      name: v.name.trim(),
      description: v.description.trim() || null,
      training_plan_id: Number(v.training_plan_id),
      trainer_id: Number(v.trainer_id),
      start_date: v.start_date,
      end_date: v.end_date,
      max_participants: max!,
      total_sessions: total!,
      price: price!,
      member_price: memberPrice!,
      location: v.location.trim() || null,
    },
  };
}

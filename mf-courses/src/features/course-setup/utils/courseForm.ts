import { getT, type SchemaIssue, type ValidationSchema } from '@fairway/shared-ui';
import { courseInput, type Course, type CourseInput } from '@fairway/shared-api/courses';
import { messages } from '../../../i18n/messages';

/** The hole counts offered as one choice; anything else is typed in. */
export const HOLE_CHOICES = ['9', '18', '27', '36'] as const;
export const OTHER_HOLES = 'other';

/** What the course form's inputs hold. */
export type CourseFormValues = {
  name: string;
  holes_choice: string;
  holes_other: string;
  tee_interval_minutes: string;
  players_per_slot: string;
  crossover_starts: boolean;
  description: string;
  is_active: boolean;
};

export const EMPTY_COURSE: CourseFormValues = {
  name: '',
  holes_choice: '18',
  holes_other: '',
  tee_interval_minutes: '',
  players_per_slot: '',
  crossover_starts: false,
  description: '',
  is_active: true,
};

const text = (n: number | null) => (n === null ? '' : String(n));

export function courseValues(course: Course): CourseFormValues {
  const choice = (HOLE_CHOICES as readonly string[]).includes(String(course.holes_count))
    ? String(course.holes_count)
    : OTHER_HOLES;
  return {
    name: course.name,
    holes_choice: choice,
    holes_other: choice === OTHER_HOLES ? String(course.holes_count) : '',
    tee_interval_minutes: text(course.tee_interval_minutes),
    players_per_slot: text(course.players_per_slot),
    crossover_starts: course.crossover_starts === true,
    description: course.description ?? '',
    is_active: course.is_active,
  };
}

const numberOrNull = (value: string): number | null => (value.trim() ? Number(value) : null);

/** The number of holes the form names: the choice, or the number typed for 'Another number'. */
export function holesCountOf(v: CourseFormValues): number | undefined {
  if (v.holes_choice !== OTHER_HOLES) return Number(v.holes_choice);
  return v.holes_other.trim() ? Number(v.holes_other) : undefined;
}

/** The request body: empty optional numbers are null (the club's booking rules apply). */
export function courseBody(v: CourseFormValues): CourseInput {
  return {
    name: v.name,
    description: v.description.trim() ? v.description.trim() : null,
    holes_count: holesCountOf(v),
    tee_interval_minutes: numberOrNull(v.tee_interval_minutes),
    players_per_slot: numberOrNull(v.players_per_slot),
    crossover_starts: v.crossover_starts,
    is_active: v.is_active,
  };
}

/** Where a problem with a body field is shown in the form. */
export function courseFieldName(field: string, v: CourseFormValues): keyof CourseFormValues {
  if (field === 'holes_count')
    return v.holes_choice === OTHER_HOLES ? 'holes_other' : 'holes_choice';
  return field as keyof CourseFormValues;
}

/**
 * useForm's schema: the contract (courseInput) checks the body the values make, so the messages
 * are the ones the server answers; 'Another number' needs a number.
 */
export const courseFormSchema: ValidationSchema<CourseInput> = {
  safeParse(data: unknown) {
    const v = data as CourseFormValues;
    const issues: SchemaIssue[] = [];
    if (v.holes_choice === OTHER_HOLES && !v.holes_other.trim())
      issues.push({ path: ['holes_other'], message: getT(messages)('enterNumberOfHoles') });
    const result = courseInput.safeParse(courseBody(v));
    if (!result.success) {
      for (const issue of result.error.issues) {
        const field = String(issue.path[0] ?? '');
        issues.push({ path: [courseFieldName(field, v)], message: issue.message });
      }
    }
    if (issues.length > 0 || !result.success) return { success: false, error: { issues } };
    return { success: true, data: result.data };
  },
};

/** Server field messages ({ holes_count: … }) under the inputs that hold them. */
export function courseFormErrors(
  messages: Record<string, string>,
  v: CourseFormValues,
): Partial<Record<keyof CourseFormValues, string>> {
  const out: Partial<Record<keyof CourseFormValues, string>> = {};
  for (const [field, message] of Object.entries(messages)) {
    const name = courseFieldName(field, v);
    if (name in v && !out[name]) out[name] = message;
  }
  return out;
}

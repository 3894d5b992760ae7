import { z } from 'zod';

/** Every error the API answers has this shape. */
export const errorResponse = z.object({
  error: z.string().describe('machine-readable code, e.g. bad_request, not_found, conflict'),
  message: z.string().describe('a sentence a person can read'),
  details: z.array(z.unknown()).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

/** The database's integer column: every id a client sends must fit in it (2^31 − 1). */
export const MAX_ID = 2_147_483_647;

/**
 * An id in a JSON body: a positive integer within the database's integer range. `label` names the
 * field in the messages (e.g. 'Course', 'user_id').
 */
export const bodyId = (label = 'id', required = `${label} is required`) =>
  z
    .number({ error: required })
    .int(`${label} must be a positive integer`)
    .positive(`${label} must be a positive integer`)
    .max(MAX_ID, `${label} must be at most ${MAX_ID}`);

/** An id in a path or query string (text coerced to a number), bounded like bodyId. */
export const pathId = (label = 'id') =>
  z.coerce
    .number({ error: `${label} must be a positive integer` })
    .int(`${label} must be a positive integer`)
    .positive(`${label} must be a positive integer`)
    .max(MAX_ID, `${label} must be at most ${MAX_ID}`);

export const idParam = z.object({ id: pathId('id') });
export type IdParam = z.infer<typeof idParam>;

/** limit/offset paging; the total is sent in the X-Total-Count header. */
export const pageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(50),
  offset: z.coerce.number().int().min(0).max(MAX_ID).default(0),
});
export type PageQuery = z.infer<typeof pageQuery>;

export const okResponse = z.object({ success: z.literal(true), message: z.string().optional() });

/**
 * The dates a client may send: a club plans decades ahead and keeps history, but never years
 * outside this window, and loops over days stay bounded by it.
 */
export const MIN_DATE = '1900-01-01';
export const MAX_DATE = '2199-12-31';

/** Whether a YYYY-MM-DD string names a real calendar date (not 2026-02-30). */
export function isCalendarDate(date: string): boolean {
  const t = Date.parse(`${date}T00:00:00Z`);
  return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === date;
}

const DATE_SHAPE = /^\d{4}-\d{2}-\d{2}$/;

export const isoDate = z
  .string()
  .regex(DATE_SHAPE, 'must be a date as YYYY-MM-DD')
  .refine((d) => !DATE_SHAPE.test(d) || isCalendarDate(d), {
    error: (issue) => `${String(issue.input)} is not a date in the calendar`,
  })
  .refine(
    (d) => !isCalendarDate(d) || (d >= MIN_DATE && d <= MAX_DATE),
    `must be a date from ${MIN_DATE} to ${MAX_DATE}`,
  );
export const timestamp = z.string().describe('ISO 8601 timestamp');

/**
 * An update body must change something: `{}` is answered 400 instead of reaching the database as
 * an UPDATE with nothing to set.
 */
export const nonEmpty = <T extends z.ZodType<Record<string, unknown>>>(schema: T) =>
  schema.refine((v) => Object.values(v).some((x) => x !== undefined), {
    error: 'Send at least one field to change',
  });

/**
 * The body of a partial update derived from a create body: every field optional, unknown fields
 * refused, at least one field sent, and no defaults — a default would silently reset a field the
 * client did not send.
 */
export function updateOf<S extends z.ZodRawShape>(input: z.ZodObject<S>) {
  const shape = Object.fromEntries(
    Object.entries(input.shape).map(([key, field]) => [
      key,
      field instanceof z.ZodDefault ? field.unwrap() : field,
    ]),
  );
  const partial = z.strictObject(shape).partial() as unknown as z.ZodObject<
    { [K in keyof S]: z.ZodOptional<S[K]> },
    z.core.$strict
  >;
  return nonEmpty(partial);
}

/** Length rules for a new password; the server also refuses common passwords. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const newPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

import { ApiError } from '@fairway/shared-api';
import { getT } from '../i18n/display';
import { messages } from '../i18n/messages';

/**
 * Failed calls, in words a person reads. The spec's fixed texts (section 8: 'Failed to create
 * organization', 'Registration failed', …) are raised by the shared-api clients with the server's own
 * sentence kept in details[0]; these helpers put the two back together and read a 400's field problems.
 */

/** 'Something went wrong. Please try again.' in the active language. */
const fallbackText = () => getT(messages)('somethingWentWrongTryAgain');

/** One problem a 400 names: `field` as the server writes it ('body.email', 'body.users.2.email'). */
export type FieldProblem = { field: string; message: string; row?: number };

/** The server's sentence kept in details[0] when the client replaced it with a fixed text. */
function replacedText(err: ApiError): string | null {
  const first = err.details[0];
  return typeof first === 'string' && first.trim() && first !== err.message ? first : null;
}

/**
 * What a person reads when a call fails: the error's message, followed by the server's own
 * explanation when the client replaced it with one of the spec's fixed texts
 * ('Failed to create organization: Slug already in use').
 */
export function errorText(err: unknown, fallback = fallbackText()): string {
  if (err instanceof ApiError) {
    const extra = replacedText(err);
    return extra ? `${err.message}: ${extra}` : err.message || fallback;
  }
  if (err instanceof Error && err.message) return err.message;
  return fallback;
}

/** True when `err` is an API error with this HTTP status (0: the server was not reached). */
export function hasStatus(err: unknown, status: number): boolean {
  return err instanceof ApiError && err.status === status;
}

/** The status of a failed call; 0 when the server was not reached, null when it was not an API error. */
export function statusOf(err: unknown): number | null {
  return err instanceof ApiError ? err.status : null;
}

/**
 * The server's own sentence for a failed call: details[0] when the client raised a fixed text,
 * else the error's message; null when there is none.
 */
export function serverText(err: unknown): string | null {
  if (!(err instanceof ApiError)) return err instanceof Error && err.message ? err.message : null;
  const first = err.details[0];
  if (typeof first === 'string' && first.trim()) return first.trim();
  return err.message || null;
}

/**
 * What a form says when a call fails: the spec's fixed text where there is one, followed by the
 * server's reason when it adds something ('Failed to reset password. Could not reach the server…').
 */
export function failureMessage(err: unknown, fixed?: string): string {
  const reason = serverText(err);
  if (!fixed) return reason ?? fallbackText();
  if (!reason || reason === fixed) return fixed;
  return `${fixed}. ${reason}`;
}

/** The field problems of a 400 (or 404/409 with details), in the order the server sent them. */
export function fieldProblems(err: unknown): FieldProblem[] {
  if (!(err instanceof ApiError)) return [];
  const out: FieldProblem[] = [];
  for (const d of err.details) {
    if (!d || typeof d !== 'object') continue;
    const { field, message, row } = d as { field?: unknown; message?: unknown; row?: unknown };
    if (typeof message !== 'string') continue;
    out.push({
      field: typeof field === 'string' ? field : '',
      message,
      ...(typeof row === 'number' ? { row } : {}),
    });
  }
  return out;
}

/**
 * A 400's problems as { field: message } for a form whose field names are the body's keys:
 * 'body.email' → email. The first message per field wins.
 */
export function fieldErrors(err: unknown, prefix = 'body.'): Record<string, string> {
  const out: Record<string, string> = {};
  for (const p of fieldProblems(err)) {
    if (!p.field.startsWith(prefix)) continue;
    const name = p.field.slice(prefix.length).split('.')[0];
    if (name && !(name in out)) out[name] = p.message;
  }
  return out;
}

/**
 * Field messages from a 400's details ({ field: 'body.first_name', message }) for the given
 * field names only; anything else is left to the form-level message.
 */
export function fieldErrorsOf(err: unknown, fields: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const p of fieldProblems(err)) {
    const name = p.field.replace(/^body\./, '').split('.')[0] ?? '';
    if (fields.includes(name) && !(name in out)) out[name] = p.message;
  }
  return out;
}

/** The part of a form's helpers (useForm's onSubmit) that reportFailure needs. */
export type FailureHelpers = {
  setErrors: (errors: Record<string, string>) => void;
  setFormError: (message: string | null) => void;
};

/**
 * Puts a failed save on its form: the field messages where the server named fields (then focus
 * moves to the first of them), else one form-level message.
 */
export function reportFailure(
  helpers: FailureHelpers,
  fields: Record<string, string>,
  formMessage: string,
  focusFirstField: () => void,
): void {
  if (Object.keys(fields).length) {
    helpers.setErrors(fields);
    focusFirstField();
  } else {
    helpers.setFormError(formMessage);
  }
}

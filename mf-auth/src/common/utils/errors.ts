import { ApiError } from '@fairway/shared-api';
import type { FieldErrors } from './schema';

/**
 * The server's own sentence for a failed call. Calls with a fixed spec text (section 8: 'Registration
 * failed', 'Failed to reset password', ...) raise that text and keep the server's in details[0];
 * other calls raise the server's text as their message.
 */
export function serverText(err: unknown): string | null {
  if (!(err instanceof ApiError)) return err instanceof Error && err.message ? err.message : null;
  const first = err.details[0];
  if (typeof first === 'string' && first.trim()) return first.trim();
  return err.message || null;
}

/** The status of a failed call; 0 when the server was not reached, null when it was not an API error. */
export function statusOf(err: unknown): number | null {
  return err instanceof ApiError ? err.status : null;
}

/**
 * What a form says when a call fails: the spec's fixed text where there is one, followed by the
 * server's reason when it adds something ('Failed to reset password. Could not reach the server…').
 */
export function failureMessage(err: unknown, fixed?: string): string {
  const reason = serverText(err);
  if (!fixed) return reason ?? 'Something went wrong. Please try again.';
  if (!reason || reason === fixed) return fixed;
  return `${fixed}. ${reason}`;
}

/**
 * Field messages from a 400's details ({ field: 'body.first_name', message }), for the given
 * field names; anything else is left to the form-level message.
 */
export function fieldErrorsOf(err: unknown, fields: readonly string[]): FieldErrors {
  if (!(err instanceof ApiError)) return {};
  const out: FieldErrors = {};
  for (const d of err.details) {
    if (!d || typeof d !== 'object') continue;
    const { field, message } = d as { field?: unknown; message?: unknown };
    if (typeof field !== 'string' || typeof message !== 'string') continue;
    const name = field.replace(/^body\./, '').split('.')[0] ?? '';
    if (fields.includes(name) && !(name in out)) out[name] = message;
  }
  return out;
}

type FormHelpers = {
  setErrors: (errors: FieldErrors) => void;
  setFormError: (message: string | null) => void;
};

/**
 * Puts a failed save on its form: the field messages where the server named fields (then focus
 * moves to the first of them), else one form-level message.
 */
export function reportFailure(
  helpers: FormHelpers,
  fields: FieldErrors,
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

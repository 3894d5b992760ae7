import { ApiError } from '@fairway/shared-api';

/** One problem a 400 names: `field` as the server writes it ('body.email', 'body.users.2.email'). */
export type FieldProblem = { field: string; message: string; row?: number };

/** The server's own sentence kept in details[0] when the client raised a fixed text (spec section 8). */
function serverText(err: ApiError): string | null {
  const first = err.details[0];
  return typeof first === 'string' && first.trim() && first !== err.message ? first : null;
}

/**
 * What a person reads when a call fails: the error's message, followed by the server's own
 * explanation when the client replaced it with one of the spec's fixed texts
 * ('Failed to create organization: Slug already in use').
 */
export function errorText(
  err: unknown,
  fallback = 'Something went wrong. Please try again.',
): string {
  if (err instanceof ApiError) {
    const extra = serverText(err);
    return extra ? `${err.message}: ${extra}` : err.message || fallback;
  }
  if (err instanceof Error && err.message) return err.message;
  return fallback;
}

export function hasStatus(err: unknown, status: number): boolean {
  return err instanceof ApiError && err.status === status;
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

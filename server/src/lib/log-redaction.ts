/**
 * What reaches the log. Requests are logged as method, path (secret path segments hidden) and
 * address; never bodies or query values. Errors keep what an operator needs to find the fault
 * (type, message, SQL text with its $n placeholders, the database's error code, constraint, table
 * and column) and lose every value a query carried: driver parameters, the database's `detail`
 * ("Key (email)=(…)") and the values PostgreSQL quotes in data errors.
 */

/** Paths whose last segment is a secret (reset links, invitations): never logged in full. */
const SECRET_PATHS =
  /^(\/api\/(password-reset|auth\/invitation|settings\/invitations\/experience))\/[^/?]+/;

export function redactUrl(url: string): string {
  return url.replace(SECRET_PATHS, '$1/[redacted]').replace(/\?.*$/, '?[redacted]');
}

/** Fields of any logged object whose values are never written, at any depth pino redacts. */
const SECRET_KEYS = [
  'password',
  'current_password',
  'new_password',
  'password_hash',
  'token',
  'token_hash',
  'access_hash',
  'secret',
  'csrf_secret',
  'key',
  'email',
  'phone',
];

export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-csrf-token"]',
  'res.headers["set-cookie"]',
  ...SECRET_KEYS.flatMap((k) => [k, `*.${k}`]),
];

/** Database error fields that name the fault without carrying a value. */
const SAFE_DB_FIELDS = [
  'code',
  'severity',
  'routine',
  'constraint',
  'table',
  'column',
  'schema',
  'dataType',
] as const;

type Serialized = Record<string, unknown>;

/** Drizzle puts the parameters in the message ("Failed query: …\nparams: …"): keep the SQL only. */
const withoutParams = (text: string) => text.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, '');

/** PostgreSQL data errors (class 22) quote the offending value: `for type integer: "…"`. */
const withoutQuotedValues = (text: string) => text.replace(/"[^"]*"/g, '"[redacted]"');

type SerializedError = Serialized & { type: string; message: string; stack: string };

export function serializeError(err: unknown, depth = 0): SerializedError {
  if (!(err instanceof Error) && (typeof err !== 'object' || err === null))
    return { type: typeof err, message: String(err), stack: '' };
  const e = err as Error & Record<string, unknown>;
  const code = typeof e.code === 'string' ? e.code : undefined;
  const scrub = (text: string) => {
    const clean = withoutParams(text);
    return code?.startsWith('22') ? withoutQuotedValues(clean) : clean;
  };
  const out: SerializedError = {
    type: e.constructor?.name ?? 'Error',
    message: scrub(String(e.message ?? '')),
    stack: typeof e.stack === 'string' ? scrub(e.stack) : '',
  };
  if (typeof e.query === 'string') out.query = e.query;
  if (typeof e.statusCode === 'number') out.statusCode = e.statusCode;
  for (const field of SAFE_DB_FIELDS) if (e[field] !== undefined) out[field] = e[field];
  if (e.cause !== undefined && depth < 3) out.cause = serializeError(e.cause, depth + 1);
  return out;
}

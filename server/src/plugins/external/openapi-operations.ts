import type { RouteOptions } from 'fastify';
import { ACCESS_COOKIE, CSRF_HEADER } from '../platform/auth/cookies';
import { ROUTE_LIMITS } from './rate-limit';

/*
 * What every operation of the OpenAPI document says beyond its zod schemas, derived from the route
 * declarations so that no route has to repeat it: a stable operationId, who may call it, and the
 * error answers the platform gives on its behalf (validation, authentication, permissions,
 * missing rows, body limits, rate limits).
 */

/** The extension that carries RouteFacts through @fastify/swagger; removed before the document is served. */
export const ROUTE_FACTS = 'x-fairway-route';

/** The slice of OpenAPI 3.0 this layer reads and writes. */
export type Reference = { $ref: string };
export type Parameter = { name: string; in: string };
export type Response = {
  description: string;
  headers?: Record<string, unknown>;
  content?: Record<string, { schema?: unknown }>;
};
export type SecurityRequirement = Record<string, string[]>;
export type Operation = {
  operationId?: string;
  tags?: string[];
  parameters?: Parameter[];
  requestBody?: unknown;
  responses?: Record<string, Response | Reference>;
  security?: SecurityRequirement[];
  [ROUTE_FACTS]?: RouteFacts;
};

/** The route facts an operation object does not carry, passed from `transform` to `transformObject`. */
export type RouteFacts = {
  /** `config.public`: reachable without signing in. */
  public: boolean;
  /** Counted by a rate limit (every /api call but the ones ROUTE_LIMITS exempts). */
  rateLimited: boolean;
  /** Refuses bearer API tokens: only a signed-in person may call it. */
  sessionOnly: boolean;
};

/**
 * Calls that refuse API tokens: tokens are managed from a signed-in session, never by a token, and
 * live updates are a browser's.
 */
const SESSION_ONLY = [/^\/api\/settings\/api-tokens(\/|$)/, /^\/api\/live$/];

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function routeFacts(route: RouteOptions): RouteFacts {
  const methods = [route.method].flat().map((m) => (m === 'HEAD' ? 'GET' : m));
  return {
    public: route.config?.public === true,
    rateLimited:
      route.url.startsWith('/api/') &&
      methods.every((m) => ROUTE_LIMITS[`${m} ${route.url}`] !== false),
    sessionOnly: SESSION_ONLY.some((p) => p.test(route.url)),
  };
}

export const SECURITY_SCHEMES = {
  cookieAuth: {
    type: 'apiKey',
    in: 'cookie',
    name: ACCESS_COOKIE,
    description:
      'The session a sign-in opens (httpOnly, 15 minutes; POST /api/auth/refresh renews it with the refresh cookie).',
  },
  csrfToken: {
    type: 'apiKey',
    in: 'header',
    name: CSRF_HEADER,
    description:
      'The value of the csrf_token cookie, echoed on POST, PUT, PATCH and DELETE made with the session cookie.',
  },
  bearerAuth: {
    type: 'http',
    scheme: 'bearer',
    description:
      'An API token (fw_…) created under /api/settings/api-tokens; acts as its creator, needs no CSRF header.',
  },
} as const;

/** Who may call: nobody needs to sign in for a public call; otherwise a session (with CSRF on writes) or, unless session-only, an API token. */
export function securityOf(method: string, facts: RouteFacts): SecurityRequirement[] {
  if (facts.public) return [];
  const session: SecurityRequirement = UNSAFE_METHODS.has(method.toUpperCase())
    ? { cookieAuth: [], csrfToken: [] }
    : { cookieAuth: [] };
  return facts.sessionOnly ? [session] : [session, { bearerAuth: [] }];
}

/**
 * `get` + the path's words in camelCase, `/api` left out and a path parameter read as `by<Name>`:
 * `GET /api/settings/users/{id}/stats` → `getSettingsUsersByIdStats`. Stable as long as the method
 * and path are; a route may name its own with `schema.operationId`.
 */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .replace(/^\/api(?=\/|$)/, '')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      const param = /^(?::(\w+)(?:\(.*\))?|\{(\w+)\})$/.exec(segment);
      const text = param ? `by-${param[1] ?? param[2]}` : segment;
      return text.split(/[^A-Za-z0-9]+/).filter(Boolean);
    });
  return [method.toLowerCase(), ...words.map((w) => w[0]!.toUpperCase() + w.slice(1))].join('');
}

/** The error answers the platform gives, each a shared response with the one error body. */
export const ERROR_ANSWERS: Record<
  string,
  { name: string; description: string; retryAfter?: boolean }
> = {
  '400': {
    name: 'BadRequest',
    description:
      'The input is not valid: `message` names the first bad field, `details` lists every problem.',
  },
  '401': {
    name: 'Unauthorized',
    description:
      'Authentication failed: no session or API token, one that expired or was revoked, or refused credentials.',
  },
  '403': {
    name: 'Forbidden',
    description:
      'Refused; `error` says why: `forbidden` (a permission is missing), `csrf` (X-CSRF-Token missing or wrong), `password_change_required`, …',
  },
  '404': {
    name: 'NotFound',
    description: "No such record (another organization's records are not found either).",
  },
  '409': {
    name: 'Conflict',
    description:
      'The call conflicts with existing records or with their state; `message` says how.',
  },
  '410': { name: 'Gone', description: 'The link or invitation was already used or has expired.' },
  '413': {
    name: 'PayloadTooLarge',
    description: 'The request body is larger than the server accepts.',
  },
  '415': { name: 'UnsupportedMediaType', description: 'The body is not sent as application/json.' },
  '422': {
    name: 'UnprocessableEntity',
    description: 'The input is well formed but cannot be carried out.',
  },
  '429': {
    name: 'TooManyRequests',
    description: 'Too many calls in the last minute; try again after Retry-After seconds.',
    retryAfter: true,
  },
};

const ERROR_SCHEMA_REF = '#/components/schemas/Error';

/** The shared response objects, by name, for `components.responses`. */
export function errorResponseComponent(status: string): Response {
  const answer = ERROR_ANSWERS[status]!;
  return {
    description: answer.description,
    ...(answer.retryAfter
      ? {
          headers: {
            'Retry-After': {
              description: 'Seconds to wait before calling again',
              schema: { type: 'integer', minimum: 1 },
            },
          },
        }
      : {}),
    content: { 'application/json': { schema: { $ref: ERROR_SCHEMA_REF } } },
  };
}

/** The 4xx answers an operation can give whatever its handler does. */
export function platformAnswers(op: Operation, facts: RouteFacts): string[] {
  const params = op.parameters ?? [];
  const codes: string[] = [];
  if (params.length > 0 || op.requestBody) codes.push('400');
  if (!facts.public) codes.push('401', '403');
  if (params.some((p) => p.in === 'path')) codes.push('404');
  if (op.requestBody) codes.push('413', '415');
  if (facts.rateLimited) codes.push('429');
  return codes;
}

/** JSON text with every object's keys in order, so that equal values give equal text. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );

/** A response a route declared with the plain error body and no words of its own. */
export function isPlainErrorAnswer(response: Response | Reference, errorBody: unknown): boolean {
  if ('$ref' in response) return false;
  const content = Object.values(response.content ?? {});
  return (
    response.description === 'Default Response' &&
    !response.headers &&
    content.length === 1 &&
    canonical(content[0]!.schema) === canonical(errorBody)
  );
}

import type { FastifySchema } from 'fastify';
import type { SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '@fairway/shared-api/contract';
import {
  ERROR_ANSWERS,
  ROUTE_FACTS,
  errorResponseComponent,
  isPlainErrorAnswer,
  operationIdOf,
  platformAnswers,
  routeFacts,
  securityOf,
  type Operation,
  type Response,
} from './openapi-operations';

/** What each tag groups, in the order the document lists them. */
export const TAG_DESCRIPTIONS: Record<string, string> = {
  Auth: 'Sign-in and sign-out, registration, sessions, password resets and invitation links.',
  Users: "The club's accounts: create, change, suspend, roles, activity and sign-in history.",
  Roles: 'Roles and the permissions they grant.',
  Profiles: "A person's profile and password.",
  'Golf preferences': "A golfer's playing preferences.",
  'API tokens': 'Bearer tokens for integrations, managed from a signed-in session.',
  Organizations: 'Clubs; creating and removing them is for the platform operator.',
  Settings: "The club's feature flags, settings sections, export and import.",
  Courses: 'Courses, holes, sand traps, opening hours and special closures.',
  Carts: "The club's cart fleet and the carts free on a course today.",
  'On-course services': 'Requests for service out on the course and their resolution.',
  'Tee sheet':
    'Tee times, blocks and bookings; the desk (check-in, payment, no-shows), the waitlist, the dashboard and reports.',
  'Green fees': 'Rates by player class, holes, weekday and time band, and the price of a booking.',
  Files: "The club's files.",
  Notifications: "A person's notifications (the bell): list, unread count, mark read, send.",
  Jobs: 'Background jobs a person queued: their state, progress, result or error.',
  'Live updates': 'Server-sent events telling the signed-in person what changed.',
  Shop: 'The pro shop: brands, categories, items and their images, stock, the ledger of every stock and money movement, baskets, orders and their payment and refunds.',
  'Pro shop analytics':
    'Revenue, top items, item and category performance and refunds, aggregated over the ledger.',
  'Equipment rentals':
    'Renting shop stock for whole days: availability, the lifecycle from request to return, damage fees, payments and refunds.',
  Academy:
    'Coaching: trainers, training types and plans, candidates and notes, schedules of sessions, enrolments with limited places, attendance and progress.',
  'Basic trainings':
    "A course's lessons a member asks for and the office confirms with a date (statuses REQUESTED, CONFIRMED, CANCELLED, COMPLETED).",
  Property:
    'Houses and their types (the sensor key write-only), households (tenants) and their sub-tenants with the permissions the tenant gives, and the money views of a household, all sums over the ledger.',
  'House rentals':
    "Short stays in the resort's houses: listings, periods and nightly rates, free dates, bookings that never overlap, payments, images and feedback.",
  Maintenance:
    "Maintenance jobs on houses through fixed statuses, their types, costs charged to households, balances and payments, activities with their resources, and households' interest in them.",
  Subscriptions:
    'Mandatory and optional subscriptions for members and households, who joined them, and the balances charged for each period.',
};

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

type Document = {
  tags?: { name: string; description?: string }[];
  paths?: Record<string, Record<string, Operation>>;
  components?: {
    schemas?: Record<string, unknown>;
    responses?: Record<string, Response>;
    securitySchemes?: Record<string, unknown>;
  };
};

/** The one error body as the routes' schemas render it; components.schemas.Error. */
const { $schema: _, ...errorSchema } = z.toJSONSchema(errorResponse, {
  target: 'openapi-3.0',
  io: 'output',
  unrepresentable: 'any',
});

const fromZod = createJsonSchemaTransform({});

/**
 * @fastify/swagger's `transform`: the route's zod schemas as JSON Schema, plus the route facts
 * (public, rate-limited, session-only) the document needs and an operation object cannot carry.
 */
export const describeRoute: SwaggerTransform = (input) => {
  const out = fromZod(input);
  if (out.schema?.hide) return out;
  const schema = { ...out.schema, [ROUTE_FACTS]: routeFacts(input.route) };
  return { ...out, schema: schema as FastifySchema };
};

/**
 * OpenAPI 3.0 allows `nullable` only beside `type`; zod writes a nullable union as
 * `{ nullable, anyOf }`. Each typed branch takes the `nullable` instead, which accepts the same values.
 */
function moveNullableIntoBranches(node: unknown): void {
  const stack = [node];
  while (stack.length > 0) {
    const n = stack.pop();
    if (n === null || typeof n !== 'object') continue;
    const s = n as Record<string, unknown>;
    const branches = (s.anyOf ?? s.oneOf) as Record<string, unknown>[] | undefined;
    if (s.nullable === true && s.type === undefined && branches?.every((b) => b.type)) {
      delete s.nullable;
      for (const b of branches) b.nullable = true;
    }
    stack.push(...Object.values(s));
  }
}

/**
 * @fastify/swagger's `transformObject`: completes every operation (operationId, security, the
 * platform's error answers) and declares the components and tags they use.
 */
export const completeDocument: SwaggerTransformObject = (input) => {
  if (!('openapiObject' in input)) throw new Error('Only OpenAPI 3 documents are generated');
  const doc = input.openapiObject as Document;
  const usedAnswers = new Set<string>();
  const usedTags = new Set<string>();
  const operationIds = new Map<string, string>();

  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS.filter((m) => item[m])) {
      const op = item[method]!;
      // A route with a swaggerTransform of its own carries no facts: it is taken as protected.
      const facts = op[ROUTE_FACTS] ?? { public: false, rateLimited: true, sessionOnly: false };
      delete op[ROUTE_FACTS];

      op.operationId ??= operationIdOf(method, path);
      const earlier = operationIds.get(op.operationId);
      if (earlier) {
        throw new Error(
          `operationId ${op.operationId} of ${method.toUpperCase()} ${path} is already ${earlier}'s: give one of them schema.operationId`,
        );
      }
      operationIds.set(op.operationId, `${method.toUpperCase()} ${path}`);
      op.security = securityOf(method, facts);

      // The platform's answers, and the routes' own ones with the plain error body, become the shared responses.
      const responses = { ...op.responses };
      for (const status of new Set([...Object.keys(responses), ...platformAnswers(op, facts)])) {
        const answer = ERROR_ANSWERS[status];
        const declared = responses[status];
        if (!answer || (declared && !isPlainErrorAnswer(declared, errorSchema))) continue;
        responses[status] = { $ref: `#/components/responses/${answer.name}` };
        usedAnswers.add(status);
      }
      op.responses = Object.fromEntries(
        Object.entries(responses).sort(([a], [b]) => a.localeCompare(b)),
      );
      for (const tag of op.tags ?? []) usedTags.add(tag);
    }
  }

  moveNullableIntoBranches(doc.paths);
  doc.components = {
    ...doc.components,
    schemas: { ...doc.components?.schemas, Error: errorSchema },
    responses: Object.fromEntries(
      [...usedAnswers].sort().map((s) => [ERROR_ANSWERS[s]!.name, errorResponseComponent(s)]),
    ),
  };
  const known = Object.keys(TAG_DESCRIPTIONS);
  doc.tags = [
    ...known.filter((t) => usedTags.has(t)),
    ...[...usedTags].filter((t) => !known.includes(t)),
  ].map((name) => ({
    name,
    ...(TAG_DESCRIPTIONS[name] ? { description: TAG_DESCRIPTIONS[name] } : {}),
  }));
  return doc as ReturnType<SwaggerTransformObject>;
};

// The front-end tests' loopback API checks every fixture against CONTRACT_RESPONSES
// (shared-api/src/testing/contract.ts). This proves that table says what the live server says:
// the same calls, the same success statuses, the same schemas, and errorResponse for every error.
import diagnostics from 'node:diagnostics_channel';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { z } from 'zod';
import { errorResponse } from '@fairway/shared-api/contract';
import { CONTRACT_RESPONSES, contractProblem } from '../../shared-api/src/testing/contract';
import { createTestApp, type TestApp } from './helpers';

type Declared = { call: string; responses: Record<string, z.ZodType> };

let t: TestApp;
let declared: Declared[];

/** Builds the app and records every route with the response schemas it declares. */
beforeAll(async () => {
  const seen: RouteOptions[] = [];
  const channel = diagnostics.channel('fastify.initialization');
  const onInit = (message: unknown) =>
    (message as { fastify: FastifyInstance }).fastify.addHook(
      'onRoute',
      (route) => void seen.push(route),
    );
  channel.subscribe(onInit);
  try {
    t = await createTestApp();
  } finally {
    channel.unsubscribe(onInit);
  }
  declared = seen.flatMap((route) => {
    const responses = (route.schema as { response?: Record<string, z.ZodType> } | undefined)
      ?.response;
    if (!responses) return [];
    return [route.method]
      .flat()
      .filter((method) => method !== 'HEAD')
      .map((method) => ({ call: `${method} ${route.url}`, responses }));
  });
});
afterAll(() => t.close());

const jsonSchema = (schema: z.ZodType) =>
  JSON.stringify(z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }));
const same = (a: z.ZodType, b: z.ZodType) => a === b || jsonSchema(a) === jsonSchema(b);

test('the walk sees the routes that declare their answers', () => {
  expect(declared.length).toBeGreaterThan(100);
  expect(declared.map((d) => d.call)).toEqual(
    expect.arrayContaining(['POST /api/auth/login', 'GET /api/settings/users/:id']),
  );
});

test('every route the server declares answers for is in the table, with the same success answers', () => {
  const problems = declared.flatMap(({ call, responses }) => {
    const table = CONTRACT_RESPONSES[call];
    if (!table) return [`${call}: missing from CONTRACT_RESPONSES`];
    const success = Object.entries(responses).filter(([status]) => Number(status) < 400);
    const statuses = (answers: [string, unknown][]) => answers.map(([status]) => status).sort();
    if (statuses(success).join() !== statuses(Object.entries(table)).join())
      return [`${call}: the server answers ${statuses(success)}, the table ${Object.keys(table)}`];
    return success
      .filter(([status, schema]) => !same(schema, table[Number(status) as keyof typeof table]!))
      .map(([status]) => `${call}: ${status}'s schema differs from the table's`);
  });
  expect(problems).toEqual([]);
});

test('every error a route declares is an errorResponse, as the table assumes', () => {
  const problems = declared.flatMap(({ call, responses }) =>
    Object.entries(responses)
      .filter(([status, schema]) => Number(status) >= 400 && !same(schema, errorResponse))
      .map(([status]) => `${call}: ${status}`),
  );
  expect(problems).toEqual([]);
});

test('the table has no call the server does not serve', () => {
  const served = new Set(declared.map((d) => d.call));
  expect(Object.keys(CONTRACT_RESPONSES).filter((call) => !served.has(call))).toEqual([]);
});

test('the check refuses what the server would not send', () => {
  expect(contractProblem('GET', '/api/settings/features', 200, { site_name: 'Club' })).toMatch(
    /^GET \/api\/settings\/features answered 200 with a body the contract refuses:\n/,
  );
  expect(contractProblem('POST', '/api/auth/logout', 204, undefined)).toBeNull();
});

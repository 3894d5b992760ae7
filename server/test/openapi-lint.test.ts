import { lintOpenApi } from '../scripts/openapi-lint';
import { collectRoutes, type RouteEntry } from '../scripts/routes-coverage';
import { createTestApp, signIn, type Agent, type TestApp } from './helpers';

type Operation = {
  operationId?: string;
  security?: Record<string, string[]>[];
  parameters?: { in: string }[];
  requestBody?: unknown;
  responses: Record<string, unknown>;
};
type Document = { paths: Record<string, Record<string, Operation>> };

let t: TestApp;
let doc: Document;
let routes: RouteEntry[];
let admin: Agent;

beforeAll(async () => {
  const collected = await collectRoutes(() => createTestApp());
  t = collected.built;
  routes = collected.routes.filter(
    (r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'),
  );
  const res = await t.app.inject({ url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  doc = res.json();
  admin = await signIn(t.app);
});
afterAll(() => t.close());

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({ call: `${method.toUpperCase()} ${path}`, op })),
  );
const openApiPath = (url: string) => url.replace(/:(\w+)(\([^)]*\))?/g, '{$1}');
const operationOf = (r: RouteEntry) => doc.paths[openApiPath(r.url)]?.[r.method.toLowerCase()];
const schemes = (op: Operation) => (op.security ?? []).flatMap((s) => Object.keys(s));

test('the document describes the whole API', () => {
  expect(operations().length).toBeGreaterThan(140);
  const undocumented = routes
    .filter((r) => r.url !== '/api/health' && r.url !== '/api/ready' && !operationOf(r))
    .map((r) => `${r.method} ${r.url}`);
  expect(undocumented).toEqual([]);
});

test("Redocly's recommended rules find no error", async () => {
  const { errors, problems } = await lintOpenApi(doc);
  expect(
    problems.filter((p) => p.severity === 'error').map((p) => `${p.rule}: ${p.message} (${p.at})`),
  ).toEqual([]);
  expect(errors).toBe(0);
  // Only the spec's own paths may stay ambiguous, and the license is the project's to choose.
  expect(
    problems
      .filter((p) => !['no-ambiguous-paths', 'info-license'].includes(p.rule))
      .map((p) => `${p.rule}: ${p.message} (${p.at})`),
  ).toEqual([]);
});

test('every operation has a unique, URL-safe operationId', () => {
  const ids = operations().map(({ op }) => op.operationId);
  expect(ids.filter((id) => !/^[a-z][A-Za-z0-9]+$/.test(id ?? ''))).toEqual([]);
  expect(new Set(ids).size).toBe(ids.length);
  expect(doc.paths['/api/settings/users/{id}/stats']?.get?.operationId).toBe(
    'getSettingsUsersByIdStats',
  );
});

test('public calls need nothing; every other call names the session cookie or a bearer token', () => {
  const wrong = routes
    .filter((r) => operationOf(r))
    .filter((r) => {
      const op = operationOf(r)!;
      if (r.public) return op.security?.length !== 0;
      return (
        !schemes(op).includes('cookieAuth') || op.security!.some((s) => !Object.keys(s).length)
      );
    })
    .map((r) => `${r.method} ${r.url}: ${JSON.stringify(operationOf(r)!.security)}`);
  expect(wrong).toEqual([]);
  expect(routes.filter((r) => !r.public).length).toBeGreaterThan(100);
});

test('every operation lists its 4xx answers: 400 with input, 401 and 403 when protected, 404 with a path id, 429', () => {
  const missing = operations().flatMap(({ call, op }) => {
    const codes = Object.keys(op.responses);
    const expected = [
      ...(op.parameters?.length || op.requestBody ? ['400'] : []),
      ...(op.security?.length ? ['401', '403'] : []),
      ...(op.parameters?.some((p) => p.in === 'path') ? ['404'] : []),
      '429',
    ];
    return expected.filter((c) => !codes.includes(c)).map((c) => `${call} ${c}`);
  });
  expect(missing).toEqual([]);
  // The routes' own declarations are kept (sign-in's 409 lists the clubs).
  expect(Object.keys(doc.paths['/api/auth/login']!.post!.responses)).toContain('409');
});

test('the security the document declares is what the server enforces', async () => {
  const created = await admin.post('/api/settings/api-tokens', { name: 'OpenAPI check' });
  expect(created.statusCode).toBe(201);
  const bearer = { authorization: `Bearer ${created.json().token}` };

  // Reads without a path id: a bearer token gets in exactly where the document lists bearerAuth.
  const reads = routes.filter((r) => r.method === 'GET' && !r.public && !r.url.includes(':'));
  expect(reads.length).toBeGreaterThan(30);
  const refused = await Promise.all(
    reads.map(async (r) => {
      const res = await t.app.inject({ url: r.url, headers: bearer });
      const claimed = schemes(operationOf(r)!).includes('bearerAuth');
      return claimed === [401, 403].includes(res.statusCode)
        ? `${r.method} ${r.url}: bearerAuth ${claimed ? 'listed' : 'not listed'}, answered ${res.statusCode}`
        : null;
    }),
  );
  expect(refused.filter(Boolean)).toEqual([]);

  // Writes with the session cookie: every one that lists csrfToken refuses a call without it.
  const writes = routes.filter((r) => r.method !== 'GET' && !r.public);
  expect(writes.every((r) => schemes(operationOf(r)!).includes('csrfToken'))).toBe(true);
  const answers = await Promise.all(
    writes.map(async (r) => {
      const res = await admin.request({
        method: r.method as 'POST',
        url: r.url.replace(/:\w+(\([^)]*\))?/g, '1'),
        payload: {},
        csrf: false,
      });
      return res.statusCode === 403 && res.json().error === 'csrf'
        ? null
        : `${r.method} ${r.url} -> ${res.statusCode}`;
    }),
  );
  expect(answers.filter(Boolean)).toEqual([]);
});

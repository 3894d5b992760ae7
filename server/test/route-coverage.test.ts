import {
  buildCoverageReport,
  coverageReport,
  formatReport,
  loadEndpoints,
  normalisePath,
  type CoverageReport,
  type RouteEntry,
} from '../scripts/routes-coverage';

let report: CoverageReport;
beforeAll(async () => {
  report = await buildCoverageReport();
});

const route = (method: string, url: string): RouteEntry => ({
  method,
  url,
  public: false,
  permission: ['x:y'],
});

test('Fastify and spec parameter names compare equal', () => {
  expect(normalisePath('/api/settings/organizations/:id')).toBe(
    normalisePath('/api/settings/organizations/{id}'),
  );
  expect(normalisePath('/api/password-reset/:userId/:x')).toBe('/api/password-reset/{}/{}');
  expect(normalisePath('/api/items/:id(\\d+)/')).toBe('/api/items/{}');
});

test('the report counts the calls the server serves and lists the ones it does not', () => {
  const total = loadEndpoints().length;
  expect(report.total).toBe(total);
  expect(report.domains.reduce((n, d) => n + d.total, 0)).toBe(total);

  const auth = report.domains.find((d) => d.domain === 'Auth')!;
  expect(auth.missing).not.toContain('POST /api/auth/login');
  const settings = report.domains.find((d) => d.domain === 'Feature settings')!;
  expect(settings).toMatchObject({ served: settings.total, missing: [] });
  expect(report.additions).toEqual(
    expect.arrayContaining(['GET /api/settings/features', 'GET /api/health']),
  );
  expect(formatReport(report)).toMatch(/Feature settings: served 40 of 40/);
});

test('a call nothing serves is listed missing under its domain; a route the spec does not list is an addition', () => {
  const r = coverageReport(
    [
      route('POST', '/api/auth/login'),
      route('GET', '/api/settings/organizations/:id'),
      route('GET', '/api/extra'),
    ],
    [
      { domain: 'Auth', method: 'POST', path: '/api/auth/login' },
      { domain: 'Auth', method: 'POST', path: '/api/auth/not-built-yet' },
      { domain: 'Organizations', method: 'GET', path: '/api/settings/organizations/{id}' },
      { domain: 'Organizations', method: 'DELETE', path: '/api/settings/organizations/{id}' },
    ],
    'test',
  );
  expect(r.domains).toEqual([
    { domain: 'Auth', served: 1, total: 2, missing: ['POST /api/auth/not-built-yet'] },
    {
      domain: 'Organizations',
      served: 1,
      total: 2,
      missing: ['DELETE /api/settings/organizations/{id}'],
    },
  ]);
  expect(r.additions).toEqual(['GET /api/extra']);
  expect(formatReport(r)).toContain(
    'Auth: served 1 of 2\n  not served: POST /api/auth/not-built-yet',
  );
});

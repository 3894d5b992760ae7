// Which calls of docs/spec/endpoints.json the live route table serves, per domain, and which
// routes we serve that it does not list. `pnpm routes:coverage [--json]`; ENDPOINTS_JSON overrides the file.
import diagnostics from 'node:diagnostics_channel';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { buildApp } from '../src/app';
import { testConfig } from '../src/config';

export type RouteEntry = {
  method: string;
  url: string;
  public: boolean;
  /** Any one of these (usually one). */
  permission: string[] | null;
};
export type Endpoint = { domain: string; method: string; path: string };
export type DomainCoverage = { domain: string; served: number; total: number; missing: string[] };
export type CoverageReport = {
  endpoints: string;
  served: number;
  total: number;
  domains: DomainCoverage[];
  additions: string[];
};

/**
 * Builds an app and records every route it registers, with its declared access. Fastify publishes
 * each new instance on the 'fastify.initialization' diagnostics channel before any plugin loads,
 * so the onRoute hook added there sees every route, the modules' included.
 */
export async function collectRoutes<T>(
  build: () => Promise<T>,
): Promise<{ built: T; routes: RouteEntry[] }> {
  const seen: RouteOptions[] = [];
  const channel = diagnostics.channel('fastify.initialization');
  const onInit = (message: unknown) =>
    (message as { fastify: FastifyInstance }).fastify.addHook(
      'onRoute',
      (route) => void seen.push(route),
    );
  channel.subscribe(onInit);
  try {
    const built = await build();
    // Read after the build: later onRoute hooks may still set a route's config (the auth plugin marks /api/docs public).
    const routes = seen.flatMap((route) => {
      const config = (route.config ?? {}) as {
        public?: boolean;
        permission?: string | readonly string[];
      };
      return [route.method]
        .flat()
        .filter((method) => method !== 'HEAD') // Fastify adds a HEAD route next to each GET
        .map((method) => ({
          method,
          url: route.url,
          public: config.public === true,
          permission: config.permission ? [config.permission].flat() : null,
        }));
    });
    return { built, routes };
  } finally {
    channel.unsubscribe(onInit);
  }
}

/** `:id`, `:id(\\d+)` and `{id}` all become `{}`, so Fastify paths and spec paths compare. */
export function normalisePath(p: string): string {
  return p.replace(/:[A-Za-z0-9_]+(\([^)]*\))?|\{[^}]+\}/g, '{}').replace(/(.)\/$/, '$1');
}

const key = (method: string, p: string) => `${method.toUpperCase()} ${normalisePath(p)}`;

/** The catalogue in docs/spec, or the file ENDPOINTS_JSON names (to compare with another version). */
export function endpointsFile(): string {
  return process.env.ENDPOINTS_JSON || path.resolve(__dirname, '../../docs/spec/endpoints.json');
}

export function loadEndpoints(file = endpointsFile()): Endpoint[] {
  return JSON.parse(readFileSync(file, 'utf8')) as Endpoint[];
}

export function coverageReport(
  routes: RouteEntry[],
  endpoints: Endpoint[],
  endpointsName = endpointsFile(),
): CoverageReport {
  const served = new Set(routes.map((r) => key(r.method, r.url)));
  const listed = new Set(endpoints.map((e) => key(e.method, e.path)));
  const byDomain = new Map<string, DomainCoverage>();
  for (const e of endpoints) {
    const d = byDomain.get(e.domain) ?? { domain: e.domain, served: 0, total: 0, missing: [] };
    byDomain.set(e.domain, d);
    d.total++;
    if (served.has(key(e.method, e.path))) d.served++;
    else d.missing.push(`${e.method} ${e.path}`);
  }
  const domains = [...byDomain.values()].sort((a, b) => a.domain.localeCompare(b.domain));
  // The docs UI's own assets count as one addition, /api/docs.
  const additions = [
    ...new Set(
      routes
        .filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs/'))
        .map((r) => key(r.method, r.url)),
    ),
  ]
    .filter((k) => !listed.has(k))
    .sort();
  return {
    endpoints: endpointsName,
    served: domains.reduce((n, d) => n + d.served, 0),
    total: endpoints.length,
    domains,
    additions,
  };
}

export function formatReport(r: CoverageReport): string {
  const lines = [`Route coverage against ${r.endpoints}`, ''];
  for (const d of r.domains) {
    lines.push(`${d.domain}: served ${d.served} of ${d.total}`);
    for (const m of d.missing) lines.push(`  not served: ${m}`);
  }
  lines.push(
    '',
    `Total: served ${r.served} of ${r.total}`,
    '',
    `Served but not in endpoints.json (our additions): ${r.additions.length}`,
  );
  for (const a of r.additions) lines.push(`  ${a}`);
  return lines.join('\n');
}

/** The report for the app as built from this working tree (in-memory database). */
export async function buildCoverageReport(): Promise<CoverageReport> {
  const { built: app, routes } = await collectRoutes(() => buildApp(testConfig()));
  await app.close();
  return coverageReport(routes, loadEndpoints());
}

if (require.main === module) {
  buildCoverageReport()
    .then((report) =>
      console.log(
        process.argv.includes('--json') ? JSON.stringify(report, null, 2) : formatReport(report),
      ),
    )
    .catch((err: unknown) => {
      console.error(err);
      process.exit(1);
    });
}

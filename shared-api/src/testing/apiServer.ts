// Test support for the remotes: a loopback HTTP server that answers like Fairway's API.
// Imported only by tests (`@fairway/shared-api/testing`); never part of a bundle.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { configureHttp } from '../http/instance';
import { contractProblem } from './contract';

/**
 * The network boundary of the tests: a real HTTP server on 127.0.0.1 that answers like Fairway's
 * API, route by route, and records every request. The client under test (shared-api's ky Http)
 * runs unchanged against it. Every answer a test's handler gives is checked against the contract
 * (./contract.ts) before it is sent: one that breaks it is sent as a 500 naming the call and the
 * zod issues instead, and the test fails after it ran (see the afterEach below), so a fixture
 * cannot drift from what the server really answers.
 */
export type ApiRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  params: Record<string, string>;
  body: unknown;
  headers: IncomingMessage['headers'];
};

export type ApiReply = {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
  /**
   * Holds the answer back this long (ms) after the handler ran, so a test can see the screen's
   * loading state, e.g. `{ ...json(user), delayMs: 300 }`. The request is recorded at once.
   */
  delayMs?: number;
};
export type ApiHandler = (req: ApiRequest) => ApiReply | Promise<ApiReply>;

type Route = { method: string; pattern: RegExp; keys: string[]; handler: ApiHandler };

function compile(path: string): { pattern: RegExp; keys: string[] } {
  const keys: string[] = [];
  const source = path
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/\/:([a-zA-Z_]+)/g, (_, key: string) => {
      keys.push(key);
      return '/([^/]+)';
    });
  return { pattern: new RegExp(`^${source}$`), keys };
}

export type ApiServer = {
  url: string;
  requests: ApiRequest[];
  /** Answers `METHOD /api/...`; a later registration of the same route wins. */
  on: (method: string, path: string, handler: ApiHandler | ApiReply) => void;
  /** Requests to a route, e.g. calls('PUT', '/api/settings/settings/tee-time-management-enabled'). */
  calls: (method: string, path: string) => ApiRequest[];
  /**
   * The contract problems of this server's answers not yet reported, emptied. Only for a test
   * that provokes one on purpose: any left at the end of a test fail it.
   */
  takeProblems: () => string[];
  reset: () => void;
  /** Rejects when answers broke the contract since the last report. */
  close: () => Promise<void>;
};

/** Answers that broke the contract and are not reported yet, per server of this test file. */
const unreported = new Map<Server, string[]>();

function report(problems: string[]): void {
  if (problems.length > 0)
    throw new Error(
      `The test's loopback API answered against the contract:\n\n${problems.join('\n\n')}`,
    );
}

// Registered when a test file imports this module (as Testing Library registers its cleanup), so
// a drifted fixture fails the very test that used it, even when its screen showed the 500 quietly.
const jestGlobals = globalThis as { afterEach?: (fn: () => void) => void };
jestGlobals.afterEach?.(() => {
  const problems = [...unreported.values()].flatMap((list) => list.splice(0));
  report(problems);
});

export const json = (
  body: unknown,
  status = 200,
  headers: Record<string, string> = {},
): ApiReply => ({ status, body, headers });
export const apiError = (
  status: number,
  error: string,
  message: string,
  details?: unknown[],
): ApiReply => ({
  status,
  body: { error, message, ...(details ? { details } : {}) },
});

export async function startApiServer(): Promise<ApiServer> {
  let routes: Route[] = [];
  const requests: ApiRequest[] = [];
  const problems: string[] = [];

  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    // The test page (jsdom, http://localhost) is another origin: its XMLHttpRequest uploads ask first.
    if (req.headers.origin) {
      res.setHeader('access-control-allow-origin', req.headers.origin);
      res.setHeader('access-control-allow-credentials', 'true');
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE',
        'access-control-allow-headers': req.headers['access-control-request-headers'] ?? '',
      });
      return void res.end();
    }
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      void (async () => {
        const url = new URL(req.url ?? '/', 'http://127.0.0.1');
        let body: unknown = undefined;
        if (raw) {
          try {
            body = JSON.parse(raw);
          } catch {
            body = raw;
          }
        }
        const method = req.method ?? 'GET';
        const route = [...routes]
          .reverse()
          .find((r) => r.method === method && r.pattern.test(url.pathname));
        const params: Record<string, string> = {};
        if (route) {
          const m = route.pattern.exec(url.pathname)!;
          route.keys.forEach((k, i) => (params[k] = decodeURIComponent(m[i + 1]!)));
        }
        const request: ApiRequest = {
          method,
          path: url.pathname,
          query: url.searchParams,
          params,
          body,
          headers: req.headers,
        };
        requests.push(request);
        let reply: ApiReply;
        try {
          reply = route
            ? await route.handler(request)
            : apiError(404, 'not_found', `No route for ${method} ${url.pathname}`);
        } catch (err) {
          reply = apiError(500, 'internal', String(err));
        }
        // Only the API has a contract; a test may also serve the portal's files (/remotes.json).
        const problem =
          route && url.pathname.startsWith('/api/')
            ? contractProblem(method, url.pathname, reply.status ?? 200, reply.body)
            : null;
        if (problem) {
          problems.push(problem);
          reply = apiError(500, 'contract_drift', problem);
        }
        if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
        const status = reply.status ?? 200;
        if (status === 204 || reply.body === undefined) {
          res.writeHead(status, reply.headers ?? {});
          res.end();
          return;
        }
        res.writeHead(status, { 'content-type': 'application/json', ...reply.headers });
        res.end(JSON.stringify(reply.body));
      })();
    });
  });
  unreported.set(server, problems);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  configureHttp({ baseUrl: `${url}/api` });

  return {
    url,
    requests,
    on(method, path, handler) {
      const { pattern, keys } = compile(path);
      routes.push({
        method,
        pattern,
        keys,
        handler: typeof handler === 'function' ? handler : () => handler,
      });
    },
    calls: (method, path) => {
      const { pattern } = compile(path);
      return requests.filter((r) => r.method === method && pattern.test(r.path));
    },
    takeProblems: () => problems.splice(0),
    reset() {
      routes = [];
      requests.length = 0;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      unreported.delete(server);
      report(problems.splice(0));
    },
  };
}

export { FakeEventSource, installFakeLive } from './live';

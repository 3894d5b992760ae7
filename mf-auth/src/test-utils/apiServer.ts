import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { configureHttp } from '@fairway/shared-api';

/** One request the loopback API received. */
export type Received = { method: string; path: string; body: unknown };

export type Reply = {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
  delayMs?: number;
};

/** Answers one request; `params` are the :names of the route's path. */
export type Handler = (
  req: Received & { params: Record<string, string> },
) => Reply | Promise<Reply>;

/**
 * The network boundary of the tests: a real HTTP server on 127.0.0.1 that answers like Fairway's
 * API for the routes a test declares ('GET /api/settings/profiles/user/:id'); anything else is the
 * server's 404. The portal's HTTP client (shared-api) is pointed at it, so every call goes through
 * the real client: cookies, CSRF header, error parsing, the spec's error texts.
 */
export type ApiServer = {
  url: string;
  received: Received[];
  /** Routes replace earlier ones with the same method and path. */
  on(route: string, handler: Handler): void;
  reset(): void;
  close(): Promise<void>;
};

type Route = { method: string; pattern: RegExp; names: string[]; handler: Handler };

function compile(route: string, handler: Handler): Route {
  const [method = 'GET', path = '/'] = route.split(' ');
  const names: string[] = [];
  const source = path
    .split('/')
    .map((part) => {
      if (!part.startsWith(':')) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(part.slice(1));
      return '([^/]+)';
    })
    .join('/');
  return { method, pattern: new RegExp(`^${source}$`), names, handler };
}

async function readBody(req: IncomingMessage): Promise<unknown> {
  let text = '';
  for await (const chunk of req) text += (chunk as Buffer).toString();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export async function startApiServer(): Promise<ApiServer> {
  let routes: Route[] = [];
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    void (async () => {
      const path = (req.url ?? '/').split('?')[0] ?? '/';
      const body = await readBody(req);
      const entry: Received = { method: req.method ?? 'GET', path, body };
      received.push(entry);
      const route = routes.find((r) => r.method === entry.method && r.pattern.test(path));
      let reply: Reply = {
        status: 404,
        body: { error: 'not_found', message: `No route for ${entry.method} ${path}` },
      };
      if (route) {
        const match = route.pattern.exec(path)!;
        const params = Object.fromEntries(
          route.names.map((n, i) => [n, decodeURIComponent(match[i + 1] ?? '')]),
        );
        reply = await route.handler({ ...entry, params });
      }
      if (reply.delayMs) await new Promise((r) => setTimeout(r, reply.delayMs));
      if (reply.status === 204 || reply.body === undefined) {
        res.writeHead(reply.status, reply.headers ?? {});
        res.end();
        return;
      }
      res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
      res.end(JSON.stringify(reply.body));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  configureHttp({
    baseUrl: `${url}/api`,
    location: { pathname: '/', search: '', assign: () => undefined },
  });
  return {
    url,
    received,
    on(route, handler) {
      const compiled = compile(route, handler);
      routes = [
        ...routes.filter(
          (r) => !(r.method === compiled.method && r.pattern.source === compiled.pattern.source),
        ),
        compiled,
      ];
    },
    reset() {
      routes = [];
      received.length = 0;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The server's error body: { error, message, details? }. */
export function apiError(
  status: number,
  error: string,
  message: string,
  details?: unknown[],
): Reply {
  return { status, body: { error, message, ...(details ? { details } : {}) } };
}

export const MEMBER = {
  id: 7,
  organization_id: 1,
  email: 'ada@example.org',
  first_name: 'Ada',
  last_name: 'Lovelace',
  status: 'active',
  email_verified: true,
  must_change_password: false,
  tenant_id: null,
  roles: ['member'],
  permissions: ['self:use'],
  session_kind: 'password' as const,
};

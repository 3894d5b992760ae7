import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { contractCall, contractProblem } from '../src/testing/contract';

/**
 * A loopback HTTP server that answers like Fairway's API where the client's session rules matter:
 * the same cookies (fw_access, fw_refresh scoped to /api/auth/refresh, csrf_token readable by
 * scripts), CSRF checked on unsafe methods and on refresh, JSON errors { error, message }, and
 * the refresh token rotated on every refresh. Its answers to the contract's calls are checked like
 * the remotes' loopback API's (src/testing/contract.ts): one that breaks the contract is sent as a
 * 500 and makes stop() throw. The made-up calls (/api/things, /api/fail/...) are not checked.
 */
export type Hit = { method: string; path: string; csrf: string | null; at: number };

const token = () => randomBytes(24).toString('base64url');

export const USER = {
  id: 1,
  organization_id: 1,
  email: 'admin@example.org',
  first_name: 'Ada',
  last_name: 'Admin',
  status: 'active',
  email_verified: true,
  must_change_password: false,
  tenant_id: null,
  roles: ['staff'],
  permissions: ['self:use', 'users:read', 'settings:*'],
  session_kind: 'password',
};

export class FakeApi {
  server: Server;
  url = '';
  hits: Hit[] = [];
  refreshes = 0;
  refreshAnsweredAt: number[] = [];
  /** Live tokens. */
  access = new Set<string>();
  refresh = new Set<string>();
  csrf = new Set<string>();
  /** When true, protected routes answer 401 even to a fresh access token. */
  alwaysUnauthorized = false;
  /** Milliseconds the refresh call takes (to make 401s overlap it). */
  refreshDelayMs = 0;
  /** When true, like the server after an admin forced a password change: 403 password_change_required. */
  passwordChangeRequired = false;
  /** Every answer's status, in order (to prove a flow met no 401). */
  answers: { method: string; path: string; status: number }[] = [];
  /** What GET /api/auth/session answers for the signed-in user. */
  features: Record<string, unknown> = {
    tee_time_management_enabled: false,
    site_name: 'Fake Club',
  };
  preferences: Record<string, unknown> = { theme: 'dark' };
  /** Answers that broke the contract; stop() throws when there are any. */
  problems: string[] = [];

  constructor() {
    this.server = createServer((req, res) => void this.handle(req, res));
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
    if (this.problems.length > 0)
      throw new Error(`FakeApi answered against the contract:\n\n${this.problems.join('\n\n')}`);
  }

  /** The access token dies (its 15 minutes passed); the refresh token still works. */
  expireAccess(): void {
    this.access.clear();
  }

  /** The whole session ends on the server: refresh fails too. */
  endSession(): void {
    this.access.clear();
    this.refresh.clear();
  }

  hitsTo(path: string): Hit[] {
    return this.hits.filter((h) => h.path === path);
  }

  private issue(res: ServerResponse): void {
    const a = token();
    const r = token();
    const c = token();
    this.access.add(a);
    this.refresh.add(r);
    this.csrf.add(c);
    res.setHeader('set-cookie', [
      `fw_access=${a}; Path=/; HttpOnly; SameSite=Lax`,
      `fw_refresh=${r}; Path=/api/auth/refresh; HttpOnly; SameSite=Lax`,
      `csrf_token=${c}; Path=/; SameSite=Lax`,
    ]);
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', 'http://x');
    const path = url.pathname;
    const method = req.method ?? 'GET';
    const cookies = Object.fromEntries(
      (req.headers.cookie ?? '')
        .split(';')
        .map((p) => p.trim().split('='))
        .filter((kv) => kv[0])
        .map(([k, ...v]) => [k, v.join('=')]),
    ) as Record<string, string>;
    const csrfHeader = (req.headers['x-csrf-token'] as string | undefined) ?? null;
    this.hits.push({ method, path, csrf: csrfHeader, at: performance.now() });
    res.on('finish', () => this.answers.push({ method, path, status: res.statusCode }));

    const json = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      const problem = contractCall(method, path) && contractProblem(method, path, status, body);
      if (problem) {
        this.problems.push(problem);
        [status, body] = [500, { error: 'contract_drift', message: problem }];
      }
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
      res.end(body === undefined ? '' : JSON.stringify(body));
    };
    const fail = (
      status: number,
      error: string,
      message: string,
      headers: Record<string, string> = {},
    ) => json(status, { error, message }, headers);
    const csrfOk = () =>
      !!csrfHeader && csrfHeader === cookies.csrf_token && this.csrf.has(csrfHeader);
    const signedIn = () =>
      !this.alwaysUnauthorized && !!cookies.fw_access && this.access.has(cookies.fw_access);

    if (path === '/api/auth/login' && method === 'POST') {
      const body = JSON.parse(raw || '{}') as { email?: string; password?: string };
      if (body.password === 'slow-down')
        return fail(
          429,
          'too_many_requests',
          'Too many failed sign-in attempts. Try again in 15 minutes.',
          { 'retry-after': '900' },
        );
      if (body.email !== USER.email || body.password !== 'right')
        return fail(401, 'login_failed', 'Login failed');
      this.issue(res);
      return json(200, { authenticated: true, user: USER });
    }
    if (path === '/api/auth/refresh' && method === 'POST') {
      this.refreshes++;
      if (this.refreshDelayMs) await new Promise((r) => setTimeout(r, this.refreshDelayMs));
      const r = cookies.fw_refresh;
      if (!r || !this.refresh.has(r))
        return fail(401, 'unauthorized', 'Your session has expired; sign in again');
      if (!csrfOk()) return fail(403, 'csrf', 'Missing or invalid CSRF token');
      this.refresh.delete(r);
      this.issue(res);
      this.refreshAnsweredAt.push(performance.now());
      return json(200, { authenticated: true, user: USER });
    }
    if (path === '/api/auth/logout' && method === 'POST') {
      if (!signedIn()) return fail(401, 'unauthorized', 'Authentication required');
      res.setHeader('set-cookie', [
        'fw_access=; Path=/; Max-Age=0',
        'csrf_token=; Path=/; Max-Age=0',
      ]);
      res.writeHead(204);
      return void res.end();
    }
    if (path === '/api/auth/status') {
      const a = cookies.fw_access;
      const malformed = !!a && !/^[A-Za-z0-9_-]{20,200}$/.test(a);
      return json(200, {
        authenticated: signedIn(),
        error: signedIn() ? null : malformed ? 'Session malformed' : 'Not authenticated',
        tokenError: malformed,
      });
    }
    if (path === '/api/auth/session') {
      const a = cookies.fw_access;
      const malformed = !!a && !/^[A-Za-z0-9_-]{20,200}$/.test(a);
      if (signedIn())
        return json(200, {
          authenticated: true,
          user: USER,
          features: this.features,
          preferences: this.preferences,
        });
      return json(200, {
        authenticated: false,
        error: malformed ? 'Session malformed' : a ? 'Session expired' : 'Not authenticated',
        tokenError: malformed,
        renewable: !malformed && !!cookies.csrf_token,
      });
    }
    // Public error samples.
    if (path === '/api/fail/json') return fail(400, 'bad_request', 'body.name: Name is required');
    if (path === '/api/fail/text') {
      res.writeHead(500, { 'content-type': 'text/plain' });
      return void res.end('Upstream exploded');
    }
    if (path === '/api/fail/empty') {
      res.writeHead(502);
      return void res.end();
    }
    if (path === '/api/fail/token')
      return fail(401, 'token_error', 'The session token is malformed');

    // Everything else needs a session, and CSRF on unsafe methods.
    if (!signedIn())
      return fail(
        401,
        'unauthorized',
        cookies.fw_access ? 'Your session has expired; sign in again' : 'Authentication required',
      );
    if (method !== 'GET' && !csrfOk()) return fail(403, 'csrf', 'Missing or invalid CSRF token');
    if (path === '/api/user/current') return json(200, USER);
    if (this.passwordChangeRequired)
      return fail(403, 'password_change_required', 'Choose a new password first');
    if (path === '/api/things' && method === 'GET') {
      return json(
        200,
        [
          { id: 1, q: url.search },
          { id: 2, q: url.search },
        ],
        { 'x-total-count': '42' },
      );
    }
    if (path === '/api/things' && method === 'POST')
      return json(201, { id: 3, ...(JSON.parse(raw || '{}') as object) });
    if (path.startsWith('/api/things/') && method === 'DELETE') {
      res.writeHead(204);
      return void res.end();
    }
    if (path.startsWith('/api/things/'))
      return json(200, { id: Number(path.split('/').pop()), method });
    return fail(404, 'not_found', `No route for ${method} ${path}`);
  }
}

/**
 * A browser's cookie jar for Node's fetch: sends the cookies whose Path matches, keeps what
 * Set-Cookie answers (Max-Age=0 deletes), and exposes the script-readable ones as document.cookie would.
 */
export function cookieJar() {
  const jar = new Map<string, { value: string; path: string; httpOnly: boolean }>();
  const fetchWithCookies: typeof fetch = async (input, init) => {
    const request = new Request(input as RequestInfo, init);
    const path = new URL(request.url).pathname;
    const header = [...jar]
      .filter(
        ([, c]) =>
          path === c.path ||
          path.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`) ||
          c.path === '/',
      )
      .map(([k, c]) => `${k}=${c.value}`)
      .join('; ');
    const headers = new Headers(request.headers);
    if (header) headers.set('cookie', header);
    const res = await fetch(new Request(request, { headers }));
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';').map((s) => s.trim());
      const [name, ...v] = (pair ?? '').split('=');
      if (!name) continue;
      const value = v.join('=');
      const lower = attrs.map((a) => a.toLowerCase());
      const cookiePath = attrs.find((a) => a.toLowerCase().startsWith('path='))?.slice(5) ?? '/';
      if (!value || lower.includes('max-age=0')) jar.delete(name);
      else jar.set(name, { value, path: cookiePath, httpOnly: lower.includes('httponly') });
    }
    return res;
  };
  return {
    fetch: fetchWithCookies,
    /** What document.cookie shows: the cookies without HttpOnly. */
    documentCookie: () =>
      [...jar]
        .filter(([, c]) => !c.httpOnly)
        .map(([k, c]) => `${k}=${c.value}`)
        .join('; '),
    set: (name: string, value: string, path = '/', httpOnly = true) =>
      jar.set(name, { value, path, httpOnly }),
    get: (name: string) => jar.get(name)?.value,
  };
}

/** A location that records where the client sends the user. */
export function fakeLocation(pathname: string, search = '') {
  const assigned: string[] = [];
  return { pathname, search, assign: (url: string) => void assigned.push(url), assigned };
}

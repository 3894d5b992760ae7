import ky, { TimeoutError, type KyInstance, type Options as KyOptions } from 'ky';
import { CSRF_COOKIE, CSRF_HEADER, documentCookies, readCookie } from './cookies';
import { ApiError, SESSION_EXPIRED } from './errors';
import { pagePreloaded, preloadedResponse, type PreloadedAnswers } from './preloaded';
import { emitSessionEvent } from './session-events';
import type { Http, RequestOptions, SearchParams, UploadOptions } from './types';

/** Spec section 9: after a successful token refresh, wait 500 ms before retrying. */
export const REFRESH_RETRY_DELAY_MS = 500;

/** Where the client reads the current path and sends the user after the session ends. */
export type HttpLocation = {
  readonly pathname: string;
  readonly search?: string;
  assign(url: string): void;
};

export type SessionEndReason = 'expired' | 'logout';

export type CreateHttpOptions = {
  /** Prefix of every call; '/api' in the portal, an absolute URL in tests and tools. */
  baseUrl?: string;
  /** Called once the session is over: 'expired' (refresh failed or the retry got 401 again) or 'logout' (malformed token). */
  onSessionExpired?: (reason: SessionEndReason) => void;
  /** Defaults to window.location. The shell passes one whose assign() navigates inside the single-page app. */
  location?: HttpLocation;
  /** Source of `document.cookie`-style text for the CSRF cookie; defaults to document.cookie. */
  cookies?: () => string;
  /** A fetch implementation; defaults to the global one. */
  fetch?: typeof globalThis.fetch;
  /** Per-request timeout; default 30 s. */
  timeoutMs?: number;
  /**
   * Answers the page already carries (preloaded.ts): a GET of the same URL takes its answer once
   * instead of going to the network. Defaults to the page's own; null never uses any.
   */
  preloaded?: PreloadedAnswers | null;
  /** Makes the XMLHttpRequest of an upload; defaults to the global one. */
  xhr?: () => XMLHttpRequest;
};

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const UNSAFE: ReadonlySet<Method> = new Set<Method>(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Calls whose 401 is the answer itself, never a reason to refresh: signing in and out, the refresh
 * itself, registration and invitation login (the user has no session yet), and the start-up
 * session call (it never answers 401; the session store decides whether to refresh).
 */
const NO_REFRESH = /^auth\/(login|logout|refresh|register|invitation|session)(\/|$)/;

/** The calls that say who is signed in without a 401: a tokenError in their answer signs out. */
const STATUS_CALLS: ReadonlySet<string> = new Set(['auth/status', 'auth/session']);

/** The server's 403 code while the user must choose a new password before anything else. */
const PASSWORD_CHANGE_REQUIRED = 'password_change_required';

/** Error codes or flags by which a 401 body says the presented token is malformed. */
const TOKEN_ERROR_CODES = new Set([
  'token_error',
  'tokenError',
  'malformed_token',
  'invalid_token',
]);

/** Spec sections 2 and 8: no redirect to /login from /login itself or from an invitation link. */
export function isSessionExemptPath(pathname: string): boolean {
  return (
    pathname === '/login' || pathname.startsWith('/login/') || pathname.startsWith('/invitations/')
  );
}

/** '/login', or '/login?next=<where the user was>' so that signing in again returns there. */
export function loginUrl(pathname: string, search = ''): string {
  const here = `${pathname}${search}`;
  return pathname === '/' || pathname === '' ? '/login' : `/login?next=${encodeURIComponent(here)}`;
}

function normalizePath(path: string): string {
  return path.replace(/^\/+/, '');
}

export function buildSearch(params: SearchParams | undefined): string {
  if (!params) return '';
  const q = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      for (const v of value as readonly (string | number)[]) q.append(key, String(v));
    } else {
      q.append(key, String(value));
    }
  }
  const s = q.toString();
  return s ? `?${s}` : '';
}

function isRawBody(body: unknown): body is BodyInit {
  return (
    (typeof FormData !== 'undefined' && body instanceof FormData) ||
    (typeof Blob !== 'undefined' && body instanceof Blob) ||
    body instanceof URLSearchParams ||
    body instanceof ArrayBuffer ||
    typeof body === 'string'
  );
}

function retryAfterSeconds(res: Response): number | null {
  const raw = res.headers.get('retry-after');
  if (!raw) return null;
  const n = Number(raw);
  if (Number.isFinite(n)) return Math.max(0, Math.ceil(n));
  const at = Date.parse(raw);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - Date.now()) / 1000));
}

type ErrorBody = { text: string; json: Record<string, unknown> | null };

async function readErrorBody(res: Response): Promise<ErrorBody> {
  const text = await res.text().catch(() => '');
  let json: Record<string, unknown> | null = null;
  if (text) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
        json = parsed as Record<string, unknown>;
    } catch {
      json = null;
    }
  }
  return { text, json };
}

/**
 * Spec section 8: the error carries the response's text (for our JSON errors the `message`
 * field, else the `error` field, else the raw text), else 'HTTP {status}'.
 */
export function errorFromBody(res: Response, body: ErrorBody): ApiError {
  const { text, json } = body;
  let message = text.trim();
  let code: string | null = null;
  let details: unknown[] = [];
  if (json) {
    if (typeof json.message === 'string' && json.message.trim()) message = json.message.trim();
    else if (typeof json.error === 'string' && json.error.trim()) message = json.error.trim();
    if (typeof json.error === 'string') code = json.error;
    if (Array.isArray(json.details)) details = json.details;
  }
  if (!message) message = `HTTP ${res.status}`;
  return new ApiError(message, res.status, code, details, retryAfterSeconds(res));
}

function isTokenError(json: Record<string, unknown> | null): boolean {
  if (!json) return false;
  if (json.tokenError === true || json.token_error === true) return true;
  return typeof json.error === 'string' && TOKEN_ERROR_CODES.has(json.error);
}

/** Spec section 8's texts for uploads. */
export const UPLOAD_FAILED = 'File upload failed';
export const UPLOAD_NETWORK_ERROR = 'Network error during file upload';

/** A failed upload reads as the server's own message, else UPLOAD_FAILED. */
function uploadErrorFromBody(res: Response, body: ErrorBody): ApiError {
  const err = errorFromBody(res, body);
  const json = body.json;
  const fromServer =
    !!json &&
    ((typeof json.message === 'string' && !!json.message.trim()) ||
      (typeof json.error === 'string' && !!json.error.trim()));
  return fromServer
    ? err
    : new ApiError(UPLOAD_FAILED, res.status, err.code, err.details, err.retryAfter);
}

/** An upload's answer must be JSON (or nothing): anything else is 'Invalid response format'. */
async function parseJsonBody(res: Response): Promise<unknown> {
  if (res.status === 204 || res.status === 205) return undefined;
  const text = await res.text();
  if (!text) return undefined;
  const type = res.headers.get('content-type') ?? '';
  try {
    if (!type.includes('json')) throw new Error('not JSON');
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError('Invalid response format', res.status, 'invalid_response');
  }
}

function responseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    try {
      headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
    } catch {
      // A header the Headers class refuses is one the client never reads.
    }
  }
  return headers;
}

function abortError(signal: AbortSignal): unknown {
  return signal.reason instanceof Error
    ? signal.reason
    : new DOMException('The upload was cancelled', 'AbortError');
}

type XhrRequest = {
  method: 'POST' | 'PUT';
  url: string;
  headers: Record<string, string>;
  body: FormData;
  signal?: AbortSignal;
  onProgress?: UploadOptions['onProgress'];
};

/**
 * One XMLHttpRequest, answered as a fetch Response so the session rules treat it like any call.
 * fetch cannot report how much of the body went out; XMLHttpRequest's upload events can. No
 * timeout: a large file on a slow line may take minutes, and the person can cancel it.
 */
function sendXhr(make: () => XMLHttpRequest, req: XhrRequest): Promise<Response> {
  return new Promise<Response>((resolve, reject) => {
    const { signal } = req;
    if (signal?.aborted) return reject(abortError(signal));
    const xhr = make();
    const onAbort = () => xhr.abort();
    const done = () => signal?.removeEventListener('abort', onAbort);
    xhr.open(req.method, req.url, true);
    xhr.withCredentials = true;
    xhr.responseType = 'text';
    for (const [name, value] of Object.entries(req.headers)) xhr.setRequestHeader(name, value);
    if (req.onProgress) {
      const report = req.onProgress;
      // Listeners go on before send(): some implementations only report to those present then.
      xhr.upload.addEventListener('progress', (e) => {
        if (e.lengthComputable) report({ loaded: e.loaded, total: e.total });
      });
    }
    xhr.addEventListener('load', () => {
      done();
      const empty = xhr.status === 204 || xhr.status === 205;
      try {
        resolve(
          new Response(empty ? null : xhr.responseText, {
            status: xhr.status,
            statusText: xhr.statusText,
            headers: responseHeaders(xhr.getAllResponseHeaders()),
          }),
        );
      } catch {
        reject(new ApiError(UPLOAD_NETWORK_ERROR, 0, 'network_error'));
      }
    });
    xhr.addEventListener('error', () => {
      done();
      reject(new ApiError(UPLOAD_NETWORK_ERROR, 0, 'network_error'));
    });
    xhr.addEventListener('timeout', () => {
      done();
      reject(new ApiError(UPLOAD_NETWORK_ERROR, 0, 'network_error'));
    });
    xhr.addEventListener('abort', () => {
      done();
      reject(signal?.aborted ? abortError(signal) : new ApiError(UPLOAD_FAILED, 0, 'aborted'));
    });
    signal?.addEventListener('abort', onAbort, { once: true });
    xhr.send(req.body);
  });
}

async function parseBody(res: Response): Promise<unknown> {
  if (res.status === 204 || res.status === 205) return undefined;
  const text = await res.text();
  if (!text) return undefined;
  const type = res.headers.get('content-type') ?? '';
  if (!type.includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError('Invalid response format', res.status, 'invalid_response');
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function defaultLocation(): HttpLocation | undefined {
  return (globalThis as { location?: HttpLocation }).location;
}

/**
 * The ky implementation of Http with the session rules of the spec (sections 4, 8 and 9):
 * - cookies go with every call (credentials 'include'); POST/PUT/PATCH/DELETE carry X-CSRF-Token
 *   copied from the csrf_token cookie;
 * - a 401 triggers one POST auth/refresh, shared by every call that got a 401 meanwhile, then a
 *   500 ms wait and one retry; if the refresh fails or the retry is 401 again the call raises
 *   'Session expired', the session store is cleared and the user is sent to /login (not from
 *   /login or /invitations/...);
 * - a malformed-token answer (auth/status or auth/session with tokenError, or a 401 naming a token
 *   error) signs out;
 * - auth/login, auth/logout, auth/refresh and auth/session never start the refresh dance.
 */
export function createHttp(options: CreateHttpOptions = {}): Http {
  const base = (options.baseUrl ?? '/api').replace(/\/+$/, '');
  const cookies = options.cookies ?? documentCookies;
  const kyOptions: KyOptions = {
    credentials: 'include',
    retry: 0,
    timeout: options.timeoutMs ?? 30_000,
    throwHttpErrors: false,
  };
  if (options.fetch) kyOptions.fetch = options.fetch;
  const api: KyInstance = ky.create(kyOptions);

  let refreshing: Promise<boolean> | null = null;
  /**
   * Set when the session has ended (refresh failed, retry refused, malformed token); cleared by the
   * next successful answer. While set, a 401 ends the call at once: no second refresh, no second redirect.
   */
  let ended = false;

  const location = (): HttpLocation | undefined => options.location ?? defaultLocation();
  const preloaded = (): PreloadedAnswers | null =>
    options.preloaded === undefined ? pagePreloaded() : options.preloaded;

  async function raw(
    method: Method,
    path: string,
    body?: unknown,
    opts: RequestOptions = {},
  ): Promise<Response> {
    const headers: Record<string, string> = { accept: 'application/json', ...opts.headers };
    if (UNSAFE.has(method)) {
      const token = readCookie(cookies(), CSRF_COOKIE);
      if (token) headers[CSRF_HEADER] = token;
    }
    const url = `${base}/${normalizePath(path)}${buildSearch(opts.searchParams)}`;
    if (method === 'GET') {
      const answer = preloaded()?.take(url);
      if (answer) return preloadedResponse(answer);
    }
    const init: KyOptions = { method, headers };
    if (opts.signal) init.signal = opts.signal;
    if (body !== undefined) {
      if (isRawBody(body)) init.body = body;
      else init.json = body;
    }
    try {
      return await api(url, init);
    } catch (err) {
      if (err instanceof TimeoutError)
        throw new ApiError('The server did not answer in time', 0, 'timeout');
      if (err instanceof Error && err.name === 'AbortError') throw err;
      throw new ApiError('Could not reach the server; check your connection', 0, 'network_error');
    }
  }

  function sendToLogin(): void {
    const loc = location();
    if (!loc || isSessionExemptPath(loc.pathname)) return;
    loc.assign(loginUrl(loc.pathname, loc.search ?? ''));
  }

  /** Announces the end of the session once, whichever of the concurrent calls notices it first. */
  function endSession(type: SessionEndReason, reason: string): void {
    if (ended) return;
    ended = true;
    emitSessionEvent({ type, reason });
    try {
      options.onSessionExpired?.(type);
    } finally {
      sendToLogin();
    }
  }

  /** A malformed token cannot be refreshed: end the session on the server if it can be found, and sign out here. */
  function forceLogout(reason: string): void {
    void raw('POST', 'auth/logout')
      .then((res) => res.body?.cancel())
      .catch(() => undefined);
    endSession('logout', reason);
  }

  /** Single flight: every 401 that arrives while a refresh (or its 500 ms wait) runs shares it. */
  function refreshOnce(): Promise<boolean> {
    if (!refreshing) {
      refreshing = (async () => {
        try {
          const res = await raw('POST', 'auth/refresh');
          await res.body?.cancel();
          if (!res.ok) return false;
          await sleep(REFRESH_RETRY_DELAY_MS);
          return true;
        } catch {
          return false;
        }
      })().finally(() => {
        refreshing = null;
      });
    }
    return refreshing;
  }

  async function send(
    method: Method,
    path: string,
    body: unknown,
    opts: RequestOptions | undefined,
  ): Promise<Response> {
    return settle(path, () => raw(method, path, body, opts), errorFromBody);
  }

  /** The session rules around one call: `attempt` sends it (again, once, after a refresh). */
  async function settle(
    path: string,
    attempt: () => Promise<Response>,
    toError: (res: Response, body: ErrorBody) => ApiError,
    retried = false,
  ): Promise<Response> {
    const res = await attempt();
    const p = normalizePath(path);
    if (res.ok) {
      ended = false;
      return res;
    }
    const errorBody = await readErrorBody(res);
    if (res.status === 403 && errorBody.json?.error === PASSWORD_CHANGE_REQUIRED) {
      // Set by an admin while this user was signed in: the shell sends them to choose one.
      emitSessionEvent({
        type: 'password_change_required',
        reason: 'the club asked for a new password',
      });
    }
    if (res.status !== 401 || NO_REFRESH.test(p)) throw toError(res, errorBody);
    if (isTokenError(errorBody.json)) {
      forceLogout('malformed token');
      throw new ApiError(SESSION_EXPIRED, 401, 'session_expired');
    }
    if (!ended && !retried && (await refreshOnce())) return settle(path, attempt, toError, true);
    endSession('expired', retried ? 'the retry was refused again' : 'the refresh failed');
    throw new ApiError(SESSION_EXPIRED, 401, 'session_expired');
  }

  async function request<T>(
    method: Method,
    path: string,
    body?: unknown,
    opts?: RequestOptions,
  ): Promise<T> {
    const res = await send(method, path, body, opts);
    const data = await parseBody(res);
    if (
      method === 'GET' &&
      STATUS_CALLS.has(normalizePath(path)) &&
      isTokenError(data as Record<string, unknown> | null)
    ) {
      forceLogout('malformed token');
    }
    return data as T;
  }

  return {
    get: <T>(path: string, opts?: RequestOptions) => request<T>('GET', path, undefined, opts),
    post: <T>(path: string, body?: unknown, opts?: RequestOptions) =>
      request<T>('POST', path, body, opts),
    put: <T>(path: string, body?: unknown, opts?: RequestOptions) =>
      request<T>('PUT', path, body, opts),
    patch: <T>(path: string, body?: unknown, opts?: RequestOptions) =>
      request<T>('PATCH', path, body, opts),
    delete: <T>(path: string, opts?: RequestOptions) => request<T>('DELETE', path, undefined, opts),
    async getPage<T>(path: string, opts?: RequestOptions) {
      const res = await send('GET', path, undefined, opts);
      const data = await parseBody(res);
      if (!Array.isArray(data))
        throw new ApiError('Invalid response format', res.status, 'invalid_response');
      const header = Number.parseInt(res.headers.get('x-total-count') ?? '', 10);
      return { items: data as T[], total: Number.isNaN(header) ? data.length : header };
    },
    async upload<T>(path: string, body: FormData, opts: UploadOptions = {}): Promise<T> {
      const method = opts.method ?? 'POST';
      const url = `${base}/${normalizePath(path)}${buildSearch(opts.searchParams)}`;
      const make = options.xhr ?? (() => new XMLHttpRequest());
      const attempt = () => {
        // Read for each attempt: a refresh rotates the CSRF token.
        const headers: Record<string, string> = { accept: 'application/json', ...opts.headers };
        const token = readCookie(cookies(), CSRF_COOKIE);
        if (token) headers[CSRF_HEADER] = token;
        return sendXhr(make, {
          method,
          url,
          headers,
          body,
          signal: opts.signal,
          onProgress: opts.onProgress,
        });
      };
      const res = await settle(path, attempt, uploadErrorFromBody);
      return (await parseJsonBody(res)) as T;
    },
  };
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { signedInSession, type SignedInSession } from '@fairway/shared-api/contract';
import { ACCESS_COOKIE } from './auth/cookies';
import type { PreloadGet } from './document-preload';

/** One embedded answer, as the browser would have received it. */
export type PreloadedAnswer = { status: number; body: unknown; headers?: Record<string, string> };

/** By URL (path and query, exactly as the client asks): what the document answers in advance. */
export type PreloadedAnswers = Map<string, PreloadedAnswer>;

export const SESSION_URL = '/api/auth/session';

/** Headers of the document's request that make an in-process call the caller's own call. */
const CALLER_HEADERS = [
  'cookie',
  'host',
  'user-agent',
  'accept-language',
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
];
/** Response headers a client reads besides the body (paged lists). */
const KEPT_HEADERS = ['x-total-count'];

/** The signed-in caller of a document, and their calls made so far. */
export type CallerCalls = {
  session: SignedInSession;
  /** A GET as the caller; each URL is asked once. Nothing is asked after the deadline. */
  get: PreloadGet;
  /** The 2xx JSON answers received so far (a copy). */
  answers(): PreloadedAnswers;
};

/**
 * Asks GET /api/auth/session in-process with the caller's own cookie and headers, and answers
 * their session and a `get` that asks the same way, or null when they are not signed in (no
 * access cookie: not even that call is made). Every permission, row-level security and
 * rate-limit rule of a call made through `get` is the real call's, because it is the real call.
 */
export async function callerCalls(
  app: FastifyInstance,
  req: FastifyRequest,
  deadline: number,
): Promise<CallerCalls | null> {
  if (!req.cookies?.[ACCESS_COOKIE]) return null;
  const answers: PreloadedAnswers = new Map();
  const asked = new Map<string, Promise<unknown>>();
  const headers: Record<string, string> = { accept: 'application/json' };
  for (const name of CALLER_HEADERS) {
    const value = req.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }

  const ask = async (url: string): Promise<unknown> => {
    const res = await app.inject({
      method: 'GET',
      url,
      headers,
      remoteAddress: req.socket.remoteAddress,
    });
    if (res.statusCode < 200 || res.statusCode >= 300) return null;
    if (!/json/.test(String(res.headers['content-type'] ?? ''))) return null;
    const body: unknown = res.json();
    const kept: Record<string, string> = {};
    for (const name of KEPT_HEADERS) {
      const value = res.headers[name];
      if (typeof value === 'string') kept[name] = value;
    }
    answers.set(url, {
      status: res.statusCode,
      body,
      ...(Object.keys(kept).length > 0 ? { headers: kept } : {}),
    });
    return body;
  };
  const get = <T>(url: string): Promise<T | null> => {
    let answer = asked.get(url);
    if (!answer) {
      answer =
        Date.now() >= deadline
          ? Promise.resolve(null)
          : ask(url).catch((err: unknown) => {
              req.log.warn({ err, url }, 'document preload failed');
              return null;
            });
      asked.set(url, answer);
    }
    return answer as Promise<T | null>;
  };

  const parsed = signedInSession.safeParse(await get(SESSION_URL));
  if (!parsed.success) return null;
  return { session: parsed.data, get, answers: () => new Map(answers) };
}

/** Waits for `work` until `deadline` at most; a failure is logged, never thrown. */
export async function until(work: Promise<unknown>, deadline: number, req: FastifyRequest) {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, Math.max(0, deadline - Date.now()));
  });
  await Promise.race([
    work.catch((err: unknown) => req.log.warn({ err }, 'document preload failed')),
    late,
  ]);
  clearTimeout(timer);
}

/**
 * The answers as the text of a <script type="application/json">: `<`, `>` and `&` written as
 * JSON escapes so no value can close the element or open a comment, and U+2028/U+2029 escaped
 * for the scripts that might read it as JavaScript. A JSON script is never executed, so the
 * Content-Security-Policy needs no hash for it.
 */
export function preloadedJson(answers: PreloadedAnswers): string {
  return JSON.stringify(Object.fromEntries(answers))
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * Answers the server already put in the page (Remix's loader data, Discourse's PreloadStore): for a
 * signed-in caller, the portal's document carries the answers of the GET calls its first screen
 * makes, in <script type="application/json" id="fw-preloaded"> ({ "<path?query>": { status, body,
 * headers? } }). Each answer stands for one call: taken once, and only while the page is young;
 * anything else goes to the network. No imports: the portal's first script uses this file too.
 */

/** The element the server writes (server/src/plugins/platform/portal-document.ts). */
export const PRELOADED_ELEMENT_ID = 'fw-preloaded';
/** After this long since the page started, an answer is too old to stand for a new call. */
export const PRELOADED_FOR_MS = 10_000;

export type PreloadedAnswer = { status: number; body: unknown; headers: Record<string, string> };

export type PreloadedAnswers = {
  /**
   * The answer for a GET of `url` (a path, or an absolute URL of the page's origin), or null:
   * none was preloaded, it was already taken, or the page is too old for it.
   */
  take(url: string): PreloadedAnswer | null;
};

export type PreloadedSource = {
  /** The element's text; null when the page has none. */
  text: string | null;
  /** The page's URL, to read relative and absolute URLs alike. */
  base: string;
  /** Milliseconds since the page started (performance.now()). */
  now: () => number;
  forMs?: number;
};

function keyOf(url: string, base: string): string | null {
  try {
    const u = new URL(url, base);
    return u.origin === new URL(base).origin ? `${u.pathname}${u.search}` : null;
  } catch {
    return null;
  }
}

function readAnswer(raw: unknown): PreloadedAnswer | null {
  if (!raw || typeof raw !== 'object') return null;
  const a = raw as Record<string, unknown>;
  if (typeof a.status !== 'number' || a.status < 200 || a.status > 299 || !('body' in a))
    return null;
  const headers: Record<string, string> = {};
  if (a.headers && typeof a.headers === 'object')
    for (const [k, v] of Object.entries(a.headers as Record<string, unknown>))
      if (typeof v === 'string') headers[k.toLowerCase()] = v;
  return { status: a.status, body: a.body, headers };
}

/** The answers of one page's element; malformed text or entries are ignored (the calls go out). */
export function createPreloadedAnswers(source: PreloadedSource): PreloadedAnswers {
  const answers = new Map<string, PreloadedAnswer>();
  try {
    const parsed: unknown = source.text ? JSON.parse(source.text) : null;
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      for (const [url, raw] of Object.entries(parsed as Record<string, unknown>)) {
        const key = keyOf(url, source.base);
        const answer = readAnswer(raw);
        if (key && answer) answers.set(key, answer);
      }
  } catch {
    // Not JSON: nothing is preloaded.
  }
  const forMs = source.forMs ?? PRELOADED_FOR_MS;
  return {
    take(url) {
      const key = keyOf(url, source.base);
      const answer = key === null ? undefined : answers.get(key);
      if (!answer || key === null) return null;
      answers.delete(key);
      return source.now() <= forMs ? answer : null;
    },
  };
}

/**
 * The page's answers. Kept on the window, so the first script and the portal's code (separate
 * bundles) share one set and an answer taken by one is gone for the other.
 */
export function pagePreloaded(): PreloadedAnswers {
  const g = globalThis as {
    __FAIRWAY_PRELOADED__?: PreloadedAnswers;
    document?: { getElementById(id: string): { textContent: string | null } | null };
    location?: { href: string };
    performance?: { now(): number };
  };
  if (!g.__FAIRWAY_PRELOADED__) {
    if (!g.document || !g.location) return { take: () => null };
    g.__FAIRWAY_PRELOADED__ = createPreloadedAnswers({
      text: g.document.getElementById(PRELOADED_ELEMENT_ID)?.textContent ?? null,
      base: g.location.href,
      now: () => g.performance?.now() ?? Number.POSITIVE_INFINITY,
    });
  }
  return g.__FAIRWAY_PRELOADED__;
}

/** The answer as the fetch Response the call would have received. */
export function preloadedResponse(answer: PreloadedAnswer): Response {
  return new Response(JSON.stringify(answer.body), {
    status: answer.status,
    headers: { 'content-type': 'application/json', ...answer.headers },
  });
}

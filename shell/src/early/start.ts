import { preloadedResponse, type PreloadedAnswers } from '@fairway/shared-api/preloaded';
import { parseRemotes, remoteModuleFor, type RemoteEntry } from '../root/remotes';
import { matchesPrefix } from '../root/paths';

/** The start-up session call (GET /api/auth/session: never 401). */
export const SESSION_URL = '/api/auth/session';
export const REMOTES_URL = '/remotes.json';
/** Where a visitor without a session is sent from a protected page. */
const SIGN_IN_PATH = '/login';
const PASSWORD_CHANGE_PATH = '/profile/password';

/**
 * What the page's first script started before the shell's code arrived; the shell takes the
 * answers from here instead of asking again (window.__FAIRWAY_EARLY__).
 */
export type EarlyStart = {
  /** The JSON of GET /api/auth/session, or null when it could not be read. */
  session: Promise<unknown>;
  /** The JSON of /remotes.json (rejects when it could not be read). */
  remotes: Promise<unknown>;
  /** The manifest of the remote the first page needs, by absolute URL, not yet read. */
  manifests: Map<string, Promise<Response>>;
};

export type EarlyEnv = {
  fetch: typeof fetch;
  location: { href: string; pathname: string };
  document: Pick<Document, 'createElement' | 'head' | 'querySelectorAll'>;
  /** This browser's storage (the last remotes.json is kept there as a hint); null when unavailable. */
  storage?: () => Pick<Storage, 'getItem' | 'setItem'> | null;
  /** document.cookie: the session's script-readable CSRF cookie says a session may be there. */
  cookies?: () => string;
  /**
   * The answers the server put in the page for a signed-in caller (session, remotes.json, the
   * first remote's manifest): taken instead of asked for.
   */
  preloaded?: PreloadedAnswers;
};

/** Where the last remotes.json is kept, to start the next visit's remote before it is revalidated. */
export const REMOTES_HINT_KEY = 'fairway:remotes';

/** What a page needs of a remote before it can show: its entry, and its module's chunks and styles. */
export type RemoteAssets = { scripts: string[]; styles: string[] };

type SessionHint = {
  authenticated: boolean;
  renewable: boolean;
  mustChangePassword: boolean;
  features: Record<string, unknown> | null;
};

function readSession(json: unknown): SessionHint {
  const s = (json && typeof json === 'object' ? json : {}) as Record<string, unknown>;
  const user = (s.user && typeof s.user === 'object' ? s.user : {}) as Record<string, unknown>;
  return {
    authenticated: s.authenticated === true,
    renewable: s.renewable === true,
    mustChangePassword: user.must_change_password === true,
    features:
      s.features && typeof s.features === 'object' ? (s.features as Record<string, unknown>) : null,
  };
}

/**
 * The remote (and its module) the first page will mount, as the shell will decide once it runs:
 * a public page its own; a protected page its own when a session is (or may be renewed) there,
 * the password change while one is required, and the sign-in page otherwise; nothing for pages no
 * remote serves or whose module is turned off.
 */
export function firstScreen(
  pathname: string,
  remotes: readonly RemoteEntry[],
  session: unknown,
): { remote: RemoteEntry; module: string } | null {
  const isPublic = remotes.some((r) => r.publicRoutes.some((p) => matchesPrefix(pathname, p)));
  const s = readSession(session);
  let path = pathname;
  if (!isPublic) {
    if (s.authenticated && s.mustChangePassword) path = PASSWORD_CHANGE_PATH;
    else if (!s.authenticated && !s.renewable) path = SIGN_IN_PATH;
  }
  const screen = remoteModuleFor(path, remotes);
  if (!screen) return null;
  if (screen.remote.flag && s.features?.[screen.remote.flag] === false) return null;
  return screen;
}

const isStringList = (v: unknown): v is string[] =>
  Array.isArray(v) && v.every((x) => typeof x === 'string');

/**
 * The files a remote's module needs first, read from its mf-manifest.json: remoteEntry.js and the
 * module's own chunks and styles, as absolute URLs. Null for a manifest it cannot read.
 */
export function remoteAssets(
  manifest: unknown,
  manifestUrl: string,
  module: string,
): RemoteAssets | null {
  if (!manifest || typeof manifest !== 'object') return null;
  const m = manifest as {
    metaData?: { publicPath?: unknown; remoteEntry?: { name?: unknown; path?: unknown } };
    exposes?: unknown;
  };
  const entryName = m.metaData?.remoteEntry?.name;
  if (typeof entryName !== 'string' || !entryName) return null;
  const publicPath = m.metaData?.publicPath;
  const base =
    typeof publicPath === 'string' && publicPath && publicPath !== 'auto'
      ? new URL(publicPath, manifestUrl)
      : new URL('.', manifestUrl);
  const entryPath = m.metaData?.remoteEntry?.path;
  const url = (file: string) => new URL(file, base).href;
  const scripts = [
    url(
      typeof entryPath === 'string' && entryPath
        ? `${entryPath.replace(/\/+$/, '')}/${entryName}`
        : entryName,
    ),
  ];
  const styles: string[] = [];
  const exposes = Array.isArray(m.exposes) ? (m.exposes as Record<string, unknown>[]) : [];
  const expose = exposes.find((e) => e.path === module || `./${String(e.name)}` === module);
  const assets = expose?.assets as
    { js?: { sync?: unknown }; css?: { sync?: unknown } } | undefined;
  if (isStringList(assets?.js?.sync)) scripts.push(...assets.js.sync.map(url));
  if (isStringList(assets?.css?.sync)) styles.push(...assets.css.sync.map(url));
  return { scripts, styles };
}

/**
 * Adds <link rel="preload"> for each file not already in the page (the server may have named them
 * in the document); the shell's loaders then find them fetched.
 */
export function preload(doc: EarlyEnv['document'], assets: RemoteAssets): void {
  const present = new Set(
    Array.from(
      doc.querySelectorAll<HTMLLinkElement | HTMLScriptElement>('link, script[src]'),
      (e) => ('href' in e ? e.href : e.src),
    ),
  );
  const add = (href: string, as: 'script' | 'style') => {
    if (present.has(href)) return;
    present.add(href);
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.as = as;
    link.href = href;
    doc.head.appendChild(link);
  };
  for (const s of assets.scripts) add(s, 'script');
  for (const s of assets.styles) add(s, 'style');
}

function readHint(env: EarlyEnv): RemoteEntry[] | null {
  try {
    const raw = env.storage?.()?.getItem(REMOTES_HINT_KEY);
    return raw ? parseQuietly(JSON.parse(raw)) : null;
  } catch {
    return null;
  }
}

function saveHint(env: EarlyEnv, json: unknown): void {
  try {
    env.storage?.()?.setItem(REMOTES_HINT_KEY, JSON.stringify(json));
  } catch {
    // Storage full or turned off: the next visit waits for remotes.json.
  }
}

/** parseRemotes without its console errors (the shell reports a bad remotes.json itself). */
function parseQuietly(json: unknown): RemoteEntry[] | null {
  try {
    return parseRemotes(json, () => undefined);
  } catch {
    return null;
  }
}

/** What the cookies say before the session answers: a session may be there when its CSRF cookie is. */
function sessionHint(env: EarlyEnv): unknown {
  const cookie = env.cookies?.() ?? '';
  return { authenticated: false, renewable: /(?:^|;\s*)csrf_token=[^;]/.test(cookie) };
}

/**
 * Starts, with the page, what the shell would otherwise ask for one after the other: the session
 * and remotes.json together (index.html preloads both, so these fetches take those answers), then
 * the manifest of the remote the first page needs, then that remote's entry and module files.
 * On a repeat visit the remotes.json of the last one (kept in storage) starts the manifest at
 * once, while remotes.json itself is revalidated; what it then says is what the shell uses.
 * A signed-in caller's page carries the session, remotes.json and the manifest already
 * (env.preloaded): nothing is asked for, and the remote's files are known at once.
 */
export function startEarly(env: EarlyEnv): EarlyStart {
  const preloadedSession = env.preloaded?.take(SESSION_URL);
  const preloadedRemotes = env.preloaded?.take(REMOTES_URL);
  const session = preloadedSession
    ? Promise.resolve(preloadedSession.body)
    : env
        .fetch(SESSION_URL, { credentials: 'same-origin', headers: { accept: 'application/json' } })
        .then((r) => (r.ok ? r.json() : null))
        .catch(() => null);
  const remotes = preloadedRemotes
    ? Promise.resolve(preloadedRemotes.body)
    : env.fetch(REMOTES_URL, { cache: 'no-cache', credentials: 'same-origin' }).then((r) => {
        if (!r.ok) throw new Error(`${REMOTES_URL} answered HTTP ${r.status}`);
        return r.json() as Promise<unknown>;
      });
  // The shell reports a failure; nothing to do about it here.
  remotes.catch(() => undefined);
  const manifests = new Map<string, Promise<Response>>();

  /** Fetches the first page's manifest (once per URL), then preloads what its module needs. */
  const prefetch = async (list: readonly RemoteEntry[] | null, s: unknown) => {
    const screen = list && firstScreen(env.location.pathname, list, s);
    if (!screen) return;
    const url = new URL(screen.remote.manifest, env.location.href).href;
    if (manifests.has(url)) return;
    const answer = env.preloaded?.take(url);
    const response = answer
      ? Promise.resolve(preloadedResponse(answer))
      : env.fetch(url, { credentials: 'same-origin' });
    manifests.set(url, response);
    const res = await response;
    if (!res.ok) return;
    const assets = remoteAssets(await res.clone().json(), url, screen.module);
    if (assets) preload(env.document, assets);
  };

  // What the page carries comes first; else the last visit's remotes.json and the cookies.
  void prefetch(
    preloadedRemotes ? parseQuietly(preloadedRemotes.body) : readHint(env),
    preloadedSession ? preloadedSession.body : sessionHint(env),
  ).catch(() => undefined);
  void Promise.all([remotes, session])
    .then(([json, s]) => {
      saveHint(env, json);
      return prefetch(parseQuietly(json), s);
    })
    .catch(() => undefined);

  return { session, remotes, manifests };
}

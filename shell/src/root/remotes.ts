import type { Language } from '@fairway/shared-ui';
import { matchesPrefix } from './paths';

/** The module a remote's routes mount unless one of its `modules` claims the route. */
export const SPA_MODULE = './spa';

/**
 * A smaller exposed module a remote offers for some of its routes (mf-auth's './sign-in' for
 * /login): there the shell loads only that module, not the remote's whole './spa'.
 */
export type RemoteModule = {
  /** The exposed module ('./sign-in'). */
  module: string;
  /** Path prefixes it serves; each also belongs to the remote's routes. */
  routes: string[];
};

/** A label in the catalogue languages besides English ({ es: 'Salidas' }). */
export type Labels = Readonly<Record<string, string>>;

/**
 * What a person does, the groups of the navigation (tooling's NAV_GROUPS): play, run the desk,
 * set up the club, administer; 'account' entries go to the user menu.
 */
export const NAV_GROUPS = ['play', 'desk', 'setup', 'admin', 'account'] as const;
export type NavGroup = (typeof NAV_GROUPS)[number];
const isNavGroup = (v: unknown): v is NavGroup => NAV_GROUPS.includes(v as NavGroup);

/** One navigation entry a remote contributes. */
export type NavEntry = {
  /** In English. */
  label: string;
  /** In the other catalogue languages. */
  labels: Labels;
  path: string;
  /** The `<module>:<action>` permission needed to see it; null: every signed-in user. */
  permission: string | null;
  /** A feature flag that hides it when off, on top of the remote's own flag. */
  flag: string | null;
  /** Its group; null (a remotes.json older than groups): listed after the known groups. */
  group: NavGroup | null;
};

/**
 * A part of the home page a remote contributes: `export` of its exposed `module` is a set of
 * single-spa parcel lifecycles (bootstrap, mount, unmount) the home page mounts in its own slot.
 */
export type HomeWidget = {
  /** Unique within the remote (kebab-case). */
  id: string;
  /** The exposed module ('./home'). */
  module: string;
  /** What the module exports for this widget ('deskToday'). */
  export: string;
  /** Shown only with this permission; null: every signed-in user. */
  permission: string | null;
  /** A feature flag that hides it when off, on top of the remote's own flag. */
  flag: string | null;
  /** Orders the widget on the page as the navigation's groups are ordered for the person. */
  group: Exclude<NavGroup, 'account'>;
};

/** One entry of /remotes.json. */
export type RemoteEntry = {
  /** The Module Federation container name (mf_auth). */
  name: string;
  /** What people call the module ('Tee sheet', 'Pro shop'), in English: used in notices and fallback panels. */
  label: string;
  /** The same in the other catalogue languages. */
  labels: Labels;
  /** URL of the remote's mf-manifest.json. */
  manifest: string;
  /** Path prefixes the remote answers ('/login', '/tee-times'). */
  routes: string[];
  /** Routes among those reachable without signing in. */
  publicRoutes: string[];
  /** The feature flag that turns the whole remote on and off; null: always on. */
  flag: string | null;
  nav: NavEntry[];
  /** Routes served by a smaller exposed module than './spa'. */
  modules: RemoteModule[];
  /** Widgets for the home page. */
  home: HomeWidget[];
};

const isString = (v: unknown): v is string => typeof v === 'string' && v.length > 0;
const isPath = (v: unknown): v is string => isString(v) && v.startsWith('/');
const nullableString = (v: unknown): string | null => (isString(v) ? v : null);

// What a label may be: the tooling refuses longer ones, so anything longer was not built here.
const MAX_LABEL = 60;
const MAX_LANGUAGES = 20;
const LANGUAGE_CODE = /^[a-z]{2,3}$/;

/**
 * The labels of `raw` by language code; anything else is left out. (The early script reads
 * remotes.json too, so no shared-ui here: which languages the catalogue has is labelIn's caller's.)
 */
function parseLabels(raw: unknown): Labels {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return {};
  const labels: Record<string, string> = {};
  const entries = Object.entries(raw as Record<string, unknown>).slice(0, MAX_LANGUAGES);
  for (const [language, label] of entries)
    if (LANGUAGE_CODE.test(language) && isString(label) && label.length <= MAX_LABEL)
      labels[language] = label;
  return labels;
}

/** A module's or navigation entry's label in `language`: English when remotes.json lacks it. */
export const labelIn = (entry: { label: string; labels: Labels }, language: Language): string =>
  (language === 'en' ? undefined : entry.labels[language]) ?? entry.label;

function parseNav(raw: unknown): NavEntry | null {
  if (!raw || typeof raw !== 'object') return null;
  const n = raw as Record<string, unknown>;
  if (!isString(n.label) || !isPath(n.path)) return null;
  return {
    label: n.label,
    labels: parseLabels(n.labels),
    path: n.path,
    permission: nullableString(n.permission),
    flag: nullableString(n.flag),
    group: isNavGroup(n.group) ? n.group : null,
  };
}

const MAX_WIDGETS = 6;

function parseWidget(raw: unknown): HomeWidget | null {
  if (!raw || typeof raw !== 'object') return null;
  const w = raw as Record<string, unknown>;
  if (
    !isString(w.id) ||
    !isString(w.module) ||
    !w.module.startsWith('./') ||
    w.module === SPA_MODULE ||
    !isString(w.export) ||
    !isNavGroup(w.group) ||
    w.group === 'account'
  )
    return null;
  return {
    id: w.id,
    module: w.module,
    export: w.export,
    permission: nullableString(w.permission),
    flag: nullableString(w.flag),
    group: w.group,
  };
}

function parseModule(raw: unknown, routes: readonly string[]): RemoteModule | null {
  if (!raw || typeof raw !== 'object') return null;
  const m = raw as Record<string, unknown>;
  if (!isString(m.module) || !m.module.startsWith('./') || m.module === SPA_MODULE) return null;
  const own = Array.isArray(m.routes)
    ? m.routes.filter(isPath).filter((p) => routes.some((r) => matchesPrefix(p, r)))
    : [];
  return own.length > 0 ? { module: m.module, routes: own } : null;
}

/**
 * Reads remotes.json ({ remotes: [...] }). An invalid entry is left out with a console error, so
 * one bad line does not take the portal down.
 */
export function parseRemotes(
  json: unknown,
  report: (message: string, entry: unknown) => void = console.error,
): RemoteEntry[] {
  const list =
    json && typeof json === 'object' && Array.isArray((json as { remotes?: unknown }).remotes)
      ? (json as { remotes: unknown[] }).remotes
      : null;
  if (!list) throw new Error('remotes.json must be an object with a "remotes" array');
  const out: RemoteEntry[] = [];
  const seen = new Set<string>();
  for (const raw of list) {
    const r = (raw ?? {}) as Record<string, unknown>;
    const routes = Array.isArray(r.routes) ? r.routes.filter(isPath) : [];
    if (
      !isString(r.name) ||
      !/^[A-Za-z_$][\w$]*$/.test(r.name) ||
      !isString(r.manifest) ||
      routes.length === 0 ||
      seen.has(r.name)
    ) {
      report(
        'remotes.json: entry left out (needs a unique identifier name, a manifest URL and routes)',
        raw,
      );
      continue;
    }
    seen.add(r.name);
    out.push({
      name: r.name,
      label: isString(r.label) ? r.label : r.name,
      labels: parseLabels(r.labels),
      manifest: r.manifest,
      routes,
      publicRoutes: Array.isArray(r.publicRoutes) ? r.publicRoutes.filter(isPath) : [],
      flag: nullableString(r.flag),
      nav: Array.isArray(r.nav) ? r.nav.map(parseNav).filter((n): n is NavEntry => n !== null) : [],
      modules: Array.isArray(r.modules)
        ? r.modules.map((m) => parseModule(m, routes)).filter((m): m is RemoteModule => m !== null)
        : [],
      home: Array.isArray(r.home)
        ? r.home
            .slice(0, MAX_WIDGETS)
            .map(parseWidget)
            .filter((w): w is HomeWidget => w !== null)
        : [],
    });
  }
  return out;
}

/** The remote serving `pathname`, and which of its exposed modules ('./spa' unless one of its `modules` claims the path). */
export function remoteModuleFor(
  pathname: string,
  remotes: readonly RemoteEntry[],
): { remote: RemoteEntry; module: string } | null {
  const remote = remotes.find((r) => r.routes.some((p) => matchesPrefix(pathname, p)));
  if (!remote) return null;
  const claimed = remote.modules.find((m) => m.routes.some((p) => matchesPrefix(pathname, p)));
  return { remote, module: claimed?.module ?? SPA_MODULE };
}

export const REMOTES_URL = '/remotes.json';

/** GET /remotes.json (revalidated: an operator may point a remote elsewhere without a new shell). */
export async function requestRemotes(url = REMOTES_URL): Promise<unknown> {
  const res = await fetch(url, { cache: 'no-cache', credentials: 'same-origin' });
  if (!res.ok) throw new Error(`${url} answered HTTP ${res.status}`);
  return res.json();
}

/**
 * The portal's remotes: from `early` (the page's first script asked for remotes.json with the
 * page) when it has the answer, else asked now.
 */
export async function fetchRemotes(
  url = REMOTES_URL,
  early?: Promise<unknown> | null,
): Promise<RemoteEntry[]> {
  const json = early ? await early.catch(() => requestRemotes(url)) : await requestRemotes(url);
  return parseRemotes(json);
}

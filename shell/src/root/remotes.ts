/** One navigation entry a remote contributes. */
export type NavEntry = {
  label: string;
  path: string;
  /** The `<module>:<action>` permission needed to see it; null: every signed-in user. */
  permission: string | null;
  /** A feature flag that hides it when off, on top of the remote's own flag. */
  flag: string | null;
};

/** One entry of /remotes.json. */
export type RemoteEntry = {
  /** The Module Federation container name (mf_auth). */
  name: string;
  /** What people call the module ('Tee sheet', 'Pro shop'): used in notices and fallback panels. */
  label: string;
  /** URL of the remote's mf-manifest.json. */
  manifest: string;
  /** Path prefixes the remote answers ('/login', '/tee-times'). */
  routes: string[];
  /** Routes among those reachable without signing in. */
  publicRoutes: string[];
  /** The feature flag that turns the whole remote on and off; null: always on. */
  flag: string | null;
  nav: NavEntry[];
};

const isString = (v: unknown): v is string => typeof v === 'string' && v.length > 0;
const isPath = (v: unknown): v is string => isString(v) && v.startsWith('/');
const nullableString = (v: unknown): string | null => (isString(v) ? v : null);

function parseNav(raw: unknown): NavEntry | null {
  if (!raw || typeof raw !== 'object') return null;
  const n = raw as Record<string, unknown>;
  if (!isString(n.label) || !isPath(n.path)) return null;
  return {
    label: n.label,
    path: n.path,
    permission: nullableString(n.permission),
    flag: nullableString(n.flag),
  };
}

/**
 * Reads remotes.json ({ remotes: [...] }). An invalid entry is left out with a console error, so
 * one bad line does not take the portal down.
 */
export function parseRemotes(json: unknown): RemoteEntry[] {
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
      console.error(
        'remotes.json: entry left out (needs a unique identifier name, a manifest URL and routes)',
        raw,
      );
      continue;
    }
    seen.add(r.name);
    out.push({
      name: r.name,
      label: isString(r.label) ? r.label : r.name,
      manifest: r.manifest,
      routes,
      publicRoutes: Array.isArray(r.publicRoutes) ? r.publicRoutes.filter(isPath) : [],
      flag: nullableString(r.flag),
      nav: Array.isArray(r.nav) ? r.nav.map(parseNav).filter((n): n is NavEntry => n !== null) : [],
    });
  }
  return out;
}

export async function fetchRemotes(url = '/remotes.json'): Promise<RemoteEntry[]> {
  const res = await fetch(url, { cache: 'no-cache', credentials: 'same-origin' });
  if (!res.ok) throw new Error(`${url} answered HTTP ${res.status}`);
  return parseRemotes(await res.json());
}

import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

/**
 * A remote deployed on its own origin (its own static host or a CDN) is loaded by the portal's
 * page: the manifest with fetch, remoteEntry and chunks as scripts, its CSS, images and fonts. The
 * Content Security Policy must name that origin. These are the origins of the manifests listed in
 * the served remotes.json plus those the operator configures (PORTAL_REMOTE_ORIGINS).
 */

/** Only for parsing relative URLs: a manifest resolving to this host is the portal's own. */
const SELF = 'https://portal.invalid';

/**
 * The CSP source for a manifest URL served from another origin: 'https://cdn.example.org' for an
 * absolute http(s) URL, 'cdn.example.org' for a scheme-relative one (the page's scheme); null for
 * the portal's own paths and for anything that is not http(s).
 */
export function manifestSource(manifest: string): string | null {
  let url: URL;
  try {
    url = new URL(manifest, `${SELF}/`);
  } catch {
    return null;
  }
  if (url.origin === SELF) return null;
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return manifest.startsWith('//') ? url.host : url.origin;
}

/** The CSP sources of the manifests of a remotes.json document ({ remotes: [{ manifest }] }). */
export function remotesJsonSources(json: unknown): string[] {
  const list = (json as { remotes?: unknown } | null)?.remotes;
  if (!Array.isArray(list)) return [];
  const sources = new Set<string>();
  for (const entry of list) {
    const manifest = (entry as { manifest?: unknown } | null)?.manifest;
    const source = typeof manifest === 'string' ? manifestSource(manifest) : null;
    if (source) sources.add(source);
  }
  return [...sources].sort();
}

export type RemoteOrigins = {
  /** The sources to allow now; remotes.json is read again when it has changed. */
  current(): readonly string[];
};

/**
 * The configured origins plus those of `<portalRoot>/remotes.json`. An operator may point a remote
 * elsewhere by editing remotes.json without restarting (the shell revalidates it on every load),
 * so the file's modification time is checked at most every `recheckMs` and the file read again
 * when it changed. A missing or unreadable file allows only the configured origins.
 */
export function remoteOrigins(options: {
  portalRoot: string | null;
  configured: readonly string[];
  log: FastifyBaseLogger;
  recheckMs?: number;
  now?: () => number;
}): RemoteOrigins {
  const { portalRoot, configured, log, recheckMs = 1000, now = Date.now } = options;
  const file = portalRoot ? join(portalRoot, 'remotes.json') : null;
  let fromFile: string[] = [];
  let sources: readonly string[] = [...new Set(configured)];
  let seenMtime = -1;
  let checkedAt = -Infinity;

  const refresh = () => {
    if (!file) return;
    let mtime: number;
    try {
      mtime = statSync(file).mtimeMs;
    } catch {
      mtime = 0;
    }
    if (mtime === seenMtime) return;
    seenMtime = mtime;
    try {
      fromFile = mtime ? remotesJsonSources(JSON.parse(readFileSync(file, 'utf8'))) : [];
    } catch (err) {
      log.warn({ err, file }, 'remotes.json could not be read: its remote origins are not allowed');
      fromFile = [];
    }
    sources = [...new Set([...configured, ...fromFile])];
  };

  return {
    current() {
      const t = now();
      if (t - checkedAt >= recheckMs) {
        checkedAt = t;
        refresh();
      }
      return sources;
    },
  };
}

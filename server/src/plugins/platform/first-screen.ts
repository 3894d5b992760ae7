import type { SignedInSession } from '@fairway/shared-api/contract';

/**
 * Which remote the shell will mount first for a signed-in caller, and what of it the page needs:
 * the server's reading of remotes.json and a remote's mf-manifest.json, the same rules as the
 * shell's first script (shell/src/early/start.ts), for the files it can name in the document.
 */

export type FirstScreen = { manifest: string; module: string };
export type RemoteFiles = { scripts: string[]; styles: string[] };

const SPA_MODULE = './spa';
const PASSWORD_CHANGE_PATH = '/profile/password';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const strings = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];

/** '/courses' matches '/courses' and '/courses/...', never '/coursesx'; '/' only '/'. */
function matchesPrefix(pathname: string, prefix: string): boolean {
  if (prefix === '/') return pathname === '/';
  const p = prefix.replace(/\/+$/, '');
  return pathname === p || pathname.startsWith(`${p}/`);
}

/** A path on this server ('/remotes/mf-courses/mf-manifest.json'), not another origin's URL. */
const isLocalPath = (url: string) => url.startsWith('/') && !url.startsWith('//');

/**
 * The remote (its manifest, when this server serves it) and module the shell mounts at
 * `pathname` for this session, or null: no remote serves it, the remote's flag is off, or the
 * manifest lives elsewhere.
 */
export function firstScreen(
  remotesJson: unknown,
  pathname: string,
  session: SignedInSession,
): FirstScreen | null {
  const path = session.user.must_change_password ? PASSWORD_CHANGE_PATH : pathname;
  const remotes =
    isObj(remotesJson) && Array.isArray(remotesJson.remotes) ? remotesJson.remotes : [];
  const remote = remotes.find(
    (r): r is Obj => isObj(r) && strings(r.routes).some((p) => matchesPrefix(path, p)),
  );
  if (!remote || typeof remote.manifest !== 'string' || !isLocalPath(remote.manifest)) return null;
  if (typeof remote.flag === 'string' && session.features?.[remote.flag] === false) return null;
  const modules = Array.isArray(remote.modules) ? remote.modules.filter(isObj) : [];
  const claimed = modules.find((m) => strings(m.routes).some((p) => matchesPrefix(path, p)));
  const module = typeof claimed?.module === 'string' ? claimed.module : SPA_MODULE;
  return { manifest: remote.manifest, module };
}

/**
 * The files `module` needs before it can show, read from the remote's manifest: remoteEntry and
 * the module's own chunks and styles, as paths on this server (files elsewhere are left out).
 */
export function remoteFiles(manifest: unknown, manifestPath: string, module: string): RemoteFiles {
  const none = { scripts: [], styles: [] };
  if (!isObj(manifest) || !isObj(manifest.metaData)) return none;
  const meta = manifest.metaData;
  const entry = isObj(meta.remoteEntry) ? meta.remoteEntry : {};
  if (typeof entry.name !== 'string' || !entry.name) return none;
  const origin = 'http://portal.invalid';
  const publicPath = meta.publicPath;
  const base =
    typeof publicPath === 'string' && publicPath && publicPath !== 'auto'
      ? new URL(publicPath, `${origin}${manifestPath}`)
      : new URL('.', `${origin}${manifestPath}`);
  const local = (file: string) => {
    const url = new URL(file, base);
    return url.origin === origin ? url.pathname : null;
  };
  const entryPath = typeof entry.path === 'string' && entry.path ? entry.path : '';
  const files = (list: string[]) => list.map(local).filter((f): f is string => f !== null);
  const exposes = Array.isArray(manifest.exposes) ? manifest.exposes.filter(isObj) : [];
  const expose = exposes.find((e) => e.path === module || `./${String(e.name)}` === module);
  const assets = isObj(expose?.assets) ? expose.assets : {};
  const sync = (kind: 'js' | 'css') => {
    const group = assets[kind];
    return isObj(group) ? strings(group.sync) : [];
  };
  return {
    scripts: files([
      entryPath ? `${entryPath.replace(/\/+$/, '')}/${entry.name}` : entry.name,
      ...sync('js'),
    ]),
    styles: files(sync('css')),
  };
}

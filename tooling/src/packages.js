// @ts-check
const { existsSync, readFileSync, readdirSync } = require('node:fs');
const { dirname, join, resolve } = require('node:path');

/** The monorepo root (the folder with pnpm-workspace.yaml). */
const ROOT = resolve(__dirname, '..', '..');

/**
 * @param {string} file
 * @returns {any}
 */
function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/**
 * The package.json of `name` as `fromDir` resolves it (pnpm links each package's own dependencies).
 * Works for packages whose `exports` hide package.json: walks up from the resolved entry.
 * @param {string} name
 * @param {string} fromDir
 * @returns {{ name: string, version: string, dir: string } | null}
 */
function installedPackage(name, fromDir) {
  let entry;
  try {
    entry = require.resolve(name, { paths: [fromDir] });
  } catch {
    // Workspace packages point `main` at TypeScript; fall back to the linked folder.
    const linked = join(fromDir, 'node_modules', name, 'package.json');
    if (!existsSync(linked)) return null;
    const pkg = readJson(linked);
    return { name: pkg.name, version: pkg.version, dir: dirname(linked) };
  }
  let dir = dirname(entry);
  for (;;) {
    const file = join(dir, 'package.json');
    if (existsSync(file)) {
      const pkg = readJson(file);
      if (pkg.name === name) return { name, version: pkg.version, dir };
    }
    const up = dirname(dir);
    if (up === dir) return null;
    dir = up;
  }
}

/**
 * Metadata a remote declares in its package.json under "fairway.remote".
 * @typedef {{ label: string, path: string, permission: string | null, flag: string | null }} NavEntry
 * @typedef {{ module: string, routes: string[] }} RemoteModule a smaller exposed module for some routes
 * @typedef {{
 *   name: string, label: string, devPort: number, routes: string[], publicRoutes?: string[],
 *   flag: string | null, nav: NavEntry[], modules?: RemoteModule[]
 * }} RemoteMeta
 * @typedef {RemoteMeta & { folder: string, dir: string }} RemoteInfo
 */

/**
 * Every remote of the workspace: the mf-* folders with a "fairway.remote" block.
 * @returns {RemoteInfo[]}
 */
function listRemotes(root = ROOT) {
  return readdirSync(root, { withFileTypes: true })
    .filter(
      (d) =>
        d.isDirectory() &&
        d.name.startsWith('mf-') &&
        existsSync(join(root, d.name, 'package.json')),
    )
    .map((d) => {
      const pkg = readJson(join(root, d.name, 'package.json'));
      /** @type {RemoteMeta | undefined} */
      const meta = pkg.fairway?.remote;
      if (!meta) return null;
      return { ...meta, folder: d.name, dir: join(root, d.name) };
    })
    .filter(/** @returns {r is RemoteInfo} */ (r) => r !== null)
    .sort((a, b) => a.folder.localeCompare(b.folder));
}

/**
 * One remotes.json entry, as the shell reads it.
 * @param {RemoteInfo} r
 * @param {string} manifest URL of the remote's mf-manifest.json
 */
function remotesJsonEntry(r, manifest) {
  return {
    name: r.name,
    label: r.label,
    manifest,
    routes: r.routes,
    publicRoutes: r.publicRoutes ?? [],
    flag: r.flag ?? null,
    nav: r.nav ?? [],
    modules: r.modules ?? [],
  };
}

/**
 * remotes.json for the webpack dev servers (each remote on its own port).
 * @param {string} [root]
 */
function devRemotesJson(root = ROOT) {
  return {
    remotes: listRemotes(root).map((r) =>
      remotesJsonEntry(r, `http://localhost:${r.devPort}/mf-manifest.json`),
    ),
  };
}

/**
 * remotes.json for the assembled portal: each remote under /remotes/<folder>/.
 * @param {RemoteInfo[]} remotes
 */
function prodRemotesJson(remotes) {
  return {
    remotes: remotes.map((r) => remotesJsonEntry(r, `/remotes/${r.folder}/mf-manifest.json`)),
  };
}

module.exports = {
  ROOT,
  readJson,
  installedPackage,
  listRemotes,
  remotesJsonEntry,
  devRemotesJson,
  prodRemotesJson,
};

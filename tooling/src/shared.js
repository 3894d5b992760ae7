// @ts-check
const { join } = require('node:path');
const { installedPackage, readJson } = require('./packages');

/**
 * THE list of runtime singletons. The shell provides every one of them; remotes only consume
 * (import: false), so no remote ships its own copy of React, zod or the shared packages.
 * Keys are exact module names: no trailing-slash keys and no 'react-dom/client', both of which
 * load a second React. '@fairway/shared-api/core' is the root entry's part without the browser
 * (the domain entries import it); the domain entries themselves ('@fairway/shared-api/<domain>')
 * are not shared: each remote bundles the ones it imports.
 */
const SINGLETONS = /** @type {const} */ ([
  'react',
  'react-dom',
  'react-router-dom',
  'zustand',
  'zod',
  '@fairway/shared-api',
  '@fairway/shared-api/core',
  '@fairway/shared-ui',
]);

/**
 * The package a singleton's module belongs to: '@fairway/shared-api/core' → '@fairway/shared-api'.
 * @param {string} name
 */
function packageOf(name) {
  const parts = name.split('/');
  return parts.slice(0, name.startsWith('@') ? 2 : 1).join('/');
}

/**
 * Where a package's build gets `name` from: its own declaration, or else that of one of its
 * workspace dependencies (zod comes with @fairway/shared-api: neither the shell nor a remote
 * imports it directly). The range as declared, and the folder to resolve the installed copy from.
 * @param {string} name
 * @param {string} dir
 * @param {Record<string, string>} declared
 * @returns {{ range: string, from: string } | null}
 */
function declaration(name, dir, declared) {
  if (declared[name]) return { range: declared[name], from: dir };
  for (const [dep, range] of Object.entries(declared)) {
    if (!range.startsWith('workspace:')) continue;
    const linked = installedPackage(dep, dir);
    if (!linked) continue;
    const pkg = readJson(join(linked.dir, 'package.json'));
    const own = { ...pkg.peerDependencies, ...pkg.dependencies };
    if (own[name]) return { range: own[name], from: linked.dir };
  }
  return null;
}

/**
 * Parts of zod the portal never uses, as webpack resolves them, and what stands in for each
 * (tooling/src/zod-standins): the index of every locale's messages, the ahead-of-time compiler
 * (z.compile) and the JSON Schema importer (z.fromJSONSchema).
 * @type {[RegExp, string][]}
 */
const ZOD_STANDINS = [
  [/[\\/]zod[\\/]v4[\\/]locales[\\/]index\.js$/, 'locales.js'],
  [/[\\/]zod[\\/]v4[\\/]core[\\/]compile\.js$/, 'compile.js'],
  [/[\\/]zod[\\/]v4[\\/]classic[\\/]from-json-schema\.js$/, 'from-json-schema.js'],
];

/**
 * A shared module is bundled whole: the shell cannot know what a remote will use of it, so none
 * of zod is tree-shaken, and its 40-odd locales (160 KB minified), its compiler (29 KB) and its
 * JSON Schema importer (12 KB) would land in the shell's first paint. The portal speaks English,
 * which zod sets up by itself (classic imports locales/en.js directly), and builds its schemas in
 * code; every build (shell and remotes) replaces those modules with small stand-ins, so
 * `z.locales` is empty in the portal and `z.compile` and `z.fromJSONSchema` throw saying why (the
 * server keeps all of zod).
 * @param {typeof import('webpack')} webpack
 */
function withoutZodExtras(webpack) {
  return ZOD_STANDINS.map(
    ([pattern, file]) =>
      new webpack.NormalModuleReplacementPlugin(pattern, require.resolve(`./zod-standins/${file}`)),
  );
}

/**
 * The part of Module Federation's SharedConfig this helper sets.
 * @typedef {{ singleton: boolean, requiredVersion: string, strictVersion: boolean, eager: boolean, version?: string, import?: false }} SharedConfig
 */

/**
 * What a build against `version` of a workspace package accepts at run time: the same major, at
 * least the same minor ('1.2.3' → '^1.2.0'). A minor adds to the package and a remote may use the
 * addition; a patch changes nothing a remote can rely on; a major breaks (docs/architecture.md).
 * @param {string} version
 */
function compatibleRange(version) {
  const match = /^(\d+)\.(\d+)\.\d+/.exec(version);
  if (!match) throw new Error(`'${version}' is not a semver version (major.minor.patch)`);
  return `^${match[1]}.${match[2]}.0`;
}

/**
 * The range a package requires of a singleton. Third-party packages keep the range their
 * package.json declares ('19.2.9' → '^19.2.9'; ranges are kept); a workspace package
 * (workspace:*) requires the major and minor it was built against (compatibleRange).
 * @param {string | undefined} declared
 * @param {string} installed
 */
function requiredRange(declared, installed) {
  if (!declared || declared.startsWith('workspace:')) return compatibleRange(installed);
  return /^\d/.test(declared) ? `^${declared}` : declared;
}

/**
 * The shared-singletons Module Federation config for one package (shell or remote).
 * requiredVersion and version are read from that package's package.json (or, for a package it
 * gets through a workspace dependency, from that one's: see declaration) and from what is installed.
 *
 * strictVersion is on for every singleton: a remote whose range the shell's copy does not satisfy
 * is refused when it loads (the shell shows which package and versions), never run on a copy it
 * was not built for. That holds for React, React Router and zustand too: there is only ever the
 * shell's copy, so a remote built for a newer minor could call what that copy lacks and fail later,
 * somewhere less clear. Deploy the shell first, then the remotes built against its versions.
 * @param {{ dir: string, role: 'host' | 'remote' }} options
 * @returns {Record<string, SharedConfig>}
 */
function sharedSingletons({ dir, role }) {
  const pkg = readJson(join(dir, 'package.json'));
  const declared = { ...pkg.peerDependencies, ...pkg.devDependencies, ...pkg.dependencies };
  /** @type {Record<string, SharedConfig>} */
  const shared = {};
  for (const name of SINGLETONS) {
    const found = declaration(packageOf(name), dir, declared);
    if (!found) {
      if (role === 'host')
        throw new Error(
          `${pkg.name} is the host and must depend on ${packageOf(name)}, which every remote expects from it`,
        );
      continue;
    }
    const installed = installedPackage(packageOf(name), found.from);
    if (!installed)
      throw new Error(
        `${packageOf(name)} is declared by ${pkg.name} but not installed: run pnpm install`,
      );
    shared[name] = {
      singleton: true,
      requiredVersion: requiredRange(found.range, installed.version),
      strictVersion: true,
      // The host's copies are in its initial chunks (every page needs them at once, and there is no
      // other version to negotiate with); remotes only consume, never eagerly.
      eager: role === 'host',
      ...(role === 'host' ? { version: installed.version } : { import: false }),
    };
  }
  return shared;
}

module.exports = {
  SINGLETONS,
  ZOD_STANDINS,
  packageOf,
  sharedSingletons,
  requiredRange,
  compatibleRange,
  withoutZodExtras,
};

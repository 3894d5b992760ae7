// @ts-check
const { join } = require('node:path');
const { installedPackage, readJson } = require('./packages');

/**
 * THE list of runtime singletons. The shell provides every one of them; remotes only consume
 * (import: false), so no remote ships its own copy of React or of the shared packages.
 * Keys are exact package names: no trailing-slash keys and no 'react-dom/client', both of which
 * load a second React.
 */
const SINGLETONS = /** @type {const} */ ([
  'react',
  'react-dom',
  'react-router-dom',
  'zustand',
  '@fairway/shared-api',
  '@fairway/shared-ui',
]);

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
 * requiredVersion and version are read from that package's package.json and from what is installed.
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
    if (!declared[name]) {
      if (role === 'host')
        throw new Error(
          `${pkg.name} is the host and must depend on ${name}, which every remote expects from it`,
        );
      continue;
    }
    const installed = installedPackage(name, dir);
    if (!installed)
      throw new Error(`${name} is declared by ${pkg.name} but not installed: run pnpm install`);
    shared[name] = {
      singleton: true,
      requiredVersion: requiredRange(declared[name], installed.version),
      strictVersion: true,
      // The host's copies are in its initial chunks (every page needs them at once, and there is no
      // other version to negotiate with); remotes only consume, never eagerly.
      eager: role === 'host',
      ...(role === 'host' ? { version: installed.version } : { import: false }),
    };
  }
  return shared;
}

module.exports = { SINGLETONS, sharedSingletons, requiredRange, compatibleRange };

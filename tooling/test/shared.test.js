// @ts-check
/* global describe, test, expect */
const {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const { satisfy } = require('@module-federation/enhanced/runtime');
const {
  compatibleRange,
  packageOf,
  sharedSingletons,
  SINGLETONS,
  ZOD_STANDINS,
} = require('../src/shared');
const { ROOT, installedPackage, listRemotes } = require('../src/packages');

/**
 * A package folder with its package.json and, in node_modules, the given packages at the given
 * versions (package.json only: the helper reads versions, it never loads the code).
 * @param {Record<string, string>} dependencies
 * @param {Record<string, string>} installed
 */
function packageWith(dependencies, installed) {
  const dir = mkdtempSync(join(tmpdir(), 'fairway-shared-'));
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'fixture', dependencies }));
  for (const [name, version] of Object.entries(installed)) {
    mkdirSync(join(dir, 'node_modules', name), { recursive: true });
    writeFileSync(
      join(dir, 'node_modules', name, 'package.json'),
      JSON.stringify({ name, version }),
    );
  }
  return dir;
}

/** Every package the singletons come from, once: '@fairway/shared-api/core' is shared-api's. */
const PACKAGES = [...new Set(SINGLETONS.map(packageOf))];

describe('shared singleton versions', () => {
  test('a workspace package is required at the major and minor the remote was built against', () => {
    expect(compatibleRange('1.0.0')).toBe('^1.0.0');
    expect(compatibleRange('1.4.2')).toBe('^1.4.0');
    expect(compatibleRange('2.3.7-beta.1')).toBe('^2.3.0');
    expect(() => compatibleRange('latest')).toThrow(/not a semver version/);
  });

  test('a remote consumes every singleton strictly, never bundling one', () => {
    const dir = packageWith(
      { '@fairway/shared-api': 'workspace:*', react: '19.2.9', zustand: '~5.1.0' },
      { '@fairway/shared-api': '1.4.2', react: '19.2.9', zustand: '5.1.0' },
    );
    expect(sharedSingletons({ dir, role: 'remote' })).toEqual({
      '@fairway/shared-api': {
        singleton: true,
        requiredVersion: '^1.4.0',
        strictVersion: true,
        eager: false,
        import: false,
      },
      // The root's part without the browser, which the domain entries import: the same version.
      '@fairway/shared-api/core': {
        singleton: true,
        requiredVersion: '^1.4.0',
        strictVersion: true,
        eager: false,
        import: false,
      },
      // Third-party packages keep the range their package.json declares.
      react: {
        singleton: true,
        requiredVersion: '^19.2.9',
        strictVersion: true,
        eager: false,
        import: false,
      },
      zustand: {
        singleton: true,
        requiredVersion: '~5.1.0',
        strictVersion: true,
        eager: false,
        import: false,
      },
    });
  });

  test('a package the remote gets through a workspace dependency (zod, with shared-api) is consumed at that range', () => {
    // shared-api declares zod 4.6.7 and has 4.6.9 installed; the remote links shared-api 2.0.0.
    const sharedApi = packageWith({ zod: '4.6.7' }, { zod: '4.6.9' });
    writeFileSync(
      join(sharedApi, 'package.json'),
      JSON.stringify({
        name: '@fairway/shared-api',
        version: '2.0.0',
        dependencies: { zod: '4.6.7' },
      }),
    );
    const dir = packageWith(
      { '@fairway/shared-api': 'workspace:*', react: '19.2.9' },
      { react: '19.2.9' },
    );
    mkdirSync(join(dir, 'node_modules', '@fairway'));
    symlinkSync(sharedApi, join(dir, 'node_modules', '@fairway', 'shared-api'));
    expect(sharedSingletons({ dir, role: 'remote' }).zod).toEqual({
      singleton: true,
      requiredVersion: '^4.6.7',
      strictVersion: true,
      eager: false,
      import: false,
    });
    // Without a declaration anywhere, a remote does not consume it (and a host must provide it).
    const bare = packageWith({ react: '19.2.9' }, { react: '19.2.9' });
    expect(sharedSingletons({ dir: bare, role: 'remote' }).zod).toBeUndefined();
  });

  test('the host provides each singleton eagerly at its installed version', () => {
    const all = Object.fromEntries(
      PACKAGES.map((n) => [n, n.startsWith('@fairway/') ? 'workspace:*' : '1.2.3']),
    );
    const versions = Object.fromEntries(
      PACKAGES.map((n) => [n, n.startsWith('@fairway/') ? '1.0.0' : '1.2.3']),
    );
    const shared = sharedSingletons({ dir: packageWith(all, versions), role: 'host' });
    expect(Object.keys(shared).sort()).toEqual([...SINGLETONS].sort());
    expect(shared['@fairway/shared-ui']).toEqual({
      singleton: true,
      requiredVersion: '^1.0.0',
      strictVersion: true,
      eager: true,
      version: '1.0.0',
    });
    expect(() =>
      sharedSingletons({ dir: packageWith({ react: '1.2.3' }, { react: '1.2.3' }), role: 'host' }),
    ).toThrow(/must depend on react-dom/);
  });

  test("every remote of the workspace accepts the shell's copies (strict versions do not refuse a fresh build)", () => {
    const shell = sharedSingletons({ dir: join(ROOT, 'shell'), role: 'host' });
    // zod comes with shared-api: the shell provides it and every remote takes the shell's copy.
    expect(shell.zod?.version).toMatch(/^\d+\.\d+\.\d+/);
    const remotes = listRemotes();
    expect(remotes.length).toBeGreaterThan(0);
    for (const remote of remotes) {
      const consumed = sharedSingletons({ dir: remote.dir, role: 'remote' });
      expect(Object.keys(consumed)).toEqual(
        expect.arrayContaining(['zod', '@fairway/shared-api/core']),
      );
      for (const [name, config] of Object.entries(consumed)) {
        const provided = shell[name]?.version;
        expect({
          remote: remote.folder,
          name,
          ok: !!provided && satisfy(provided, config.requiredVersion),
        }).toEqual({
          remote: remote.folder,
          name,
          ok: true,
        });
      }
    }
  });

  test("each of zod's modules the builds replace is in the installed zod, once, and its stand-in exports the same names", () => {
    // If a zod upgrade moves or changes a file, the replacement stops matching (and the module is
    // back in the shell's first paint) or zod's index binds a name the stand-in lacks: this fails first.
    const zod = installedPackage('zod', join(ROOT, 'shared-api'));
    const v4 = join(zod?.dir ?? '', 'v4');
    /** @param {string} dir @returns {string[]} */
    const walk = (dir) =>
      readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
        d.isDirectory() ? walk(join(dir, d.name)) : [join(dir, d.name)],
      );
    const files = walk(v4);
    /** @param {string} file */
    const exported = (file) =>
      [
        ...readFileSync(file, 'utf8').matchAll(
          /^export (?:const|class|function|let) ([A-Za-z_$][\w$]*)/gm,
        ),
      ]
        .map((m) => m[1])
        .sort();
    for (const [pattern, standIn] of ZOD_STANDINS) {
      const matches = files.filter((f) => pattern.test(f));
      expect(matches).toHaveLength(1);
      const own = join(ROOT, 'tooling', 'src', 'zod-standins', standIn);
      if (standIn !== 'locales.js') expect(exported(own)).toEqual(exported(matches[0]));
    }
  });
});

// @ts-check
/* global describe, test, expect */
const { mkdirSync, mkdtempSync, writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const { satisfy } = require('@module-federation/enhanced/runtime');
const { compatibleRange, sharedSingletons, SINGLETONS } = require('../src/shared');
const { ROOT, listRemotes } = require('../src/packages');

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

  test('the host provides each singleton eagerly at its installed version', () => {
    const all = Object.fromEntries(
      SINGLETONS.map((n) => [n, n.startsWith('@fairway/') ? 'workspace:*' : '1.2.3']),
    );
    const versions = Object.fromEntries(
      SINGLETONS.map((n) => [n, n.startsWith('@fairway/') ? '1.0.0' : '1.2.3']),
    );
    const shared = sharedSingletons({ dir: packageWith(all, versions), role: 'host' });
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
    const remotes = listRemotes();
    expect(remotes.length).toBeGreaterThan(0);
    for (const remote of remotes) {
      const consumed = sharedSingletons({ dir: remote.dir, role: 'remote' });
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
});

// @ts-check
/* global describe, test, expect */
const { mkdirSync, mkdtempSync, writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const {
  ROOT,
  catalogueLanguages,
  devRemotesJson,
  listRemotes,
  prodRemotesJson,
  remoteLabelProblems,
} = require('../src/packages');

/** A remote's "fairway.remote" block with the given labels. @param {object} [overrides] */
const remote = (overrides = {}) => ({
  name: 'mf_courses',
  label: 'Tee times',
  labels: { es: 'Salidas' },
  devPort: 4203,
  routes: ['/courses'],
  flag: null,
  nav: [
    {
      label: 'Tee sheet',
      labels: { es: 'Hoja de salidas' },
      path: '/courses/tee-sheet',
      permission: 'tee_sheet:manage',
      flag: null,
    },
  ],
  ...overrides,
});

/**
 * A workspace root with shared-ui's languages file and one remote per folder.
 * @param {Record<string, object>} remotes folder → "fairway.remote"
 */
function workspaceWith(remotes, languages = "{ en: 'English', es: 'Español' }") {
  const root = mkdtempSync(join(tmpdir(), 'fairway-labels-'));
  mkdirSync(join(root, 'shared-ui', 'src', 'i18n'), { recursive: true });
  writeFileSync(
    join(root, 'shared-ui', 'src', 'i18n', 'languages.ts'),
    `export const LANGUAGES = ${languages} as const;\n`,
  );
  for (const [folder, meta] of Object.entries(remotes)) {
    mkdirSync(join(root, folder));
    writeFileSync(
      join(root, folder, 'package.json'),
      JSON.stringify({ name: `@fairway/${folder}`, fairway: { remote: meta } }),
    );
  }
  return root;
}

describe('labels in every catalogue language', () => {
  test("the languages are shared-ui's LANGUAGES, English first", () => {
    expect(catalogueLanguages()).toEqual(['en', 'es']);
    expect(
      catalogueLanguages(workspaceWith({}, "{ es: 'Español', en: 'English', 'pt': 'Português' }")),
    ).toEqual(['en', 'es', 'pt']);
    expect(() => catalogueLanguages(workspaceWith({}, '{}'))).toThrow(/LANGUAGES/);
  });

  test('a complete remote has no problems', () => {
    expect(remoteLabelProblems(remote(), ['en', 'es'])).toEqual([]);
  });

  test("a missing, empty, too long or unknown language is named with the entry's path", () => {
    expect(remoteLabelProblems(remote({ labels: undefined }), ['en', 'es'])).toEqual([
      'the remote needs "labels" with "es"',
    ]);
    const nav = remote().nav[0];
    expect(
      remoteLabelProblems(
        remote({
          labels: { es: ' ', en: 'Tee times', fr: 'Départs' },
          nav: [
            { ...nav, labels: {} },
            { ...nav, path: '/courses/carts', label: 'x'.repeat(61) },
          ],
        }),
        ['en', 'es'],
      ),
    ).toEqual([
      'the remote "labels.es" must be 1 to 60 characters',
      'the remote "labels.en": English is "label"',
      'the remote "labels.fr": the catalogue has no such language (en, es)',
      'nav[0] (/courses/tee-sheet) "labels.es" must be 1 to 60 characters',
      'nav[1] (/courses/carts) "label" must be 1 to 60 characters',
    ]);
  });

  test('a new catalogue language makes every label need it', () => {
    expect(remoteLabelProblems(remote(), ['en', 'es', 'pt'])).toEqual([
      'the remote "labels.pt" must be 1 to 60 characters',
      'nav[0] (/courses/tee-sheet) "labels.pt" must be 1 to 60 characters',
    ]);
  });

  test('listing the remotes (remotes.json, the builds) refuses, naming every problem of every remote', () => {
    const entry = remote().nav[0];
    const root = workspaceWith({
      'mf-courses': remote({ nav: [{ ...entry, labels: undefined }] }),
      'mf-shop': remote({ name: 'mf_shop', labels: {} }),
    });
    expect(() => listRemotes(root)).toThrow(
      [
        'every label needs each catalogue language:',
        '  mf-courses/package.json "fairway.remote": nav[0] (/courses/tee-sheet) needs "labels" with "es"',
        '  mf-shop/package.json "fairway.remote": the remote "labels.es" must be 1 to 60 characters',
      ].join('\n'),
    );
  });

  test('remotes.json carries the labels of the remote and of each navigation entry', () => {
    const root = workspaceWith({ 'mf-courses': remote() });
    const [entry] = prodRemotesJson(listRemotes(root)).remotes;
    expect(entry).toMatchObject({
      label: 'Tee times',
      labels: { es: 'Salidas' },
      nav: [{ label: 'Tee sheet', labels: { es: 'Hoja de salidas' } }],
    });
  });

  test("the workspace's remotes are complete, and their remotes.json has every label in Spanish", () => {
    const { remotes } = devRemotesJson(ROOT);
    expect(remotes.length).toBeGreaterThan(0);
    for (const r of remotes) {
      expect({ remote: r.name, es: typeof r.labels?.es }).toEqual({ remote: r.name, es: 'string' });
      for (const n of r.nav)
        expect({ path: n.path, es: typeof n.labels?.es }).toEqual({ path: n.path, es: 'string' });
    }
  });
});

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
  remoteMetaProblems,
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
      group: 'desk',
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
        'every label needs each catalogue language, every navigation entry a group (play, desk, setup, admin, account):',
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

describe('navigation groups and home widgets', () => {
  const widget = {
    id: 'desk-today',
    module: './home',
    export: 'deskToday',
    permission: 'tee_sheet:manage',
    flag: null,
    group: 'desk',
  };

  test('an entry without a known group fails, naming the entry and the groups', () => {
    const nav = remote().nav[0];
    expect(
      remoteMetaProblems(
        remote({
          nav: [
            { ...nav, group: undefined },
            { ...nav, path: '/courses/x', group: 'plya' },
          ],
        }),
        ['en', 'es'],
      ),
    ).toEqual([
      'nav[0] (/courses/tee-sheet) "group" must be one of play, desk, setup, admin, account (it has none)',
      'nav[1] (/courses/x) "group" must be one of play, desk, setup, admin, account (not "plya")',
    ]);
  });

  test('listing the remotes (the builds) refuses an unknown group', () => {
    const nav = remote().nav[0];
    const root = workspaceWith({ 'mf-courses': remote({ nav: [{ ...nav, group: 'desks' }] }) });
    expect(() => listRemotes(root)).toThrow(
      'mf-courses/package.json "fairway.remote": nav[0] (/courses/tee-sheet) "group" must be one of play, desk, setup, admin, account (not "desks")',
    );
  });

  test('home widgets are checked: id, exposed module, export, permission and group', () => {
    expect(remoteMetaProblems(remote({ home: [widget] }), ['en', 'es'])).toEqual([]);
    expect(
      remoteMetaProblems(
        remote({
          home: [
            widget,
            { ...widget, export: 'x y' },
            { ...widget, id: 'Member', module: './spa', permission: 'manage', group: 'account' },
          ],
        }),
        ['en', 'es'],
      ),
    ).toEqual([
      'home[1] (desk-today) "id" is used twice',
      'home[1] (desk-today) "export" must name what the module exports',
      'home[2] (Member) "id" must be kebab-case, 1 to 40 characters',
      'home[2] (Member) "module" must be an exposed module such as "./home" (not "./spa")',
      'home[2] (Member) "permission" must be "<module>:<action>" or null',
      'home[2] (Member) "group" must be one of play, desk, setup, admin',
    ]);
  });

  test("remotes.json carries each entry's group and the home widgets", () => {
    const root = workspaceWith({ 'mf-courses': remote({ home: [widget] }) });
    const [entry] = prodRemotesJson(listRemotes(root)).remotes;
    expect(entry.nav).toEqual([expect.objectContaining({ group: 'desk' })]);
    expect(entry.home).toEqual([widget]);
  });

  test("the workspace's remotes give every navigation entry a group", () => {
    for (const r of devRemotesJson(ROOT).remotes)
      for (const n of r.nav)
        expect({ path: n.path, group: typeof n.group }).toEqual({ path: n.path, group: 'string' });
  });
});

describe('the order of the remotes in the navigation', () => {
  test('navOrder comes first (default 100), then the folder; a bad navOrder is refused', () => {
    const root = workspaceWith({
      'mf-academy': remote({ name: 'mf_academy', navOrder: 200 }),
      'mf-courses': remote(),
      'mf-shop': remote({ name: 'mf_shop' }),
    });
    expect(listRemotes(root).map((r) => r.folder)).toEqual(['mf-courses', 'mf-shop', 'mf-academy']);
    expect(remoteMetaProblems(remote({ navOrder: -1 }))).toEqual([
      '"navOrder" must be a whole number from 0 to 1000',
    ]);
    expect(remoteMetaProblems(remote({ navOrder: 'first' }))).toHaveLength(1);
  });
});

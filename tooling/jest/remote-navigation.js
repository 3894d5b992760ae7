/* global describe, it, expect */
const { dirname } = require('node:path');
const { catalogueLanguages, remoteMetaProblems } = require('../src/packages');

/**
 * The test every remote runs on its navigation, package.json "fairway.remote.nav" (the one place
 * it is declared; the shell builds its menu from it and the remote derives its sections from it):
 * each entry names a permission and a flag the platform has, lies under a route the shell mounts
 * the remote on, and opens a page of the remote. Signed in without the entry's permission, that
 * page is the remote's "no access" notice naming the permission, titled with the entry's label
 * and the remote's label; an entry every signed-in user may open (`self:use`) shows its page.
 * Every label has its words in each catalogue language ("labels"), and a reader of another
 * language finds the guarded page titled with them.
 * A remote's `src/app/navigation.test.tsx` calls this with its own routes (see the .d.ts).
 */
function describeRemoteNavigation({ remote, renderAt, arrange = () => undefined }) {
  const from = dirname(expect.getState().testPath ?? `${process.cwd()}/test`);
  const fromPackage = (id) => require(require.resolve(id, { paths: [from] }));
  const { cleanup, screen } = fromPackage('@testing-library/react');
  const { FEATURE_FLAG_DEFAULTS, displayStore, isPermission } = fromPackage('@fairway/shared-api');
  const nav = remote.nav ?? [];
  const otherLanguages = catalogueLanguages().filter((l) => l !== 'en');

  describe(`${remote.name}'s navigation (package.json "fairway.remote.nav")`, () => {
    it('names only permissions and feature flags the platform has', () => {
      expect(nav.filter((e) => !isPermission(e.permission)).map((e) => e.permission)).toEqual([]);
      expect(
        nav.filter((e) => e.flag !== null && !(e.flag in FEATURE_FLAG_DEFAULTS)).map((e) => e.flag),
      ).toEqual([]);
    });

    it('leads only to paths the shell mounts this remote on ("fairway.remote.routes")', () => {
      const mounted = (path) =>
        remote.routes.some((route) => path === route || path.startsWith(`${route}/`));
      expect(nav.filter((e) => !mounted(e.path)).map((e) => e.path)).toEqual([]);
    });

    it('has its label and each entry\'s in every catalogue language ("labels"), each entry a "group"', () => {
      expect(remoteMetaProblems(remote)).toEqual([]);
    });

    if (nav.length === 0) return;
    it.each(nav)('opens a page at $path, guarded by $permission', async (entry) => {
      arrange(entry);
      renderAt(entry.path);
      const heading = await screen.findByRole('heading', { level: 1 });
      expect(heading).not.toHaveTextContent(/page not found/i);
      if (entry.permission === 'self:use') return;
      expect(heading).toHaveTextContent(entry.label);
      expect(screen.getByRole('alert')).toHaveTextContent(entry.permission);
      expect(document.title.startsWith(`${entry.label} · ${remote.label} · `)).toBe(true);
    });

    const guarded = nav.filter((e) => e.permission !== 'self:use');
    const cases = otherLanguages.flatMap((language) =>
      guarded.map((entry) => ({ language, entry, path: entry.path })),
    );
    if (cases.length === 0) return;
    it.each(cases)('in $language, the page at $path is titled with its labels', async (c) => {
      arrange(c.entry);
      displayStore.getState().setLanguage(c.language);
      try {
        renderAt(c.entry.path);
        const label = c.entry.labels[c.language];
        const heading = await screen.findByRole('heading', { level: 1 });
        expect(heading).toHaveTextContent(label);
        expect(document.title.startsWith(`${label} · ${remote.labels[c.language]} · `)).toBe(true);
      } finally {
        cleanup();
        displayStore.getState().setLanguage('');
      }
    });
  });
}

module.exports = { describeRemoteNavigation };

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
 * Metadata a remote declares in its package.json under "fairway.remote". `label` is English;
 * `labels` has the same words in every other catalogue language ({ "es": "Salidas" }).
 * @typedef {Record<string, string>} Labels
 * @typedef {'play' | 'desk' | 'setup' | 'admin' | 'account'} NavGroup
 * @typedef {{ label: string, labels: Labels, path: string, permission: string | null, flag: string | null, group: NavGroup }} NavEntry
 * @typedef {{ module: string, routes: string[] }} RemoteModule a smaller exposed module for some routes
 * @typedef {{
 *   id: string, module: string, export: string, permission: string | null, flag: string | null,
 *   group: NavGroup
 * }} HomeWidget a part of the home page: an exported set of single-spa parcel lifecycles
 * @typedef {{
 *   name: string, label: string, labels: Labels, devPort: number, routes: string[],
 *   publicRoutes?: string[], flag: string | null, nav: NavEntry[], modules?: RemoteModule[],
 *   home?: HomeWidget[], navOrder?: number
 * }} RemoteMeta
 * @typedef {RemoteMeta & { folder: string, dir: string }} RemoteInfo
 */

/** Where a remote without "navOrder" stands among the others in the navigation. */
const DEFAULT_NAV_ORDER = 100;

/** The longest label a menu shows whole. */
const MAX_LABEL = 60;

/**
 * What a person does, the groups of the navigation (the shell titles and orders them per role):
 * play (book, my bookings), desk (run the day: tee sheet, services, reports), setup (set up the
 * club: courses, fees, rules), admin (users, roles, settings), account (the user menu: profile,
 * notifications). Every navigation entry and home widget names one.
 */
const NAV_GROUPS = /** @type {const} */ (['play', 'desk', 'setup', 'admin', 'account']);

/** How many widgets one remote may put on the home page. */
const MAX_HOME_WIDGETS = 6;

/**
 * The languages of the portal's message catalogues: the keys of shared-ui's `LANGUAGES`
 * (shared-ui/src/i18n/languages.ts), English first. Read from there so that a new language makes
 * every remote's labels need it, as typecheck makes every catalogue need it.
 * @returns {string[]}
 */
function catalogueLanguages(root = ROOT) {
  const file = join(root, 'shared-ui', 'src', 'i18n', 'languages.ts');
  const block = /export const LANGUAGES = \{([^}]*)\}/.exec(readFileSync(file, 'utf8'));
  const languages = block
    ? [...block[1].matchAll(/['"]?([a-z]{2,3}(?:-[A-Za-z0-9]+)*)['"]?\s*:/g)].map((m) => m[1])
    : [];
  if (!languages.includes('en'))
    throw new Error(`${file}: no "export const LANGUAGES = { en: ..., ... }" to read`);
  return ['en', ...languages.filter((l) => l !== 'en')];
}

/**
 * What is wrong with the words of one label: the English `label` and, in `labels`, one for every
 * other catalogue language and none for a language the catalogue does not have.
 * @param {unknown} label @param {unknown} labels @param {string} where @param {string[]} languages
 * @returns {string[]}
 */
function labelProblems(label, labels, where, languages) {
  const problems = [];
  const bad = (/** @type {unknown} */ v) =>
    typeof v !== 'string' || v.trim() === '' || v.length > MAX_LABEL;
  if (bad(label)) problems.push(`${where} "label" must be 1 to ${MAX_LABEL} characters`);
  const others = languages.filter((l) => l !== 'en');
  if (!labels || typeof labels !== 'object' || Array.isArray(labels)) {
    problems.push(`${where} needs "labels" with ${others.map((l) => `"${l}"`).join(', ')}`);
    return problems;
  }
  const given = /** @type {Record<string, unknown>} */ (labels);
  for (const language of others)
    if (bad(given[language]))
      problems.push(`${where} "labels.${language}" must be 1 to ${MAX_LABEL} characters`);
  for (const key of Object.keys(given).filter((k) => !others.includes(k)))
    problems.push(
      key === 'en'
        ? `${where} "labels.en": English is "label"`
        : `${where} "labels.${key}": the catalogue has no such language (${languages.join(', ')})`,
    );
  return problems;
}

/**
 * What is wrong with a remote's "fairway.remote" labels (its own and each navigation entry's).
 * @param {any} meta the "fairway.remote" block
 * @param {string[]} [languages]
 * @returns {string[]}
 */
function remoteLabelProblems(meta, languages = catalogueLanguages()) {
  const nav = Array.isArray(meta?.nav) ? meta.nav : [];
  return [
    ...labelProblems(meta?.label, meta?.labels, 'the remote', languages),
    ...nav.flatMap((/** @type {any} */ entry, /** @type {number} */ i) =>
      labelProblems(entry?.label, entry?.labels, `nav[${i}] (${entry?.path})`, languages),
    ),
  ];
}

/**
 * What is wrong with the navigation groups of a remote's entries: each names one of NAV_GROUPS.
 * @param {any} meta the "fairway.remote" block
 * @returns {string[]}
 */
function remoteGroupProblems(meta) {
  const nav = Array.isArray(meta?.nav) ? meta.nav : [];
  return nav.flatMap((/** @type {any} */ entry, /** @type {number} */ i) =>
    NAV_GROUPS.includes(entry?.group)
      ? []
      : [
          `nav[${i}] (${entry?.path}) "group" must be one of ${NAV_GROUPS.join(', ')}` +
            (entry?.group === undefined
              ? ' (it has none)'
              : ` (not ${JSON.stringify(entry.group)})`),
        ],
  );
}

/**
 * What is wrong with a remote's home widgets ("home"): each has a unique kebab-case id, an exposed
 * module ('./home', not './spa'), the name of what that module exports, a permission or null, a
 * flag or null, and one of NAV_GROUPS (which orders it on the page, as the navigation is ordered).
 * @param {any} meta the "fairway.remote" block
 * @returns {string[]}
 */
function remoteHomeProblems(meta) {
  if (meta?.home === undefined) return [];
  if (!Array.isArray(meta.home)) return ['"home" must be a list of widgets'];
  /** @type {string[]} */
  const problems = [];
  if (meta.home.length > MAX_HOME_WIDGETS)
    problems.push(`"home" has ${meta.home.length} widgets; at most ${MAX_HOME_WIDGETS}`);
  const ids = new Set();
  meta.home.forEach((/** @type {any} */ w, /** @type {number} */ i) => {
    const where = `home[${i}] (${w?.id})`;
    if (typeof w?.id !== 'string' || !/^[a-z][a-z0-9-]{0,39}$/.test(w.id))
      problems.push(`${where} "id" must be kebab-case, 1 to 40 characters`);
    else if (ids.has(w.id)) problems.push(`${where} "id" is used twice`);
    ids.add(w?.id);
    if (
      typeof w?.module !== 'string' ||
      !/^\.\/[a-z][a-z0-9-]*$/.test(w.module) ||
      w.module === './spa'
    )
      problems.push(`${where} "module" must be an exposed module such as "./home" (not "./spa")`);
    if (typeof w?.export !== 'string' || !/^[A-Za-z_$][\w$]*$/.test(w.export))
      problems.push(`${where} "export" must name what the module exports`);
    if (
      w?.permission !== null &&
      (typeof w?.permission !== 'string' || !w.permission.includes(':'))
    )
      problems.push(`${where} "permission" must be "<module>:<action>" or null`);
    if (w?.flag !== null && (typeof w?.flag !== 'string' || w.flag === ''))
      problems.push(`${where} "flag" must be a feature flag or null`);
    if (!NAV_GROUPS.includes(w?.group) || w.group === 'account')
      problems.push(
        `${where} "group" must be one of ${NAV_GROUPS.filter((g) => g !== 'account').join(', ')}`,
      );
  });
  return problems;
}

/**
 * Everything wrong with a remote's "fairway.remote" block: labels, navigation groups, home widgets.
 * @param {any} meta @param {string[]} [languages]
 * @returns {string[]}
 */
function remoteMetaProblems(meta, languages = catalogueLanguages()) {
  const order = meta?.navOrder;
  return [
    ...(order === undefined || (Number.isInteger(order) && order >= 0 && order <= 1000)
      ? []
      : ['"navOrder" must be a whole number from 0 to 1000']),
    ...remoteLabelProblems(meta, languages),
    ...remoteGroupProblems(meta),
    ...remoteHomeProblems(meta),
  ];
}

/**
 * Throws, naming every problem, when a remote's labels lack a catalogue language, a navigation
 * entry names no known group or a home widget is malformed.
 * @param {any} meta @param {string} where the package.json @param {string[]} [languages]
 */
function assertRemoteLabels(meta, where, languages = catalogueLanguages()) {
  const problems = remoteMetaProblems(meta, languages);
  if (problems.length) throw new Error(`${where} "fairway.remote":\n  ${problems.join('\n  ')}`);
}

/**
 * Every remote of the workspace: the mf-* folders with a "fairway.remote" block. Throws, naming
 * every problem of every remote, when labels lack a catalogue language (remoteLabelProblems).
 * @returns {RemoteInfo[]}
 */
function listRemotes(root = ROOT) {
  const languages = catalogueLanguages(root);
  /** @type {string[]} */
  const problems = [];
  const remotes = readdirSync(root, { withFileTypes: true })
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
      for (const problem of remoteMetaProblems(meta, languages))
        problems.push(`${d.name}/package.json "fairway.remote": ${problem}`);
      return { ...meta, folder: d.name, dir: join(root, d.name) };
    })
    .filter(/** @returns {r is RemoteInfo} */ (r) => r !== null)
    // The navigation lists each group's entries remote by remote in this order: navOrder (the
    // club's everyday work first; default 100), then the folder.
    .sort(
      (a, b) =>
        (a.navOrder ?? DEFAULT_NAV_ORDER) - (b.navOrder ?? DEFAULT_NAV_ORDER) ||
        a.folder.localeCompare(b.folder),
    );
  if (problems.length)
    throw new Error(
      `every label needs each catalogue language, every navigation entry a group (${NAV_GROUPS.join(', ')}):\n  ${problems.join('\n  ')}`,
    );
  return remotes;
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
    labels: r.labels,
    manifest,
    routes: r.routes,
    publicRoutes: r.publicRoutes ?? [],
    flag: r.flag ?? null,
    nav: r.nav ?? [],
    modules: r.modules ?? [],
    home: r.home ?? [],
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
  catalogueLanguages,
  NAV_GROUPS,
  remoteLabelProblems,
  remoteGroupProblems,
  remoteHomeProblems,
  remoteMetaProblems,
  assertRemoteLabels,
  listRemotes,
  remotesJsonEntry,
  devRemotesJson,
  prodRemotesJson,
};

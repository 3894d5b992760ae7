#!/usr/bin/env node
// @ts-check
/**
 * pnpm new:domain <name> [--into mf-<existing>] [--label "..."] [--label-es "..."] [--no-install]
 *
 * Writes a new domain end to end, as docs/architecture.md and CONTRIBUTING.md describe it: the
 * server module (registered, in the module graph), its migration behind the tenant wall, its
 * permissions, its contract and client in shared-api, and a remote with a list screen (or, with
 * --into, a feature folder in an existing remote), with a first test on each layer and a story.
 * Every file is written from tooling/templates/domain; existing files get one line each at a
 * landmark (new-domain.edits.mjs). Nothing is written when the name or a landmark is wrong.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as edits from './new-domain.edits.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const TEMPLATES = join(ROOT, 'tooling', 'templates', 'domain');
const PNPM = ['-y', 'pnpm@10.34.9'];

/**
 * Every spelling of the domain's name the files need.
 * @typedef {{
 *   kebab: string, snake: string, camel: string, Pascal: string, CONST: string,
 *   item: string, Item: string, snake_item: string, itemLabel: string, ItemLabel: string,
 *   Label: string, label: string, migration: string, remoteFolder: string, remoteName: string,
 *   routePath: string, devPort: string, labels: Record<string, string>
 * }} Names
 * `labels`: the navigation label in every catalogue language but English (package.json "labels").
 */

/** The catalogue languages besides English (shared-ui's LANGUAGES): each label needs one. */
const OTHER_LANGUAGES = createRequire(import.meta.url)('../src/packages.js')
  .catalogueLanguages(ROOT)
  .filter((/** @type {string} */ l) => l !== 'en');

const USAGE = `usage: pnpm new:domain <name> [--into mf-<existing>] [--label "..."] ${OTHER_LANGUAGES.map((l) => `[--label-${l} "..."]`).join(' ')} [--no-install]

  <name>        the domain, kebab-case and plural: lesson-plans, rentals, pro-shop-items
  --into        add the screen as a feature folder of an existing remote instead of a new remote
  --label       what people read in the navigation (default: from the name, "Lesson plans")
  ${OTHER_LANGUAGES.map((l) => `--label-${l}    the same in ${l} (default: --label's words, to translate in package.json)`).join('\n  ')}
  --no-install  do not run pnpm install afterwards (a new remote needs it before its tests)`;

/**
 * Names no new domain may take: what the platform's own paths, packages and entries already use
 * (besides every existing module, domain, remote and table, found on disk).
 */
const RESERVED = new Set([
  ...['api', 'app', 'auth', 'build', 'common', 'contract', 'core', 'docs', 'e2e', 'features'],
  ...['health', 'http', 'index', 'metrics', 'new', 'permissions', 'platform', 'preloaded'],
  ...['ready', 'server', 'session', 'settings', 'shared', 'shell', 'testing', 'tooling', 'ui'],
  ...['user', 'users', 'profiles', 'invitations', 'password-reset', 'registration-enabled'],
  ...['api-tokens', 'cart', 'tee-times', 'tee-time-bookings', 'course', 'maintenance'],
  ...['notifications', 'security', 'organizations', 'roles', 'admin'],
]);

/** @param {string[]} argv */
function parseArgs(argv) {
  /** @type {{ name?: string, into?: string, label?: string, labels: Record<string, string>, install: boolean }} */
  const args = { install: true, labels: {} };
  const labelIn = (/** @type {string} */ arg) =>
    OTHER_LANGUAGES.find((/** @type {string} */ l) => arg === `--label-${l}`);
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--into' || arg === '--label' || labelIn(arg)) {
      const value = argv[++i];
      if (value === undefined || value.startsWith('--')) fail(`${arg} needs a value`);
      const language = labelIn(arg);
      if (arg === '--into') args.into = value;
      else if (language) args.labels[language] = value;
      else args.label = value;
    } else if (arg === '--no-install') args.install = false;
    else if (arg === '--help' || arg === '-h') {
      console.log(USAGE);
      process.exit(0);
    } else if (arg.startsWith('--')) fail(`unknown option ${arg}`);
    else if (args.name === undefined) args.name = arg;
    else fail(`one name only (got "${args.name}" and "${arg}")`);
  }
  if (!args.name) fail('the domain needs a name');
  return /** @type {{ name: string, into?: string, label?: string, labels: Record<string, string>, install: boolean }} */ (
    args
  );
}

/** @param {string} message @returns {never} */
function fail(message) {
  console.error(`new:domain: ${message}\n\n${USAGE}`);
  process.exit(2);
}

/** @param {string} file */
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
/** @param {string} dir */
const dirsIn = (dir) =>
  existsSync(dir) ? readdirSync(dir).filter((d) => statSync(join(dir, d)).isDirectory()) : [];

/** The workspace's remotes (mf-* folders with "fairway.remote"), as tooling/src/packages.js lists them. */
function remotes() {
  return createRequire(import.meta.url)('../src/packages.js').listRemotes(ROOT);
}

/** The file under shared-api/src that declares `marker` (the contract-split may move files). */
function sharedApiFile(/** @type {string} */ marker) {
  /** @param {string} dir @returns {string | null} */
  const search = (dir) => {
    for (const entry of readdirSync(dir)) {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) {
        const found = search(path);
        if (found) return found;
      } else if (/\.ts$/.test(entry) && readFileSync(path, 'utf8').includes(marker)) return path;
    }
    return null;
  };
  const found = search(join(ROOT, 'shared-api', 'src'));
  if (!found) throw new Error(`shared-api/src: no file declares "${marker}"`);
  return relative(ROOT, found);
}

/**
 * The name of one row: lesson-plans → lesson-plan, academies → academy, classes → class; a name
 * that does not read as a plural gets "-item" (equipment → equipment-item).
 * @param {string} kebab
 */
function singular(kebab) {
  if (/ies$/.test(kebab)) return kebab.replace(/ies$/, 'y');
  if (/(ss|sh|ch|x|z|us)es$/.test(kebab)) return kebab.replace(/es$/, '');
  if (/(ss|us|is)$/.test(kebab) || !/s$/.test(kebab)) return `${kebab}-item`;
  return kebab.replace(/s$/, '');
}

/** @param {string} kebab */
const camelOf = (kebab) => kebab.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase());
/** @param {string} s */
const upperFirst = (s) => s.charAt(0).toUpperCase() + s.slice(1);
/** 'Lesson plans' → 'lesson plans'; 'FAQ entries' stays. @param {string} s */
const lowerFirst = (s) => (/^[A-Z][a-z]/.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s);

/**
 * Refuses a name that is not kebab-case, is reserved, or is already taken anywhere the domain
 * would write; answers why, or null.
 * @param {string} name
 */
function problemWithName(name) {
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name))
    return `"${name}" is not kebab-case (lowercase words joined by single hyphens, starting with a letter)`;
  if (name.length < 3 || name.length > 40) return 'a name has 3 to 40 characters';
  if (name.startsWith('mf-'))
    return 'name the domain, not its remote: lesson-plans, not mf-lesson-plans';
  if (RESERVED.has(name)) return `"${name}" is reserved: the platform already uses it`;
  const snake = name.replace(/-/g, '_');
  const taken = [
    [dirsIn(join(ROOT, 'server', 'src', 'modules')).includes(name), 'a server module'],
    [dirsIn(join(ROOT, 'shared-api', 'src', 'domains')).includes(name), 'a shared-api domain'],
    [existsSync(join(ROOT, `mf-${name}`)), 'a remote folder'],
    [existsSync(join(ROOT, name)), 'a folder of the repository'],
    [
      readdirSync(join(ROOT, 'server', 'src', 'db', 'migrations')).some((f) =>
        new RegExp(`CREATE TABLE (IF NOT EXISTS )?${snake}\\b`).test(
          readFileSync(join(ROOT, 'server', 'src', 'db', 'migrations', f), 'utf8'),
        ),
      ),
      'a table',
    ],
    [
      readFileSync(join(ROOT, sharedApiFile('export const PERMISSIONS = {')), 'utf8').includes(
        `'${snake}:`,
      ),
      'a permission prefix',
    ],
    [remotes().some((r) => r.name === `mf_${snake}` || r.routes.includes(`/${name}`)), 'a remote'],
  ];
  const by = taken.filter(([is]) => is).map(([, what]) => what);
  return by.length ? `"${name}" is taken: there is already ${by.join(', ')} by that name` : null;
}

/** @param {{ name: string, into?: string, label?: string, labels: Record<string, string> }} args @returns {Names} */
function namesOf({ name, into, label, labels }) {
  const item = singular(name);
  const Label = label?.trim() || upperFirst(name.replace(/-/g, ' '));
  const migrations = readdirSync(join(ROOT, 'server', 'src', 'db', 'migrations'))
    .map((f) => /^(\d{4})_/.exec(f)?.[1])
    .filter((n) => n !== undefined)
    .map(Number);
  const number = String(Math.max(0, ...migrations) + 1).padStart(4, '0');
  const host = into ? remotes().find((r) => r.folder === into) : undefined;
  return {
    kebab: name,
    snake: name.replace(/-/g, '_'),
    camel: camelOf(name),
    Pascal: upperFirst(camelOf(name)),
    CONST: name.replace(/-/g, '_').toUpperCase(),
    item: camelOf(item),
    Item: upperFirst(camelOf(item)),
    snake_item: item.replace(/-/g, '_'),
    itemLabel: item.replace(/-/g, ' '),
    ItemLabel: upperFirst(item.replace(/-/g, ' ')),
    Label,
    label: lowerFirst(Label),
    migration: `${number}_${name.replace(/-/g, '_')}.sql`,
    remoteFolder: into ?? `mf-${name}`,
    remoteName: host?.name ?? `mf_${name.replace(/-/g, '_')}`,
    routePath: host ? `${host.routes[0]}/${name}` : `/${name}`,
    devPort: String(Math.max(4200, ...remotes().map((r) => r.devPort)) + 1),
    labels: Object.fromEntries(
      OTHER_LANGUAGES.map((/** @type {string} */ l) => [l, labels[l]?.trim() || Label]),
    ),
  };
}

/** @param {string} text @param {Names} names @param {string} where */
function render(text, names, where) {
  return text.replace(/\{\{(\w+)\}\}/g, (_, token) => {
    const value = names[/** @type {keyof Names} */ (token)];
    if (typeof value !== 'string') throw new Error(`${where}: unknown template token {{${token}}}`);
    return value;
  });
}

/**
 * Every template under `dir` (relative to TEMPLATES), rendered to `into` (relative to the root):
 * `__Pascal__` in a file name becomes the name, `.tmpl` is dropped.
 * @param {string} dir @param {string} into @param {Names} names
 * @returns {{ path: string, content: string }[]}
 */
function renderTree(dir, into, names) {
  /** @type {{ path: string, content: string }[]} */
  const files = [];
  /** @param {string} from */
  const walk = (from) => {
    for (const entry of readdirSync(join(TEMPLATES, from))) {
      const source = join(from, entry);
      if (statSync(join(TEMPLATES, source)).isDirectory()) walk(source);
      else
        files.push({
          path: join(
            into,
            relative(dir, source)
              .replace(/__(\w+)__/g, (_, t) => String(names[/** @type {keyof Names} */ (t)]))
              .replace(/\.tmpl$/, ''),
          ),
          content: render(readFileSync(join(TEMPLATES, source), 'utf8'), names, source),
        });
    }
  };
  walk(dir);
  return files;
}

/** One template file rendered to `path`. @param {string} template @param {string} path @param {Names} names */
const renderOne = (template, path, names) => ({
  path,
  content: render(readFileSync(join(TEMPLATES, template), 'utf8'), names, template),
});

/** A new remote's package.json: its declaration and the dependencies every remote has. */
function remotePackage(/** @type {Names} */ n) {
  const reference = readJson(join(remotes()[0].dir, 'package.json'));
  const pkg = {
    name: `@fairway/${n.remoteFolder}`,
    version: '0.1.0',
    private: true,
    description: `${n.Label} remote`,
    scripts: reference.scripts,
    fairway: {
      remote: {
        name: n.remoteName,
        label: n.Label,
        labels: n.labels,
        devPort: Number(n.devPort),
        routes: [n.routePath],
        publicRoutes: [],
        flag: null,
        nav: [
          {
            label: n.Label,
            labels: n.labels,
            path: n.routePath,
            permission: `${n.snake}:read`,
            flag: null,
            group: 'desk',
          },
        ],
      },
    },
    dependencies: reference.dependencies,
    devDependencies: reference.devDependencies,
  };
  return {
    path: join(n.remoteFolder, 'package.json'),
    content: `${JSON.stringify(pkg, null, 2)}\n`,
  };
}

/**
 * What the domain writes and changes, computed in memory.
 * @param {Names} n @param {boolean} into
 */
function plan(n, into) {
  const permissions = sharedApiFile('export const PERMISSIONS = {');
  const aggregate = sharedApiFile("export * from '../domains/");
  const responses = sharedApiFile('export const CONTRACT_RESPONSES');
  const feature = join(n.remoteFolder, 'src', 'features', n.kebab);
  const created = [
    ...renderTree('server/module', join('server', 'src', 'modules', n.kebab), n),
    renderOne(
      'server/migration.sql.tmpl',
      join('server', 'src', 'db', 'migrations', n.migration),
      n,
    ),
    renderOne('server/test.ts.tmpl', join('server', 'test', `${n.kebab}.test.ts`), n),
    ...renderTree('shared-api', join('shared-api', 'src', 'domains', n.kebab), n),
    ...(into ? [] : [...renderTree('remote', n.remoteFolder, n), remotePackage(n)]),
    ...renderTree('feature', feature, n),
  ];
  /** @type {[string, (text: string) => string][]} */
  const changed = [
    ['server/src/modules/index.ts', edits.registerModule(n)],
    ['eslint.config.js', edits.declareModuleDependencies(n)],
    [permissions, edits.addPermissions(n, permissions)],
    [aggregate, edits.exportContract(n)],
    [responses, edits.addContractResponses(n, responses)],
    ['shared-api/package.json', edits.raiseMinor()],
    ['server/src/plugins/external/openapi-document.ts', edits.describeTag(n)],
    ['server/test/tenant-isolation.test.ts', edits.seedTenantWall(n)],
  ];
  if (into) {
    const routes = readdirSync(join(ROOT, n.remoteFolder, 'src', 'app'))
      .map((f) => join(n.remoteFolder, 'src', 'app', f))
      .find((f) => readFileSync(join(ROOT, f), 'utf8').includes('const SECTION_PAGES'));
    if (!routes)
      throw new Error(
        `${n.remoteFolder}/src/app: no routes file with SECTION_PAGES (a page per navigation entry) to add the screen to`,
      );
    changed.push([join(n.remoteFolder, 'package.json'), edits.addNavEntry(n)]);
    changed.push([routes, edits.addSectionPage(n, routes)]);
  }
  return { created, changed };
}

/** Formats the files as `pnpm lint` expects (prettier, the repository's configuration). */
async function format(/** @type {string[]} */ files) {
  const prettier = createRequire(join(ROOT, 'package.json'))('prettier');
  for (const file of files) {
    const path = join(ROOT, file);
    const info = await prettier.getFileInfo(path);
    if (info.ignored || !info.inferredParser) continue;
    const options = await prettier.resolveConfig(path);
    const text = readFileSync(path, 'utf8');
    writeFileSync(path, await prettier.format(text, { ...options, filepath: path }));
  }
}

/** pnpm install, offline first (the store usually has everything a remote needs). */
function install() {
  const run = (/** @type {string[]} */ extra) =>
    spawnSync('npx', [...PNPM, 'install', ...extra], { cwd: ROOT, stdio: 'inherit' }).status === 0;
  return run(['--offline']) || run(['--prefer-offline']);
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const problem = problemWithName(args.name);
  if (problem) fail(problem);
  if (args.into && !remotes().some((r) => r.folder === args.into))
    fail(
      `--into ${args.into}: no remote by that folder (${remotes()
        .map((r) => r.folder)
        .join(', ')})`,
    );

  const names = namesOf(args);
  const { created, changed } = plan(names, Boolean(args.into));
  const clash = created.find((f) => existsSync(join(ROOT, f.path)));
  if (clash) fail(`${clash.path} exists already`);
  const updates = changed.map(([file, edit]) => ({
    path: file,
    content: edit(readFileSync(join(ROOT, file), 'utf8')),
  }));

  for (const { path, content } of [...created, ...updates]) {
    mkdirSync(dirname(join(ROOT, path)), { recursive: true });
    writeFileSync(join(ROOT, path), content);
  }
  await format([...created, ...updates].map((f) => f.path));

  console.log(`\nWrote the ${names.kebab} domain.\n\nNew files:`);
  for (const f of created) console.log(`  ${f.path}`);
  console.log('\nChanged:');
  for (const f of updates) console.log(`  ${f.path}`);

  const installed = !args.into && args.install ? install() : null;
  if (installed === false) console.log('\npnpm install failed: run it before the remote’s tests.');

  const remoteDir = names.remoteFolder;
  console.log(`
Check it:
  ${!args.into && !installed ? 'npx -y pnpm@10.34.9 install && ' : ''}npx -y pnpm@10.34.9 typecheck && npx -y pnpm@10.34.9 lint
  cd server && node --experimental-vm-modules ../node_modules/jest/bin/jest.js test/${names.kebab}.test.ts
  cd ${remoteDir} && node ../node_modules/jest/bin/jest.js src/features/${names.kebab}${args.into ? '' : ' src/app src/spa.test.tsx'}

Next steps (the generator does not do these; CONTRIBUTING.md has the details):
  1. Real fields: replace name/description in ${join('server/src/db/migrations', names.migration)} (unreleased: edit it),
     tables.ts, the contract (shared-api/src/domains/${names.kebab}/contract.ts), the table's columns and the tests.
  2. Business rules in server/src/modules/${names.kebab}/service.ts, with tests; the spec's texts in the client's messages.
  3. Paths: if docs/spec/endpoints.json lists this domain's calls, use them instead of /api/settings/${names.kebab}
     (routes, client, CONTRACT_RESPONSES) and run pnpm routes:coverage.
  4. Who may do what: DEFAULT_ROLE_PERMISSIONS gives staff ${names.snake}:read and :write (admin has *); give
     other built-in roles theirs there (the next start hands them to every club). Custom roles are each club's.
  5. Words: ${
    Object.entries(names.labels).some(([, v]) => v === names.Label)
      ? `translate the navigation label in ${remoteDir}/package.json ("labels", now in English), and `
      : ''
  }the screens' texts into every language (src/i18n/messages.ts; CONTRIBUTING.md, "Words, dates and numbers").
  6. A feature flag, if the module has one: fairway.remote.flag and the nav entries' flag in ${remoteDir}/package.json,
     and the server routes' guard.
  7. Demo data (server/src/bootstrap.ts), an e2e journey (e2e/tests), the screens' create/edit forms, and the
     docs: README.md's layout table, docs/architecture.md's decisions, ${args.into ? `${remoteDir}/README.md's screens` : `${remoteDir}/README.md`}.`);
}

main().catch((err) => {
  console.error(`new:domain: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});

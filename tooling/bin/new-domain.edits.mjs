// @ts-check
/**
 * The edits `pnpm new:domain` makes to files that already exist: each finds a landmark in the file
 * (a declaration every version of the file has) and inserts the new domain's line there. An edit
 * whose landmark is missing throws, naming the file and the landmark, before anything is written.
 */

/** @typedef {import('./new-domain.mjs').Names} Names */

/**
 * The position just before the `close` line that ends the block opened on the line containing
 * `open` (a top-level declaration such as `export const X = {` … `};`).
 * @param {string} text
 * @param {string} open
 * @param {string} close a whole line, e.g. '};' or '} as const;'
 * @param {string} file for the error message
 */
function endOfBlock(text, open, close, file) {
  const start = text.indexOf(open);
  if (start < 0) throw new Error(`${file}: cannot find "${open}"`);
  const lines = text.slice(start).split('\n');
  let offset = start;
  for (const line of lines) {
    if (line === close) return offset;
    offset += line.length + 1;
  }
  throw new Error(`${file}: cannot find the line "${close}" that ends "${open}"`);
}

/**
 * Inserts `insert` before the line `close` that ends the block opened by `open`.
 * @param {string} text @param {string} open @param {string} close @param {string} insert
 * @param {string} file
 */
function beforeEndOf(text, open, close, insert, file) {
  const at = endOfBlock(text, open, close, file);
  return text.slice(0, at) + insert + text.slice(at);
}

/**
 * Inserts `insert` after the last import statement of the file's leading import block.
 * @param {string} text @param {string} insert @param {string} file
 */
function afterImports(text, insert, file) {
  const matches = [...text.matchAll(/^(?:import [^;]*?|} )from '[^']+';\n/gm)];
  const last = matches.at(-1);
  if (!last || last.index === undefined) throw new Error(`${file}: has no import to follow`);
  const at = last.index + last[0].length;
  return text.slice(0, at) + insert + text.slice(at);
}

/**
 * Inserts `insert` before the line containing `landmark`.
 * @param {string} text @param {string} landmark @param {string} insert @param {string} file
 */
function beforeLine(text, landmark, insert, file) {
  const at = text.indexOf(landmark);
  if (at < 0) throw new Error(`${file}: cannot find "${landmark}"`);
  const lineStart = text.lastIndexOf('\n', at) + 1;
  return text.slice(0, lineStart) + insert + text.slice(lineStart);
}

/** server/src/modules/index.ts: import the module's plugin and register it after the others. */
export const registerModule = (/** @type {Names} */ n) => (/** @type {string} */ text) => {
  const file = 'server/src/modules/index.ts';
  const withImport = afterImports(text, `import { ${n.camel}Routes } from './${n.kebab}';\n`, file);
  const registers = [...withImport.matchAll(/^ {2}await app\.register\(\w+\);\n/gm)];
  const last = registers.at(-1);
  if (!last || last.index === undefined) throw new Error(`${file}: no app.register line`);
  const at = last.index + last[0].length;
  return `${withImport.slice(0, at)}  await app.register(${n.camel}Routes);\n${withImport.slice(at)}`;
};

/** eslint.config.js: the module in the module graph, depending on no other module yet. */
export const declareModuleDependencies = (/** @type {Names} */ n) => (/** @type {string} */ text) =>
  beforeEndOf(
    text,
    'const MODULE_DEPENDENCIES = {',
    '};',
    `  '${n.kebab}': [],\n`,
    'eslint.config.js',
  );

/**
 * shared-api permissions.ts: `<snake>:read` and `<snake>:write` in the one permission list, and
 * both for the built-in staff role (admin has `*`); the start-up sync gives them to every club.
 */
export const addPermissions =
  (/** @type {Names} */ n, /** @type {string} */ file) => (/** @type {string} */ text) => {
    const listed = beforeEndOf(
      text,
      'export const PERMISSIONS = {',
      '} as const;',
      `  ${n.camel}Read: '${n.snake}:read',\n  ${n.camel}Write: '${n.snake}:write',\n`,
      file,
    );
    const declaration = listed.indexOf('export const DEFAULT_ROLE_PERMISSIONS');
    const staff = listed.indexOf('staff: [', declaration);
    if (declaration < 0 || staff < 0)
      throw new Error(`${file}: cannot find DEFAULT_ROLE_PERMISSIONS' "staff: ["`);
    let depth = 0;
    let end = -1;
    for (let i = staff + 'staff: '.length; i < listed.length; i++) {
      if (listed[i] === '[') depth++;
      else if (listed[i] === ']' && --depth === 0) {
        end = i;
        break;
      }
    }
    if (end < 0) throw new Error(`${file}: the staff role's list does not end`);
    const body = listed.slice(staff + 'staff: ['.length, end).trimEnd();
    const entries = `PERMISSIONS.${n.camel}Read, PERMISSIONS.${n.camel}Write`;
    const joined = body.trim() === '' ? entries : `${body.replace(/,$/, '')}, ${entries}`;
    return `${listed.slice(0, staff)}staff: [${joined}]${listed.slice(end + 1)}`;
  };

/** shared-api's server-side contract aggregate: the domain's contract beside the others. */
export const exportContract = (/** @type {Names} */ n) => (/** @type {string} */ text) =>
  `${text.trimEnd()}\nexport * from '../domains/${n.kebab}/contract';\n`;

/** shared-api testing/contract.ts: the answers of the domain's calls, for the loopback API server. */
export const addContractResponses =
  (/** @type {Names} */ n, /** @type {string} */ file) => (/** @type {string} */ text) => {
    const url = `/api/settings/${n.kebab}`;
    const withImport = afterImports(
      text,
      `import { ${n.item} } from '../domains/${n.kebab}/contract';\n`,
      file,
    );
    return beforeEndOf(
      withImport,
      'export const CONTRACT_RESPONSES',
      '};',
      [
        `  // ${n.Label}`,
        `  'GET ${url}': { 200: z.array(${n.item}) },`,
        `  'POST ${url}': { 201: ${n.item} },`,
        `  'GET ${url}/:id': { 200: ${n.item} },`,
        `  'PUT ${url}/:id': { 200: ${n.item} },`,
        `  'DELETE ${url}/:id': { 204: z.null() },`,
        '',
      ].join('\n'),
      file,
    );
  };

/** The OpenAPI document's tag descriptions: the domain's tag is described like the others. */
export const describeTag = (/** @type {Names} */ n) => (/** @type {string} */ text) =>
  beforeEndOf(
    text,
    'export const TAG_DESCRIPTIONS',
    '};',
    `  ${JSON.stringify(n.Label)}: ${JSON.stringify(`The club's ${n.label}.`)},\n`,
    'server/src/plugins/external/openapi-document.ts',
  );

/** test/tenant-isolation.test.ts: the new table gets a row in both clubs, like every other. */
export const seedTenantWall = (/** @type {Names} */ n) => (/** @type {string} */ text) =>
  beforeLine(
    text,
    '// Parents nothing references yet',
    [
      '  await tx.execute(',
      `    sql\`INSERT INTO ${n.snake} (organization_id, name, created_by) VALUES (\${org}, 'wall', \${user})\`,`,
      '  );',
      '',
      '',
    ].join('\n'),
    'server/test/tenant-isolation.test.ts',
  );

/** A package.json's minor version, raised (something was added that a remote may use). */
export const raiseMinor = () => (/** @type {string} */ text) => {
  const pkg = JSON.parse(text);
  const [major, minor] = String(pkg.version).split('.').map(Number);
  pkg.version = `${major}.${(minor ?? 0) + 1}.0`;
  return `${JSON.stringify(pkg, null, 2)}\n`;
};

/** An existing remote's package.json: the feature's navigation entry (`--into`). */
export const addNavEntry = (/** @type {Names} */ n) => (/** @type {string} */ text) => {
  const pkg = JSON.parse(text);
  const remote = pkg.fairway.remote;
  remote.nav = [
    ...(remote.nav ?? []),
    {
      label: n.Label,
      labels: n.labels,
      path: n.routePath,
      permission: `${n.snake}:read`,
      flag: remote.flag ?? null,
      // What the navigation files it under (play, desk, setup, admin, account): change it to fit.
      group: 'desk',
    },
  ];
  return `${JSON.stringify(pkg, null, 2)}\n`;
};

/** An existing remote's routes file: the feature's page, lazily loaded, for its navigation entry (`--into`). */
export const addSectionPage =
  (/** @type {Names} */ n, /** @type {string} */ file) => (/** @type {string} */ text) => {
    const page = `${n.Pascal}Page`;
    const lazyPage = [
      `const ${page} = lazy(() =>`,
      `  import(/* webpackChunkName: "route-${n.kebab}" */ '../features/${n.kebab}/components/${page}').then(`,
      `    (m) => ({ default: m.${page} }),`,
      '  ),',
      ');',
      '',
      '',
    ].join('\n');
    const open = 'const SECTION_PAGES: Record<string, ComponentType> = {';
    const landmark = text.includes('/** The page of each navigation entry')
      ? '/** The page of each navigation entry'
      : open;
    const withLazy = beforeLine(text, landmark, lazyPage, file);
    return beforeEndOf(withLazy, open, '};', `  '${n.routePath}': ${page},\n`, file);
  };

// @ts-check
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const globals = require('globals');
const { createNodeResolver, importX } = require('eslint-plugin-import-x');

/**
 * Module walls of the server (docs/architecture.md, "Module walls"). Each domain module in
 * server/src/modules/<name>/ is used by others only through its index.ts, and only by the modules
 * named here: the graph has no cycle, so no module can come to depend on itself. A module that is
 * not listed here cannot be imported from another module at all.
 */
const MODULE_DEPENDENCIES = {
  roles: [],
  organizations: ['roles'],
  settings: ['organizations'],
  users: ['roles', 'settings'],
  auth: ['users', 'roles', 'settings', 'organizations', 'notifications'],
  courses: ['organizations', 'users'],
  'tee-sheet': ['courses', 'settings', 'users', 'notifications'],
  files: [],
  notifications: ['settings', 'users'],
  shop: ['settings', 'users', 'files', 'notifications'],
  rentals: ['shop', 'settings', 'users', 'notifications'],
  academy: ['settings', 'users', 'courses', 'notifications'],
  property: ['roles', 'settings', 'users', 'notifications'],
  'house-rentals': ['property', 'settings', 'users', 'files', 'notifications'],
  'house-maintenance': ['property', 'settings', 'users', 'notifications'],
  subscriptions: ['property', 'settings', 'users', 'notifications'],
};

const MODULES_DIR = 'server/src/modules';
const moduleNames = Object.keys(MODULE_DEPENDENCIES);

/** import-x/no-restricted-paths zones: for every pair of modules, index.ts only, or nothing. */
const moduleZones = moduleNames.flatMap((to) =>
  moduleNames
    .filter((from) => from !== to)
    .map((from) =>
      MODULE_DEPENDENCIES[to].includes(from)
        ? {
            target: `${MODULES_DIR}/${to}`,
            from: `${MODULES_DIR}/${from}`,
            except: ['./index.ts'],
            message: `Module "${to}" may use "${from}" only through ${MODULES_DIR}/${from}/index.ts.`,
          }
        : {
            target: `${MODULES_DIR}/${to}`,
            from: `${MODULES_DIR}/${from}`,
            message: `Module "${to}" may not depend on "${from}" (it may use: ${MODULE_DEPENDENCIES[to].join(', ') || 'no other module'}; see MODULE_DEPENDENCIES in eslint.config.js).`,
          },
    ),
);

/** Server code outside the modules (start-up, the module registry) also goes through index.ts. */
const outsideZones = moduleNames.map((name) => ({
  target: ['server/src/*.ts', `${MODULES_DIR}/index.ts`, 'server/src/{db,lib,plugins}/**'],
  from: `${MODULES_DIR}/${name}`,
  except: ['./index.ts'],
  message: `Use the module "${name}" through ${MODULES_DIR}/${name}/index.ts.`,
}));

module.exports = tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/storybook-static/**',
      '**/coverage/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    files: ['server/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js', '.json'] })],
      'import-x/extensions': ['.ts', '.js'],
      // Other packages (the shared contract included) cannot import the server back: not parsed.
      'import-x/ignore': ['/node_modules/', '/shared-api/'],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: __dirname, zones: [...moduleZones, ...outsideZones] },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
);

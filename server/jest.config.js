/** Server tests: buildApp + inject against a fresh database per test file (PGlite, or PostgreSQL when TEST_DATABASE_URL is set). */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { target: 'es2022' } }] },
  // ESM-only dependencies are compiled for jest's CommonJS runtime.
  // file-type and its dependencies are ESM-only too (loaded with import() by modules/files/inspect.ts).
  transformIgnorePatterns: [
    '/node_modules/(?!(\\.pnpm/)?(cookie|fastify-type-provider-zod|file-type|strtok3|token-types|uint8array-extras|@tokenizer|@borewit)[@/+])',
  ],
  // Once per run: the migrated database each test file's fresh database is copied from.
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  // A hang still fails; a busy 2-core CI machine copying the template database does not.
  testTimeout: 60000,
  // Each file's app and database stay reachable from jest's module registry after it ends, so a
  // long-lived worker's heap grows with every file and each later file runs slower (the suite's
  // last files took three times their first-run time). A worker past this heap is replaced.
  workerIdleMemoryLimit: '400MB',
};

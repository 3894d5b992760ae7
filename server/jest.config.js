/** Server tests: buildApp + inject against a fresh database per test file (PGlite, or PostgreSQL when TEST_DATABASE_URL is set). */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { target: 'es2022' } }] },
  // ESM-only dependencies are compiled for jest's CommonJS runtime.
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(cookie|fastify-type-provider-zod)[@/])'],
  testTimeout: 30000,
};

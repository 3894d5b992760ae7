/** shared-api tests: node environment, the real ky client against loopback HTTP servers. */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { target: 'es2022' } }] },
  // ky is published as ESM only: compile it for jest's CommonJS runtime.
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(ky)[@/])'],
  testTimeout: 15000,
};

/** shared-ui component tests: jsdom + Testing Library; CSS Modules map class names to themselves. */
module.exports = {
  // jsdom plus Node's fetch, TextEncoder & co. (tooling's environment): @fairway/shared-api needs them.
  testEnvironment: require.resolve('@fairway/build/jest/jsdom-env.js'),
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: ['**/*.test.ts?(x)'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          target: 'es2022',
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
        },
      },
    ],
  },
  moduleNameMapper: {
    // identity-obj-proxy returns the key: styles['fw-ui-button'] === 'fw-ui-button', as in production.
    '\\.module\\.css$': 'identity-obj-proxy',
    '\\.css$': '<rootDir>/test/style-stub.js',
  },
  // ky (through @fairway/shared-api, which the data helpers use) is ESM-only: compile it for jest.
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(ky)[@/])'],
  setupFilesAfterEnv: ['<rootDir>/test/setup.ts'],
};

/** shared-ui component tests: jsdom + Testing Library; CSS Modules map class names to themselves. */
module.exports = {
  testEnvironment: 'jsdom',
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
  setupFilesAfterEnv: ['<rootDir>/test/setup.ts'],
};

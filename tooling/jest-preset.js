// @ts-check
/**
 * Jest preset for front-end packages (shell, remotes): jsdom with the platform's fetch, swc for
 * TypeScript/TSX with the automatic JSX runtime, identity-obj-proxy for CSS Modules, Testing
 * Library's matchers. Use with `preset: '@fairway/build'` in a package's jest.config.js.
 * @type {import('jest').Config}
 */
module.exports = {
  testEnvironment: require.resolve('./jest/jsdom-env.js'),
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      require.resolve('@swc/jest'),
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          target: 'es2022',
          transform: { react: { runtime: 'automatic' } },
        },
      },
    ],
  },
  moduleNameMapper: {
    '\\.module\\.css$': require.resolve('identity-obj-proxy'),
    '\\.css$': require.resolve('./jest/style-stub.js'),
    '\\.(png|jpe?g|gif|svg|webp|woff2?)$': require.resolve('./jest/file-stub.js'),
  },
  // ESM-only packages compiled for jest's CommonJS runtime.
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(ky)[@/])'],
  setupFilesAfterEnv: [require.resolve('./jest/setup.js')],
  testTimeout: 15000,
};

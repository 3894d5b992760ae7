/** mf-auth tests: the front-end preset (jsdom with fetch, swc, CSS Modules as identity objects). */
const preset = require('@fairway/build/jest-preset.js');

module.exports = {
  preset: '@fairway/build',
  roots: ['<rootDir>/src'],
  setupFilesAfterEnv: [...(preset.setupFilesAfterEnv ?? []), '<rootDir>/src/test-utils/setup.ts'],
};

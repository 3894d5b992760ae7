/** mf-academy tests: the front-end preset (jsdom with fetch, swc, CSS Modules as identity objects). */
module.exports = {
  preset: '@fairway/build',
  roots: ['<rootDir>/src'],
};

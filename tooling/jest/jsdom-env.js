// @ts-check
const { TestEnvironment } = require('jest-environment-jsdom');

/**
 * jsdom does not implement fetch. Tests talk to real (loopback) HTTP servers, so this environment
 * hands the page Node's fetch and the classes that go with it (a jsdom AbortSignal would be
 * refused by Node's Request).
 */
const FROM_NODE = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'AbortController',
  'AbortSignal',
  'TextEncoder',
  'TextDecoder',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'structuredClone',
];

class FairwayJsdomEnvironment extends TestEnvironment {
  /**
   * @param {ConstructorParameters<typeof TestEnvironment>[0]} config
   * @param {ConstructorParameters<typeof TestEnvironment>[1]} context
   */
  constructor(config, context) {
    super(config, context);
    const g = /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (this.global));
    const node = /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (globalThis));
    for (const key of FROM_NODE) g[key] = node[key];
  }
}

module.exports = FairwayJsdomEnvironment;

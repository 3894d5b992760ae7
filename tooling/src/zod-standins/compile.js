// Stands in for zod's ahead-of-time compiler (zod/v4/core/compile.js, 29 KB minified) in the
// portal's bundles: the portal never calls z.compile, and zod's own parsers do not use it.
// The exports keep their names so zod's index still binds them; using one says why it fails.
// See withoutZodExtras in ../shared.js.
export const INVALID = Symbol.for('zod.compile.invalid');
export class ZodCompileAsyncError extends Error {}
export class ZodCompileUnsupportedError extends Error {}
const absent = (name) => () => {
  throw new Error(`zod's ${name} is not in the portal's build (tooling/src/zod-standins)`);
};
export const compile = absent('compile');
export const compileFn = absent('compileFn');
export const withParser = absent('withParser');

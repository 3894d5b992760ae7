/**
 * The shell provides every shared singleton to the remotes (they are built with import: false).
 * webpack only provides a shared package that the host's own code references, so each one the
 * shell does not otherwise use is referenced here. None of these runs unless a remote asks for
 * the package; the build fails if one is missing (tooling's BuildInfoPlugin). zod is not listed:
 * the shell has it only through @fairway/shared-api, whose code references it.
 */
export const providedToRemotes = {
  'react-router-dom': () => import('react-router-dom'),
  zustand: () => import('zustand'),
  '@fairway/shared-api': () => import('@fairway/shared-api'),
  '@fairway/shared-api/core': () => import('@fairway/shared-api/core'),
  '@fairway/shared-ui': () => import('@fairway/shared-ui'),
  react: () => import('react'),
  'react-dom': () => import('react-dom'),
};

import packageJson from '../../package.json';

/**
 * This remote as its package.json declares it under "fairway.remote" (the one place its name,
 * label, routes and navigation are written): the build, remotes.json and the screens read it there.
 */
export const REMOTE = packageJson.fairway.remote;

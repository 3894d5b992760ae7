/**
 * The portal's first script: index.html loads it in <head>, blocking and before any other (the CSP
 * allows no inline script; its file name carries its content hash, so a repeat visit runs it from
 * the cache). It applies the remembered theme before the first paint, then starts the session
 * call, remotes.json and the first page's remote while the shell's own code downloads, or takes
 * them from the page when the server put them there.
 */
import { pagePreloaded } from '@fairway/shared-api/preloaded';
import { startEarly, type EarlyStart } from './start';
import { applyRememberedTheme } from './theme';

applyRememberedTheme(document.documentElement, () => window.localStorage);

(window as { __FAIRWAY_EARLY__?: EarlyStart }).__FAIRWAY_EARLY__ = startEarly({
  fetch: window.fetch.bind(window),
  location: window.location,
  document,
  storage: () => window.localStorage,
  cookies: () => document.cookie,
  preloaded: pagePreloaded(),
});

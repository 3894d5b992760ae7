import type { EarlyStart } from '../early/start';

export type { EarlyStart };

/**
 * What the page's first script (src/early) started, or null when it did not run (a page built
 * without it): the shell then asks for everything itself.
 */
export function readEarlyStart(
  w: { __FAIRWAY_EARLY__?: unknown } = window as { __FAIRWAY_EARLY__?: unknown },
): EarlyStart | null {
  const e = w.__FAIRWAY_EARLY__ as Partial<EarlyStart> | undefined;
  const isPromise = (v: unknown): v is Promise<unknown> =>
    typeof (v as { then?: unknown } | undefined)?.then === 'function';
  if (!e || !isPromise(e.session) || !isPromise(e.remotes)) return null;
  return {
    session: e.session,
    remotes: e.remotes,
    manifests: e.manifests instanceof Map ? e.manifests : new Map(),
  };
}

import { init, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteEntry } from './remotes';

const toRemote = (r: RemoteEntry) => ({ name: r.name, entry: r.manifest });

/**
 * Joins the Module Federation instance the build created for the shell (same name) and registers
 * the remotes of remotes.json by their mf-manifest.json.
 */
export function setupFederation(remotes: readonly RemoteEntry[]): void {
  init({ name: 'shell', remotes: [] });
  registerRemotes(remotes.map(toRemote));
}

/** Loads a remote's './spa'. After a failure, re-registers it first so nothing cached from the failed try is reused. */
export async function loadSpa(remote: RemoteEntry, retry: boolean): Promise<unknown> {
  if (retry) registerRemotes([toRemote(remote)], { force: true });
  const mod = await loadRemote<unknown>(`${remote.name}/spa`);
  if (!mod)
    throw new Error(`${remote.label}: the module './spa' was not found in ${remote.manifest}`);
  return mod;
}

import {
  init,
  loadRemote,
  registerGlobalPlugins,
  registerRemotes,
  satisfy,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import { IncompatibleRemoteError } from './compatibility';
import { SPA_MODULE, type RemoteEntry } from './remotes';

const toRemote = (r: RemoteEntry) => ({ name: r.name, entry: r.manifest });

const absolute = (url: string) => new URL(url, window.location.href).href;

/**
 * Hands the runtime the manifests the page's first script already fetched (src/early), each once,
 * instead of asking for them again; any other manifest is fetched as usual.
 */
export function earlyManifests(
  manifests: Map<string, Promise<Response>>,
): ModuleFederationRuntimePlugin {
  return {
    name: 'fairway-early-manifests',
    fetch(url: string) {
      const key = absolute(url);
      const early = manifests.get(key);
      if (!early) return undefined;
      manifests.delete(key);
      return early.then(
        (res) => (res.ok ? res : fetch(url, {})),
        () => fetch(url, {}),
      );
    },
  };
}

/**
 * Refuses a shared singleton whose version does not satisfy the range its consumer requires with
 * strictVersion (every remote's build does, tooling/src/shared.js): the consumer's module then
 * fails to load with an IncompatibleRemoteError naming the package and both versions, which the
 * remote's section shows. Registered globally, so it also applies to each remote's own federation
 * instance (the runtime checks versions in the consumer's instance).
 */
export function sharedVersionGuard(): ModuleFederationRuntimePlugin {
  return {
    name: 'fairway-shared-versions',
    resolveShare(args) {
      const { singleton, strictVersion, requiredVersion } = args.shareInfo.shareConfig ?? {};
      const provided = args.version;
      if (!singleton || !strictVersion || typeof requiredVersion !== 'string' || !provided)
        return args;
      if (satisfy(provided, requiredVersion)) return args;
      // A shared subpath ('@fairway/shared-api/core') is named by its package, as people know it.
      const pkg = args.pkgName
        .split('/')
        .slice(0, args.pkgName.startsWith('@') ? 2 : 1)
        .join('/');
      const refusal = new IncompatibleRemoteError(pkg, requiredVersion, provided);
      return {
        ...args,
        resolver: () => {
          throw refusal;
        },
      };
    },
  };
}

/**
 * Joins the Module Federation instance the build created for the shell (same name) and registers
 * the remotes of remotes.json by their mf-manifest.json.
 */
export function setupFederation(
  remotes: readonly RemoteEntry[],
  manifests: Map<string, Promise<Response>> = new Map(),
): void {
  registerGlobalPlugins([sharedVersionGuard()]);
  // 'loaded-first': the singletons are the shell's own; a remote's first shared module must not
  // make the runtime fetch every other remote's entry to compare versions.
  init({
    name: 'shell',
    remotes: [],
    shareStrategy: 'loaded-first',
    plugins: [earlyManifests(manifests)],
  });
  registerRemotes(remotes.map(toRemote));
}

/**
 * Loads one of a remote's exposed modules ('./spa' unless given). After a failure, re-registers
 * the remote first so nothing cached from the failed try is reused.
 */
export async function loadSpa(
  remote: RemoteEntry,
  retry: boolean,
  module: string = SPA_MODULE,
): Promise<unknown> {
  if (retry) registerRemotes([toRemote(remote)], { force: true });
  const mod = await loadRemote<unknown>(`${remote.name}/${module.replace(/^\.\//, '')}`);
  if (!mod)
    throw new Error(`${remote.label}: the module '${module}' was not found in ${remote.manifest}`);
  return mod;
}

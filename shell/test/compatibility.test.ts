import type { AppProps } from 'single-spa';
import { createInstance } from '@module-federation/enhanced/runtime';
import { remoteApplication } from '../src/root/applications';
import { IncompatibleRemoteError, incompatibility } from '../src/root/compatibility';
import { sharedVersionGuard } from '../src/root/federation';
import type { RemoteEntry } from '../src/root/remotes';

const remote: RemoteEntry = {
  name: 'mf_courses',
  label: 'Tee times',
  labels: { es: 'Salidas' },
  manifest: 'https://cdn.example.org/mf-courses/mf-manifest.json',
  routes: ['/courses'],
  publicRoutes: [],
  flag: null,
  nav: [],
  modules: [],
  home: [],
};
const props = { name: 'mf_courses', singleSpa: {}, mountParcel: jest.fn() } as unknown as AppProps;
const call = (fn: unknown) => (fn as (p: AppProps) => Promise<unknown>)(props);
const flush = () => new Promise((r) => setTimeout(r, 0));

/**
 * A federation instance providing shared-api 1.0.0 the way the shell does, with the guard; `needs`
 * is what a remote's build asks for.
 */
function loadSharedApi(
  needs: { requiredVersion: string; strictVersion: boolean },
  module = '@fairway/shared-api',
) {
  const instance = createInstance({
    name: `shell_${Math.random().toString(36).slice(2)}`,
    remotes: [],
    shareStrategy: 'loaded-first',
    plugins: [sharedVersionGuard()],
    shared: {
      [module]: {
        version: '1.0.0',
        lib: () => ({ provided: 'by the shell' }),
        shareConfig: { singleton: true, requiredVersion: '^1.0.0', strictVersion: true },
      },
    },
  });
  return instance.loadShare(module, {
    customShareInfo: { shareConfig: { singleton: true, ...needs } },
  });
}

describe('shared singleton versions', () => {
  it("refuses a remote built against a newer shared-api than the shell's, naming both versions", async () => {
    const refusal = await loadSharedApi({ requiredVersion: '^1.1.0', strictVersion: true }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(refusal).toBeInstanceOf(IncompatibleRemoteError);
    expect(refusal).toMatchObject({
      packageName: '@fairway/shared-api',
      required: '^1.1.0',
      provided: '1.0.0',
    });
  });

  it("gives a remote built against the shell's major and minor the shell's copy", async () => {
    const factory = await loadSharedApi({ requiredVersion: '^1.0.0', strictVersion: true });
    expect(factory && (factory as () => unknown)()).toEqual({ provided: 'by the shell' });
  });

  it('names the package when the refused module is one of its entries', async () => {
    await expect(
      loadSharedApi({ requiredVersion: '^1.1.0', strictVersion: true }, '@fairway/shared-api/core'),
    ).rejects.toMatchObject({ packageName: '@fairway/shared-api', required: '^1.1.0' });
  });

  it('refuses another major too', async () => {
    await expect(
      loadSharedApi({ requiredVersion: '^2.0.0', strictVersion: true }),
    ).rejects.toBeInstanceOf(IncompatibleRemoteError);
  });

  it('finds the refusal behind a wrapping error', () => {
    const refusal = new IncompatibleRemoteError('@fairway/shared-ui', '^1.3.0', '1.2.4');
    expect(incompatibility(new Error('load failed', { cause: refusal }))).toBe(refusal);
    expect(incompatibility(new Error('remoteEntry.js answered 404'))).toBeNull();
  });
});

describe('a remote built for other shared versions', () => {
  it('shows which package and versions, without a retry, and the rest keeps working', async () => {
    document.body.innerHTML = '<div id="outlet"></div>';
    const container = document.getElementById('outlet')!;
    const report = jest.fn();
    const load = jest
      .fn()
      .mockRejectedValue(new IncompatibleRemoteError('@fairway/shared-api', '^1.1.0', '1.0.0'));
    const app = remoteApplication(remote, {
      load,
      isEnabled: () => true,
      watchFlags: () => () => undefined,
      hostProps: {},
      container: () => container,
      report,
    });
    await call(app.mount);
    await flush();

    const alert = container.querySelector('[role="alert"]')!;
    expect(alert.querySelector('h1')?.textContent).toBe(
      "Tee times does not match this portal's version",
    );
    expect(alert.textContent).toContain(
      'Tee times (mf_courses) needs @fairway/shared-api ^1.1.0, but this portal provides @fairway/shared-api 1.0.0.',
    );
    expect(alert.querySelector('button')).toBeNull();
    expect(report).toHaveBeenCalledTimes(1);
    await expect(call(app.unmount)).resolves.toBeUndefined();
    expect(container.children).toHaveLength(0);
  });
});

import type { AppProps } from 'single-spa';
import { displayStore, featuresStore } from '@fairway/shared-api';
import {
  disabledMessage,
  remoteApplication,
  type RemoteApplicationDeps,
} from '../src/root/applications';
import type { RemoteEntry } from '../src/root/remotes';

const remote: RemoteEntry = {
  name: 'mf_courses',
  label: 'Tee sheet',
  labels: { es: 'Hoja de salidas' },
  manifest: '/remotes/mf-courses/mf-manifest.json',
  routes: ['/tee-times'],
  publicRoutes: [],
  flag: 'tee_time_management_enabled',
  nav: [],
  modules: [],
  home: [],
};
const props = { name: 'mf_courses', singleSpa: {}, mountParcel: jest.fn() } as unknown as AppProps;

function spa(log: string[], { failMount = false } = {}) {
  return {
    bootstrap: async () => void log.push('bootstrap'),
    mount: async (p: { domElement: HTMLElement; createRoot: unknown }) => {
      if (failMount) throw new Error('mount exploded');
      log.push(`mount:${typeof p.createRoot}`);
      p.domElement.innerHTML = '<h1>Tee sheet</h1>';
    },
    unmount: async (p: { domElement: HTMLElement }) => {
      log.push('unmount');
      p.domElement.innerHTML = '';
    },
  };
}

let container: HTMLElement;
beforeEach(() => {
  document.body.innerHTML = '<div id="outlet"></div>';
  container = document.getElementById('outlet')!;
});

function deps(overrides: Partial<RemoteApplicationDeps>): RemoteApplicationDeps {
  return {
    load: async () => spa([]),
    isEnabled: () => true,
    watchFlags: () => () => undefined,
    hostProps: { createRoot: () => null },
    container: () => container,
    report: jest.fn(),
    ...overrides,
  };
}

const flush = () => new Promise((r) => setTimeout(r, 0));
const call = (fn: unknown) => (fn as (p: AppProps) => Promise<unknown>)(props);

describe('a remote application', () => {
  it('loads the remote on mount and passes createRoot and its own element', async () => {
    const log: string[] = [];
    const app = remoteApplication(remote, deps({ load: async () => ({ default: spa(log) }) }));
    await call(app.bootstrap);
    await call(app.mount);
    await flush();
    expect(container.querySelector('h1')?.textContent).toBe('Tee sheet');
    expect(log).toEqual(['bootstrap', 'mount:function']);
    await call(app.unmount);
    expect(log).toEqual(['bootstrap', 'mount:function', 'unmount']);
    expect(container.children).toHaveLength(0);
  });

  it('shows a fallback with a retry when loading fails, and the retry loads it again', async () => {
    const log: string[] = [];
    const load = jest
      .fn<Promise<unknown>, [RemoteEntry, boolean]>()
      .mockRejectedValueOnce(new Error('remoteEntry.js answered 404'))
      .mockResolvedValue(spa(log));
    const report = jest.fn();
    const app = remoteApplication(remote, deps({ load, report }));
    await call(app.mount);
    await flush();

    const alert = container.querySelector('[role="alert"]')!;
    expect(alert.textContent).toContain('Tee sheet could not be loaded');
    expect(alert.textContent).toContain('remoteEntry.js answered 404');
    expect(report).toHaveBeenCalledTimes(1);

    (container.querySelector('button') as HTMLButtonElement).click();
    await flush();
    await flush();
    expect(load).toHaveBeenLastCalledWith(remote, true);
    expect(container.querySelector('[role="alert"]')).toBeNull();
    expect(container.querySelector('h1')?.textContent).toBe('Tee sheet');
  });

  it('shows the fallback when the remote throws while mounting', async () => {
    const app = remoteApplication(remote, deps({ load: async () => spa([], { failMount: true }) }));
    await call(app.mount);
    await flush();
    expect(container.querySelector('[role="alert"]')?.textContent).toContain('mount exploded');
    await expect(call(app.unmount)).resolves.toBeUndefined();
  });

  it('shows a fallback when the module has no lifecycles', async () => {
    const app = remoteApplication(remote, deps({ load: async () => ({ hello: 'world' }) }));
    await call(app.mount);
    await flush();
    expect(container.querySelector('[role="alert"]')?.textContent).toContain(
      'does not export single-spa lifecycles',
    );
  });

  it('gives up on a remote that never answers', async () => {
    const app = remoteApplication(
      remote,
      deps({ load: () => new Promise(() => undefined), loadTimeoutMs: 20 }),
    );
    await call(app.mount);
    await new Promise((r) => setTimeout(r, 40));
    expect(container.querySelector('[role="alert"]')?.textContent).toContain('did not load within');
  });

  it('shows a notice and loads nothing when the module is turned off', async () => {
    const load = jest.fn();
    const app = remoteApplication(
      remote,
      deps({ load, isEnabled: (flag) => flag !== 'tee_time_management_enabled' }),
    );
    await call(app.mount);
    expect(load).not.toHaveBeenCalled();
    expect(container.textContent).toContain(
      'Tee sheet is turned off for this club. An administrator can turn it on in Settings → Features.',
    );
    expect(disabledMessage('Pro shop')).toBe(
      'Pro shop is turned off for this club. An administrator can turn it on in Settings → Features.',
    );
  });

  describe('for a Spanish reader', () => {
    beforeEach(() => displayStore.getState().setLanguage('es'));
    afterEach(() => displayStore.getState().setLanguage(''));

    it('names the turned-off module in Spanish, in its notice and its section', async () => {
      const app = remoteApplication(remote, deps({ isEnabled: () => false }));
      await call(app.mount);
      const section = container.querySelector('section')!;
      expect(section.getAttribute('aria-label')).toBe('Hoja de salidas');
      expect(section.querySelector('h1')?.textContent).toBe('Hoja de salidas está desactivado');
      expect(section.textContent).toContain(
        'Hoja de salidas está desactivado en este club. Un administrador puede activarlo en Ajustes → Funciones.',
      );
    });

    it('the fallback of a module that did not load, with its retry, in Spanish', async () => {
      const load = jest.fn().mockRejectedValue(new Error('remoteEntry.js answered 404'));
      const app = remoteApplication(remote, deps({ load }));
      await call(app.mount);
      await flush();
      const alert = container.querySelector('[role="alert"]')!;
      expect(alert.querySelector('h1')?.textContent).toBe('No se ha podido cargar Hoja de salidas');
      expect(alert.querySelector('summary')?.textContent).toBe('Detalles técnicos');
      expect(alert.querySelector('button')?.textContent).toBe('Reintentar');
    });

    it('a module that never answers says so in Spanish', async () => {
      const app = remoteApplication(
        remote,
        deps({ load: () => new Promise(() => undefined), loadTimeoutMs: 20 }),
      );
      await call(app.mount);
      expect(container.querySelector('[role="status"]')?.textContent).toBe(
        'Cargando Hoja de salidas…',
      );
      await new Promise((r) => setTimeout(r, 40));
      expect(container.querySelector('[role="alert"]')?.textContent).toMatch(
        /Hoja de salidas no se ha cargado en \d+ s/,
      );
    });
  });

  it('undoes a mount that finishes after the user already left', async () => {
    const log: string[] = [];
    let release!: (v: unknown) => void;
    const app = remoteApplication(remote, deps({ load: () => new Promise((r) => (release = r)) }));
    await call(app.mount);
    await call(app.unmount);
    release(spa(log));
    await flush();
    expect(log).toEqual([]);
    expect(container.children).toHaveLength(0);
  });

  it('shows the notice on an open page when its module is turned off, and the module when turned on again', async () => {
    const log: string[] = [];
    featuresStore.setState({ flags: { tee_time_management_enabled: true } });
    const watchers = new Set<() => void>();
    const app = remoteApplication(
      remote,
      deps({
        load: async () => spa(log),
        // What the shell's root config passes: the shared featuresStore.
        isEnabled: (flag) => featuresStore.getState().isEnabled(flag),
        watchFlags: (listener) => {
          const off = featuresStore.subscribe(listener);
          watchers.add(off);
          return () => {
            watchers.delete(off);
            off();
          };
        },
      }),
    );
    await call(app.bootstrap);
    await call(app.mount);
    await flush();
    expect(container.querySelector('h1')?.textContent).toBe('Tee sheet');

    // An administrator switches the module off (mf-admin's Settings): no navigation happens.
    featuresStore.getState().setFeatures({ tee_time_management_enabled: false });
    await flush();
    expect(container.textContent).toContain(disabledMessage('Tee sheet'));
    expect(log).toEqual(['bootstrap', 'mount:function', 'unmount']);

    // Other changes (the site name) leave it as it is.
    featuresStore.getState().setFeatures({ site_name: 'Windy Dunes' });
    await flush();
    expect(log).toHaveLength(3);

    featuresStore.getState().setFeatures({ tee_time_management_enabled: true });
    await flush();
    await flush();
    expect(container.querySelector('h1')?.textContent).toBe('Tee sheet');
    expect(log).toEqual(['bootstrap', 'mount:function', 'unmount', 'mount:function']);

    await call(app.unmount);
    expect(watchers.size).toBe(0);
    expect(container.children).toHaveLength(0);
  });
});

import { screen, waitFor } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import { apiError, json, startApiServer, type ApiServer } from '@fairway/shared-api/testing';
import REMOTE_PACKAGE from '../package.json';
import { MEMBER_PERMISSIONS, STAFF_PERMISSIONS } from './test/fixtures';
import { resetStores, signInWith } from './test/render';
import * as home from './home';

let api: ApiServer;
beforeAll(async () => {
  api = await startApiServer();
});
afterAll(() => api.close());
beforeEach(() => {
  api.reset();
  resetStores();
});

type Lifecycle = (props: Record<string, unknown>) => Promise<unknown>;
const run = async (fns: Lifecycle[], props: Record<string, unknown>) => {
  for (const fn of fns) await fn(props);
};

describe("mf-courses' home widgets ('./home')", () => {
  // They render with the host's own createRoot, outside Testing Library's act(), as in the portal.
  let previous: unknown;
  beforeAll(() => {
    previous = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: unknown }).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: unknown }).IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: unknown }).IS_REACT_ACT_ENVIRONMENT = previous;
  });

  it('exports every widget package.json declares', () => {
    for (const widget of REMOTE_PACKAGE.fairway.remote.home) {
      expect(widget.module).toBe('./home');
      expect(home).toHaveProperty(widget.export);
    }
  });

  it.each([
    ['deskToday', STAFF_PERMISSIONS, 'Today at the desk'],
    ['myGolf', MEMBER_PERMISSIONS, 'Your next tee time'],
  ] as const)(
    '%s mounts as a parcel with the shell’s createRoot and unmounts cleanly',
    async (name, permissions, region) => {
      signInWith([...permissions], 1);
      api.on('GET', '/api/settings/tee-sheet/dashboard', apiError(503, 'Unavailable', 'Try later'));
      api.on('GET', '/api/settings/tee-time-bookings/user/:id', json([]));
      api.on('GET', '/api/settings/courses', json([]));
      const parcel = home[name] as unknown as Record<
        'bootstrap' | 'mount' | 'unmount',
        Lifecycle[]
      >;
      const domElement = document.createElement('div');
      document.body.appendChild(domElement);
      const props = { name: `mf_courses:${name}`, domElement, createRoot };
      await run(parcel.bootstrap, props);
      await run(parcel.mount, props);
      expect(await screen.findByRole('region', { name: region })).toBeInTheDocument();
      await run(parcel.unmount, props);
      await waitFor(() => expect(domElement).toBeEmptyDOMElement());
      domElement.remove();
    },
  );
});

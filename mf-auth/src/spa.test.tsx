import { screen, waitFor } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import { sessionStore } from '@fairway/shared-api';
import * as spa from './spa';

type Lifecycle = (props: Record<string, unknown>) => Promise<unknown>;

async function run(lifecycle: Lifecycle | Lifecycle[], props: Record<string, unknown>) {
  for (const fn of Array.isArray(lifecycle) ? lifecycle : [lifecycle]) await fn(props);
}

// The lifecycles render with the host's own createRoot, outside Testing Library's act(), as in the portal.
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let previous: boolean | undefined;
beforeAll(() => {
  previous = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
});
afterAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = previous;
});

describe('single-spa lifecycles', () => {
  it('mounts the sign-in page into the element the shell gives, with the shell’s createRoot, and unmounts', async () => {
    sessionStore.setState({ user: null, status: 'anonymous', error: null });
    window.history.pushState({}, '', '/login');
    const domElement = document.createElement('div');
    document.body.appendChild(domElement);
    const props = {
      name: 'mf_auth',
      singleSpa: {},
      mountParcel: () => undefined,
      createRoot,
      domElement,
    };

    await run(spa.bootstrap as Lifecycle[], props);
    await run(spa.mount as Lifecycle[], props);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(domElement).toContainElement(screen.getByRole('button', { name: 'Sign in' }));

    await run(spa.unmount as Lifecycle[], props);
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Sign in' })).not.toBeInTheDocument(),
    );
    domElement.remove();
  });
});

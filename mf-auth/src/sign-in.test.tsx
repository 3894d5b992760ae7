import { screen, waitFor } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import { sessionStore } from '@fairway/shared-api';
import * as signIn from './sign-in';

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

describe('the ./sign-in module', () => {
  it('mounts the sign-in page on /login with the shell’s createRoot, and unmounts', async () => {
    sessionStore.setState({ user: null, status: 'anonymous', error: null });
    window.history.pushState({}, '', '/login');
    const domElement = document.createElement('div');
    document.body.appendChild(domElement);
    const props = {
      name: 'mf_auth:./sign-in',
      singleSpa: {},
      mountParcel: () => undefined,
      createRoot,
      domElement,
    };

    await run(signIn.bootstrap as Lifecycle[], props);
    await run(signIn.mount as Lifecycle[], props);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(domElement).toContainElement(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );

    await run(signIn.unmount as Lifecycle[], props);
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Sign in' })).not.toBeInTheDocument(),
    );
    domElement.remove();
  });
});

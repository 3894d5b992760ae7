import { screen, waitFor } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import { MEMBER_PERMISSIONS } from './test/fixtures';
import { resetStores, signInWith } from './test/render';
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
  it('mounts into the element the shell gives, with the shell’s createRoot, and unmounts', async () => {
    resetStores();
    signInWith(MEMBER_PERMISSIONS);
    window.history.pushState({}, '', '/courses/tee-sheet');
    const domElement = document.createElement('div');
    document.body.appendChild(domElement);
    const props = {
      name: 'mf_courses',
      singleSpa: {},
      mountParcel: () => undefined,
      createRoot,
      domElement,
    };

    await run(spa.bootstrap as Lifecycle[], props);
    await run(spa.mount as Lifecycle[], props);
    expect(await screen.findByRole('heading', { level: 1, name: 'Tee sheet' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('You do not have access to this page');

    await run(spa.unmount as Lifecycle[], props);
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Tee sheet' })).not.toBeInTheDocument(),
    );
    domElement.remove();
  });
});

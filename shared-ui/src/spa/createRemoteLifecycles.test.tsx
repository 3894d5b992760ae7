import { screen, waitFor } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import { createRemoteLifecycles, type RemoteLifecycle } from './createRemoteLifecycles';

async function run(lifecycles: RemoteLifecycle[], props: Record<string, unknown>) {
  for (const fn of lifecycles) await fn(props);
}

// The lifecycles render with the host's createRoot, outside Testing Library's act(), as in the portal.
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let previous: boolean | undefined;
beforeAll(() => {
  previous = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
});
afterAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = previous;
});

function hostProps(name: string, create: unknown = createRoot) {
  const domElement = document.createElement('div');
  document.body.appendChild(domElement);
  return { name, singleSpa: {}, mountParcel: () => undefined, createRoot: create, domElement };
}

describe('createRemoteLifecycles', () => {
  it("mounts the remote into the element the shell gives, with the shell's createRoot, and unmounts it", async () => {
    const spa = createRemoteLifecycles({ App: () => <h1>Tee sheet</h1>, name: 'mf_courses' });
    const host = jest.fn(createRoot);
    const props = hostProps('mf_courses', host);
    await run(spa.bootstrap, props);
    await run(spa.mount, props);
    expect(await screen.findByRole('heading', { name: 'Tee sheet' })).toBeInTheDocument();
    expect(props.domElement).toContainElement(screen.getByRole('heading', { name: 'Tee sheet' }));
    expect(host).toHaveBeenCalledTimes(1);

    await run(spa.unmount, props);
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Tee sheet' })).not.toBeInTheDocument(),
    );
    props.domElement.remove();
  });

  it('shows the crash panel (the default one, or the remote’s own) when a page throws', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = () => {
      throw new Error('tee sheet exploded');
    };
    const plain = createRemoteLifecycles({ App: Broken, name: 'mf_courses' });
    const first = hostProps('mf_courses');
    await run(plain.bootstrap, first);
    await run(plain.mount, first);
    expect(await screen.findByRole('alert')).toHaveTextContent('This page ran into a problem');
    expect(screen.getByRole('alert')).toHaveTextContent('tee sheet exploded');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    await run(plain.unmount, first);

    const own = createRemoteLifecycles({
      App: Broken,
      AppCrashed: ({ error: e }) => <p role="alert">Shop crashed: {e.message}</p>,
      name: 'mf_shop',
    });
    const second = hostProps('mf_shop');
    await run(own.bootstrap, second);
    await run(own.mount, second);
    expect(await screen.findByText('Shop crashed: tee sheet exploded')).toBeInTheDocument();
    await run(own.unmount, second);
    error.mockRestore();
  });

  it('keeps each remote’s createRoot to itself, and says so when mounted without the shell', async () => {
    const a = createRemoteLifecycles({ App: () => <p>Module A</p>, name: 'mf_a' });
    const b = createRemoteLifecycles({ App: () => <p>Module B</p>, name: 'mf_b' });
    const hostA = jest.fn(createRoot);
    const propsA = hostProps('mf_a', hostA);
    await run(a.bootstrap, propsA);
    await run(a.mount, propsA);
    expect(await screen.findByText('Module A')).toBeInTheDocument();

    const propsB = hostProps('mf_b', null);
    await run(b.bootstrap, propsB);
    await expect(run(b.mount, propsB)).rejects.toThrow(
      'mf_b must be mounted by the Fairway shell, which passes createRoot',
    );
    expect(hostA).toHaveBeenCalledTimes(1);
    await run(a.unmount, propsA);
  });
});

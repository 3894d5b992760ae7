/* global describe, it, expect, beforeAll, afterAll */
const { dirname } = require('node:path');

/**
 * The test every remote runs on each module it exposes (`./spa`, `./sign-in`): the shell bootstraps
 * and mounts it into the element it gives, with its own createRoot, the page shows, and unmounting
 * takes it away. A remote's `src/spa.test.tsx` calls this with its own specifics
 * (see remote-lifecycles.d.ts for the options).
 *
 * Testing Library and React DOM are the remote's own: resolved from the test file's package, so
 * the lifecycles and the assertions share one React.
 */
function describeRemoteLifecycles({
  module = './spa',
  name,
  lifecycles,
  url,
  arrange = () => undefined,
  heading,
  mounted = () => undefined,
}) {
  const from = dirname(expect.getState().testPath ?? `${process.cwd()}/test`);
  const fromPackage = (id) => require(require.resolve(id, { paths: [from] }));
  const { screen, waitFor } = fromPackage('@testing-library/react');
  const { createRoot } = fromPackage('react-dom/client');

  const run = async (lifecycle, props) => {
    for (const fn of Array.isArray(lifecycle) ? lifecycle : [lifecycle]) await fn(props);
  };

  describe(`the ${module} module's single-spa lifecycles`, () => {
    // They render with the host's own createRoot, outside Testing Library's act(), as in the portal.
    let previous;
    beforeAll(() => {
      previous = globalThis.IS_REACT_ACT_ENVIRONMENT;
      globalThis.IS_REACT_ACT_ENVIRONMENT = false;
    });
    afterAll(() => {
      globalThis.IS_REACT_ACT_ENVIRONMENT = previous;
    });

    it(`mounts ${url} into the element the shell gives, with the shell’s createRoot, and unmounts`, async () => {
      arrange();
      window.history.pushState({}, '', url);
      const domElement = document.createElement('div');
      document.body.appendChild(domElement);
      const props = { name, singleSpa: {}, mountParcel: () => undefined, createRoot, domElement };

      await run(lifecycles.bootstrap, props);
      await run(lifecycles.mount, props);
      const title = await screen.findByRole('heading', { level: 1, name: heading });
      expect(domElement).toContainElement(title);
      mounted(domElement);

      await run(lifecycles.unmount, props);
      await waitFor(() =>
        expect(screen.queryByRole('heading', { name: heading })).not.toBeInTheDocument(),
      );
      domElement.remove();
    });
  });
}

module.exports = { describeRemoteLifecycles };

// Testing Library's DOM matchers (toBeInTheDocument, toHaveAccessibleName, ...).
require('@testing-library/jest-dom');

// Screens wait for a real HTTP round trip (a loopback server); on a busy CI machine that can take
// longer than Testing Library's default 1 s for findBy/waitFor. Nothing here asserts a timing.
// Resolved from the package under test, which owns its @testing-library/react.
try {
  const rtl = require(require.resolve('@testing-library/react', { paths: [process.cwd()] }));
  rtl.configure({ asyncUtilTimeout: 5000 });
} catch {
  // A package without React Testing Library (shared-api) has nothing to configure.
}

import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AuthRoutes } from '../app/AuthRoutes';

/** Shows where the app navigated, for assertions ('Now at /'). */
function Elsewhere() {
  const location = useLocation();
  return <p>Now at {location.pathname}</p>;
}

/**
 * Renders the remote's routes (or one page at `path`) in a memory router at `url`; any other path
 * renders 'Now at <path>', standing in for the shell and the other remotes.
 */
export function renderRoute(url: string, path: string, element: ReactElement) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path={path} element={element} />
        <Route path="*" element={<Elsewhere />} />
      </Routes>
    </MemoryRouter>,
  );
}

/** Where the remote's router is now, shown beside its pages. */
function LocationProbe() {
  const location = useLocation();
  return <output aria-label="Current path">{location.pathname}</output>;
}

/** The remote's whole route tree at `url`, as the shell mounts it, with the current path in 'Current path'. */
export function renderApp(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <AuthRoutes />
      <LocationProbe />
    </MemoryRouter>,
  );
}

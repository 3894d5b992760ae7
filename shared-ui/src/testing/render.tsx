// Test support for the remotes' screens (`@fairway/shared-ui/testing`); never part of a bundle.
import { useEffect, type ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import {
  DEFAULT_SITE_NAME,
  DISPLAY_DEFAULTS,
  FEATURE_FLAG_DEFAULTS,
  displayStore,
  featuresStore,
  sessionStore,
  type CurrentUser,
} from '@fairway/shared-api';
import {
  TOAST_EVENT,
  ToastProvider,
  useToast,
  type ToastEventDetail,
} from '../components/Toast/Toast';

/** What the shell's chrome does with 'fairway:toast' (shell/src/chrome/Toasts.tsx), so tests see the toasts. */
function ShellToasts() {
  const toast = useToast();
  useEffect(() => {
    const onToast = (e: Event) => {
      const detail = (e as CustomEvent<ToastEventDetail>).detail;
      toast.show({ message: detail.message, title: detail.title, tone: detail.tone ?? 'info' });
    };
    window.addEventListener(TOAST_EVENT, onToast);
    return () => window.removeEventListener(TOAST_EVENT, onToast);
  }, [toast]);
  return null;
}

/** Signs a user in: the session store as the shell fills it. */
export function signInAs(user: CurrentUser) {
  sessionStore.setState({ user, status: 'authenticated', error: null });
}

/** Nobody signed in; every feature flag and display setting at its default (English, en-GB). */
export function resetStores() {
  sessionStore.setState({ user: null, status: 'unknown', error: null });
  displayStore.setState({ club: DISPLAY_DEFAULTS, language: '' });
  featuresStore.setState({
    flags: { ...FEATURE_FLAG_DEFAULTS },
    siteName: DEFAULT_SITE_NAME,
    status: 'ready',
    error: null,
  });
}

/**
 * Renders `ui` at `url` inside a router, with the shell's toast bridge next to it. `path` is the
 * route pattern when the page reads params ('/courses/setup/:courseId/*').
 */
export function renderAt(url: string, ui: ReactElement, path = url.split('?')[0]!) {
  return render(
    <ToastProvider>
      <ShellToasts />
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={ui} />
          <Route path="*" element={<p>Elsewhere</p>} />
        </Routes>
      </MemoryRouter>
    </ToastProvider>,
  );
}

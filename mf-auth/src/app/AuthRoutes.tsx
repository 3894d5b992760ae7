import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { useStore } from 'zustand';
import { PASSWORD_CHANGE_PATH, sessionStore } from '@fairway/shared-api';
import { LoadingState, useT } from '@fairway/shared-ui';
import { messages } from '../i18n/messages';

// Every screen is a route chunk (route-<name>) loaded when first opened. /login, where most
// visits start, is also exposed on its own as './sign-in' (src/sign-in.tsx), which the portal
// mounts there, so a signed-out visitor never downloads this module. The signed-in account pages
// share one chunk (route-profile): they share their layout, and people move between them.
const SignInPage = lazy(() =>
  import(/* webpackChunkName: "route-sign-in" */ '../features/sign-in/components/SignInPage').then(
    (m) => ({ default: m.SignInPage }),
  ),
);
const RegisterPage = lazy(() =>
  import(
    /* webpackChunkName: "route-register" */ '../features/registration/components/RegisterPage'
  ).then((m) => ({ default: m.RegisterPage })),
);
const ForgotPasswordPage = lazy(() =>
  import(
    /* webpackChunkName: "route-forgot-password" */ '../features/forgot-password/components/ForgotPasswordPage'
  ).then((m) => ({
    default: m.ForgotPasswordPage,
  })),
);
const ResetPasswordPage = lazy(() =>
  import(
    /* webpackChunkName: "route-reset-password" */ '../features/reset-password/components/ResetPasswordPage'
  ).then((m) => ({
    default: m.ResetPasswordPage,
  })),
);
const InvitationPage = lazy(() =>
  import(
    /* webpackChunkName: "route-invitation" */ '../features/invitation/components/InvitationPage'
  ).then((m) => ({ default: m.InvitationPage })),
);
const ProfilePage = lazy(() =>
  import(/* webpackChunkName: "route-profile" */ '../features/profile/components/ProfilePage').then(
    (m) => ({ default: m.ProfilePage }),
  ),
);
const PasswordPage = lazy(() =>
  import(/* webpackChunkName: "route-profile" */ '../features/profile/components/ProfilePage').then(
    (m) => ({ default: m.PasswordPage }),
  ),
);
const ForcedPasswordChangePage = lazy(() =>
  import(
    /* webpackChunkName: "route-profile" */ '../features/change-password/components/ForcedPasswordChangePage'
  ).then((m) => ({
    default: m.ForcedPasswordChangePage,
  })),
);
const GolfPreferencesPage = lazy(() =>
  import(
    /* webpackChunkName: "route-profile" */ '../features/golf-preferences/components/GolfPreferencesPage'
  ).then((m) => ({
    default: m.GolfPreferencesPage,
  })),
);
const PreferencesPage = lazy(() =>
  import(
    /* webpackChunkName: "route-profile" */ '../features/preferences/components/PreferencesPage'
  ).then((m) => ({
    default: m.PreferencesPage,
  })),
);
const NotificationsPage = lazy(() =>
  import(
    /* webpackChunkName: "route-notifications" */ '../features/notifications/components/NotificationsPage'
  ).then((m) => ({ default: m.NotificationsPage })),
);

/** The forced password change's route (the shell sends a user with must_change_password there too). */
export const FORCED_PASSWORD_PATH = PASSWORD_CHANGE_PATH;

/**
 * The signed-in pages of this remote. While the club requires a new password
 * (must_change_password) every one of them leads to the password change, which the server would
 * otherwise refuse with 403 password_change_required.
 */
export function SignedInOnly({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const user = useStore(sessionStore, (s) => s.user);
  if (user?.must_change_password && pathname !== FORCED_PASSWORD_PATH)
    return <Navigate to={FORCED_PASSWORD_PATH} replace />;
  return children;
}

/** /profile/password: the focused screen while the change is required, else the profile's password section. */
export function PasswordRoute() {
  const forced = useStore(sessionStore, (s) => s.user?.must_change_password === true);
  return forced ? <ForcedPasswordChangePage /> : <PasswordPage />;
}

function PageLoading() {
  const t = useT(messages);
  return <LoadingState label={t('loadingPage')} />;
}

const page = (element: ReactNode) => <Suspense fallback={<PageLoading />}>{element}</Suspense>;
const signedIn = (element: ReactNode) => page(<SignedInOnly>{element}</SignedInOnly>);

/**
 * The remote's routes. Paths are absolute: the shell mounts this remote on the prefixes listed in
 * package.json "fairway.remote.routes" (the public ones in "publicRoutes"); a new screen adds its
 * route in both places.
 */
export function AuthRoutes() {
  return (
    <Routes>
      <Route path="/login" element={page(<SignInPage />)} />
      <Route path="/register" element={page(<RegisterPage />)} />
      <Route path="/forgot-password" element={page(<ForgotPasswordPage />)} />
      <Route path="/reset-password" element={page(<ResetPasswordPage />)} />
      <Route path="/reset-password/:id" element={page(<ResetPasswordPage />)} />
      <Route path="/invitations" element={page(<InvitationPage />)} />
      <Route path="/invitations/:token" element={page(<InvitationPage />)} />
      <Route path="/profile" element={signedIn(<ProfilePage />)} />
      <Route path="/profile/password" element={signedIn(<PasswordRoute />)} />
      <Route path="/profile/golf" element={signedIn(<GolfPreferencesPage />)} />
      <Route path="/profile/preferences" element={signedIn(<PreferencesPage />)} />
      <Route path="/profile/*" element={<Navigate to="/profile" replace />} />
      <Route path="/notifications" element={signedIn(<NotificationsPage />)} />
      <Route path="*" element={null} />
    </Routes>
  );
}

import { PASSWORD_CHANGE_PATH, loginUrl } from '@fairway/shared-api';
import { SPA_MODULE, remoteModuleFor, type RemoteEntry } from './remotes';
import { isPublicPath, matchesPrefix, remoteFor, safeNext } from './routes';

type Loc = { pathname: string; search?: string };

/** What decides which of the shell's applications are active. */
export type PortalState = {
  /** A user is signed in (the session store is 'authenticated'). */
  signedIn: boolean;
  /** The signed-in user must choose a new password first (must_change_password). */
  passwordChange: boolean;
  /** The club's flags are known (or their defaults apply) and, right after signing in, the user's preferences. */
  loaded: boolean;
};

/** The portal's state from the stores' values; `settling`: just signed in, the preferences are loading. */
export function portalState(
  session: { status: string; user: { must_change_password?: boolean } | null },
  featuresStatus: string,
  settling = false,
): PortalState {
  const signedIn = session.status === 'authenticated' && session.user !== null;
  return {
    signedIn,
    passwordChange: signedIn && session.user?.must_change_password === true,
    loaded: (featuresStatus === 'ready' || featuresStatus === 'defaults') && !settling,
  };
}

/** The forced password change's page ('/profile/password', served by mf-auth). */
export function isPasswordChangePath(pathname: string): boolean {
  return matchesPrefix(pathname, PASSWORD_CHANGE_PATH);
}

/**
 * When each of the shell's single-spa applications is active. `redirecting(loc)`: the guard is
 * about to send the browser elsewhere, so nothing but the gate starts there.
 * - chrome (header, navigation, user menu): every protected page the portal can show; while a new
 *   password is required, only on its page, as a header with the sign-out (see Chrome);
 * - pages (start page, not found): protected paths no remote serves, once ready;
 * - gate (checking the session, server unreachable, on the way to sign-in, to the password change
 *   or to the preferred start page): protected paths the portal cannot show yet;
 * - a remote: its routes; protected ones once ready. While a new password is required only the
 *   password change's page (the server refuses everything else), and it stays open while the flags
 *   load right after the change. A remote's module ('./spa' unless given) is active on the routes
 *   it serves: a smaller module of the remote (its `modules`) on its own routes, './spa' on the rest.
 */
export function activityFunctions(
  remotes: readonly RemoteEntry[],
  state: () => PortalState,
  redirecting: (loc: Loc) => boolean = () => false,
) {
  const isPublic = (loc: Loc) => isPublicPath(loc.pathname, remotes);
  const ready = (s: PortalState) => s.signedIn && !s.passwordChange && s.loaded;
  /** A protected page can show: everything once ready; the password change's page as soon as signed in. */
  const canShow = (loc: Loc) => {
    const s = state();
    return (ready(s) || (s.signedIn && isPasswordChangePath(loc.pathname))) && !redirecting(loc);
  };
  return {
    chrome: (loc: Loc) => !isPublic(loc) && canShow(loc),
    pages: (loc: Loc) =>
      !isPublic(loc) && !remoteFor(loc.pathname, remotes) && ready(state()) && !redirecting(loc),
    gate: (loc: Loc) => !isPublic(loc) && !canShow(loc),
    remote:
      (remote: RemoteEntry, module: string = SPA_MODULE) =>
      (loc: Loc) => {
        const screen = remoteModuleFor(loc.pathname, [remote]);
        return screen !== null && screen.module === module && (isPublic(loc) || canShow(loc));
      },
  };
}

/** Where an anonymous visitor of a protected path goes: /login?next=<path>; null when they may stay. */
export function loginRedirect(
  loc: Loc,
  remotes: readonly RemoteEntry[],
  sessionStatus: string,
): string | null {
  if (sessionStatus !== 'anonymous' || isPublicPath(loc.pathname, remotes)) return null;
  return loginUrl(loc.pathname, loc.search ?? '');
}

/**
 * Where a signed-in user whose club requires a new password goes: /profile/password, from any
 * path that is neither public nor that page (the server answers 403 password_change_required to
 * almost everything else); null when they may stay.
 */
export function passwordChangeRedirect(
  loc: Loc,
  user: { must_change_password?: boolean } | null | undefined,
  remotes: readonly RemoteEntry[] = [],
): string | null {
  if (!user?.must_change_password) return null;
  if (isPasswordChangePath(loc.pathname) || isPublicPath(loc.pathname, remotes)) return null;
  return PASSWORD_CHANGE_PATH;
}

/** True when a sign-in happening at `loc` (/login, /register, an invitation) names no ?next. */
export function signInWithoutNext(loc: Loc, remotes: readonly RemoteEntry[]): boolean {
  return isPublicPath(loc.pathname, remotes) && !new URLSearchParams(loc.search ?? '').has('next');
}

/**
 * Where a user who just signed in (without ?next) goes from the start page: their preferred
 * landing page (preferences' default_landing_page) when a module of this portal that is on
 * serves it; null to stay.
 */
export function startPageRedirect(
  loc: Loc,
  landing: string | null,
  remotes: readonly RemoteEntry[],
  isEnabled: (flag: string | null) => boolean = () => true,
): string | null {
  if (loc.pathname !== '/' || !landing) return null;
  const path = safeNext(landing, '/');
  const [pathname = '/'] = path.split(/[?#]/);
  if (pathname === '/' || isPublicPath(pathname, remotes) || isPasswordChangePath(pathname))
    return null;
  const remote = remoteFor(pathname, remotes);
  return remote && isEnabled(remote.flag) ? path : null;
}

/** A section of #fw-main for one of the shell's own applications. */
export function createSection(container: HTMLElement, name: string, label: string): HTMLElement {
  const section = document.createElement('section');
  section.className = 'fw-shell-app';
  section.dataset.app = name;
  section.tabIndex = -1;
  section.setAttribute('aria-label', label);
  container.appendChild(section);
  return section;
}

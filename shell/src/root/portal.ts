import { loginUrl } from '@fairway/shared-api';
import type { RemoteEntry } from './remotes';
import { isPublicPath, matchesPrefix, remoteFor } from './routes';

type Loc = { pathname: string; search?: string };

/**
 * When each of the shell's single-spa applications is active. `ready` is true once a user is
 * signed in and the club's flags are known.
 * - chrome (header, navigation, user menu): every page except the public ones;
 * - pages (start page, not found): protected paths no remote serves;
 * - gate (checking the session, server unreachable, on the way to sign-in): protected paths while not ready;
 * - a remote: its routes; protected ones only when ready.
 */
export function activityFunctions(remotes: readonly RemoteEntry[], ready: () => boolean) {
  const isPublic = (loc: Loc) => isPublicPath(loc.pathname, remotes);
  return {
    chrome: (loc: Loc) => !isPublic(loc) && ready(),
    pages: (loc: Loc) => !isPublic(loc) && !remoteFor(loc.pathname, remotes) && ready(),
    gate: (loc: Loc) => !isPublic(loc) && !ready(),
    remote: (remote: RemoteEntry) => (loc: Loc) =>
      remote.routes.some((p) => matchesPrefix(loc.pathname, p)) && (isPublic(loc) || ready()),
  };
}

/** Where an anonymous visitor of a protected path goes: /login?next=<path>; null when they may stay. */
export function loginRedirect(loc: Loc, remotes: readonly RemoteEntry[], sessionStatus: string): string | null {
  if (sessionStatus !== 'anonymous' || isPublicPath(loc.pathname, remotes)) return null;
  return loginUrl(loc.pathname, loc.search ?? '');
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

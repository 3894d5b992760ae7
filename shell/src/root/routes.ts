import { isSessionExemptPath } from '@fairway/shared-api';
import { matchesPrefix } from './paths';
import type { RemoteEntry } from './remotes';

export { matchesPrefix };

/** Reachable without signing in: a remote's public routes, /login and invitation links (spec section 2). */
export function isPublicPath(pathname: string, remotes: readonly RemoteEntry[]): boolean {
  return (
    isSessionExemptPath(pathname) ||
    remotes.some((r) => r.publicRoutes.some((p) => matchesPrefix(pathname, p)))
  );
}

export function remoteFor(
  pathname: string,
  remotes: readonly RemoteEntry[],
): RemoteEntry | undefined {
  return remotes.find((r) => r.routes.some((p) => matchesPrefix(pathname, p)));
}

/** Only same-site paths: '/x' but not '//evil.example' or '/\\evil'. */
export function safeNext(next: string | null | undefined, fallback = '/'): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\'))
    return fallback;
  return next;
}

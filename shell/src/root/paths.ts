/**
 * Path matching shared by the shell and its first script (src/early), which must stay free of
 * dependencies: it runs before anything else loads.
 */

/** '/login' matches '/login' and '/login/...', never '/loginx'; '/' matches only '/'. */
export function matchesPrefix(pathname: string, prefix: string): boolean {
  if (prefix === '/') return pathname === '/';
  const p = prefix.replace(/\/+$/, '');
  return pathname === p || pathname.startsWith(`${p}/`);
}

/** The CSRF cookie the server sets for scripts to read; its value goes back in CSRF_HEADER. */
export const CSRF_COOKIE = 'csrf_token';
export const CSRF_HEADER = 'X-CSRF-Token';

/** Reads one cookie from a `document.cookie`-style string; null when absent or empty. */
export function readCookie(cookieString: string, name: string): string | null {
  for (const part of cookieString.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    if (!raw) return null;
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

/** `document.cookie` in a browser; '' elsewhere. */
export function documentCookies(): string {
  const doc = (globalThis as { document?: { cookie?: string } }).document;
  return doc?.cookie ?? '';
}

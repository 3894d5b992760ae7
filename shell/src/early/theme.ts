/** Where the portal remembers this browser's theme (shared-ui's THEME_STORAGE_KEY). */
export const THEME_STORAGE_KEY = 'fairway:theme';

/**
 * Applies the theme this browser remembers before the first paint: 'light' and 'dark' set
 * data-theme on <html>; 'system' leaves it out, so the device's preference applies; anything
 * else changes nothing. shared-ui's theme module is the same rule inside the portal.
 */
export function applyRememberedTheme(
  root: HTMLElement,
  storage: () => Pick<Storage, 'getItem'>,
): void {
  try {
    const theme = storage().getItem(THEME_STORAGE_KEY);
    if (theme === 'light' || theme === 'dark') root.setAttribute('data-theme', theme);
    else if (theme === 'system') root.removeAttribute('data-theme');
  } catch {
    // Storage turned off: the device's preference applies.
  }
}

/**
 * The portal's theme: data-theme on <html> ('light' or 'dark'; none follows the device), the
 * user's choice mirrored in localStorage so the next visit starts with it. The shell's early
 * script (shell/src/early) applies the remembered one before the first paint (a blocking script:
 * the CSP allows no inline script); after the session loads, the user's saved preference wins.
 */
export type ThemeChoice = 'light' | 'dark' | 'system';

/** The key the shell's early script reads before the first paint. */
export const THEME_STORAGE_KEY = 'fairway:theme';

export function isThemeChoice(value: unknown): value is ThemeChoice {
  return value === 'light' || value === 'dark' || value === 'system';
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage turned off (some private modes)
  }
}

/** The theme this browser remembers, or null. */
export function storedTheme(): ThemeChoice | null {
  try {
    const value = storage()?.getItem(THEME_STORAGE_KEY);
    return isThemeChoice(value) ? value : null;
  } catch {
    return null;
  }
}

/** Applies a theme to the whole portal and remembers it for the next visit. */
export function applyTheme(theme: ThemeChoice, root: HTMLElement = document.documentElement): void {
  if (theme === 'system') delete root.dataset.theme;
  else root.dataset.theme = theme;
  try {
    storage()?.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage full or off: the theme still applies to this page.
  }
}

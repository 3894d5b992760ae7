export type ThemeChoice = 'light' | 'dark' | 'system';

export const THEME_STORAGE_KEY = 'fairway:theme';

export function isThemeChoice(value: unknown): value is ThemeChoice {
  return value === 'light' || value === 'dark' || value === 'system';
}

/**
 * Applies a theme to the whole portal: data-theme on <html> (shared-ui's tokens follow it);
 * 'system' removes it so the operating system's preference applies. Remembered in localStorage so
 * the shell can apply it before its first paint on the next visit.
 */
export function applyTheme(theme: ThemeChoice): void {
  const root = document.documentElement;
  if (theme === 'system') delete root.dataset.theme;
  else root.dataset.theme = theme;
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage may be off (private mode); the theme still applies to this page.
  }
}

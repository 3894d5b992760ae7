import { createStore } from 'zustand/vanilla';
import { DISPLAY_DEFAULTS, type DisplaySettingsInfo } from '../contract/display';

/**
 * How the portal writes dates, times, numbers and words: the club's display settings and the
 * signed-in person's language preference. GET /api/auth/session carries both, so the session
 * store fills this at start-up and every remote reads it at first paint, with no call of its own.
 * shared-ui's formatter and message catalogue read it (`useFormat`, `useT`).
 */
export type DisplayState = {
  /** The club's settings (DISPLAY_DEFAULTS until a session says otherwise). */
  club: DisplaySettingsInfo;
  /** The person's `language` preference; '' follows the club's language. */
  language: string;
  /** Takes what GET /api/auth/session answered (either may be missing: the current value stays). */
  adopt(display: DisplaySettingsInfo | null | undefined, preferences?: unknown): void;
  /** After an administrator saved the club's display settings: the portal follows without a reload. */
  setClub(partial: Partial<DisplaySettingsInfo>): void;
  /** After the person saved their language ('' = the club's). */
  setLanguage(language: string): void;
};

const languageOf = (preferences: unknown): string | null => {
  if (!preferences || typeof preferences !== 'object') return null;
  const value = (preferences as Record<string, unknown>).language;
  return typeof value === 'string' ? value.trim() : '';
};

export const displayStore = createStore<DisplayState>()((set) => ({
  club: DISPLAY_DEFAULTS,
  language: '',

  adopt(display, preferences) {
    const language = languageOf(preferences);
    set((state) => ({
      club: display ? { ...DISPLAY_DEFAULTS, ...display } : state.club,
      language: language ?? state.language,
    }));
  },

  setClub(partial) {
    set((state) => ({ club: { ...state.club, ...partial } }));
  },

  setLanguage(language) {
    set({ language: language.trim() });
  },
}));

import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useStore } from 'zustand';
import {
  DISPLAY_DEFAULTS,
  displayStore,
  sessionStore,
  type DisplayState,
} from '@fairway/shared-api';
import { createFormatter, type DisplaySettings, type Formatter } from './format';
import { translate, type Messages, type MessageValues, type Translate } from './catalogue';
import { isLanguage } from './languages';

/*
 * Where the display settings come from. Every remote is its own React root, so a provider in the
 * shell would not reach them: by default every hook reads shared-api's `displayStore`, which the
 * session store fills from GET /api/auth/session before the first remote mounts (no call of its
 * own). `DisplayProvider` overrides it for a subtree: stories, tests, a settings preview.
 */
const DisplayContext = createContext<DisplaySettings | null>(null);

export type DisplayProviderProps = { settings: DisplaySettings; children: ReactNode };

/** Makes `settings` the display settings of everything inside (instead of the club's). */
export function DisplayProvider({ settings, children }: DisplayProviderProps) {
  return <DisplayContext.Provider value={settings}>{children}</DisplayContext.Provider>;
}

/**
 * Signed out, before any session told the portal its club (the club is still DISPLAY_DEFAULTS
 * itself), nobody's preference is known: the first of the browser's languages the catalogue has
 * (a Spanish browser reads the sign-in page in Spanish), else '' (the defaults' language). A
 * language chosen in this tab (the store's) still wins; signed in, '' is the club's language.
 */
function browserLanguage(): string {
  if (typeof navigator === 'undefined') return '';
  const tags = navigator.languages?.length ? navigator.languages : [navigator.language];
  for (const tag of tags) {
    const language = (tag ?? '').split('-')[0]!.toLowerCase();
    if (isLanguage(language)) return language;
  }
  return '';
}

const languageIn = (s: Pick<DisplayState, 'club' | 'language'>, signedOut: boolean) =>
  s.language || (signedOut && s.club === DISPLAY_DEFAULTS ? browserLanguage() : '');
const isSignedOut = () => sessionStore.getState().user === null;

const settingsOf = (s: Pick<DisplayState, 'club' | 'language'>): DisplaySettings => ({
  ...s.club,
  language: s.language,
});

// One formatter per settings object (a DisplayProvider's), and one for the store's current state.
const formatters = new WeakMap<object, Formatter>();
function formatterFor(settings: DisplaySettings): Formatter {
  let f = formatters.get(settings);
  if (!f) {
    f = createFormatter(settings);
    formatters.set(settings, f);
  }
  return f;
}
let current: { club: object; language: string; format: Formatter } | null = null;
function storeFormatter(s: Pick<DisplayState, 'club' | 'language'>): Formatter {
  if (current?.club !== s.club || current.language !== s.language)
    current = { club: s.club, language: s.language, format: createFormatter(settingsOf(s)) };
  return current.format;
}

/** The club's display settings with the person's language, outside React (toasts, utils). */
export function getDisplay(): DisplaySettings {
  const s = displayStore.getState();
  return settingsOf({ club: s.club, language: languageIn(s, isSignedOut()) });
}

/** The formatter of the club's settings, outside React. */
export function getFormat(): Formatter {
  const s = displayStore.getState();
  return storeFormatter({ club: s.club, language: languageIn(s, isSignedOut()) });
}

/** The formatter: dates, times, numbers, money, lengths the club's way, in the active language. */
export function useFormat(): Formatter {
  const override = useContext(DisplayContext);
  const club = useStore(displayStore, (s) => s.club);
  const chosen = useStore(displayStore, (s) => s.language);
  const signedOut = useStore(sessionStore, (s) => s.user === null);
  const language = languageIn({ club, language: chosen }, signedOut);
  return useMemo(
    () => (override ? formatterFor(override) : storeFormatter({ club, language })),
    [override, club, language],
  );
}

/** `t(key, values)` over a package's catalogue, in the active language (English when unknown). */
export function useT<K extends string>(messages: Messages<K>): Translate<K> {
  const { language, locale } = useFormat();
  return useMemo(() => {
    const t = (key: K, values?: MessageValues) =>
      translate(messages, key, values, language, locale);
    return Object.assign(t, { language });
  }, [messages, language, locale]);
}

/** `t` outside React, in the active language. */
export function getT<K extends string>(messages: Messages<K>): Translate<K> {
  const { language, locale } = getFormat();
  const t = (key: K, values?: MessageValues) => translate(messages, key, values, language, locale);
  return Object.assign(t, { language });
}

let followingDocument = false;
/**
 * Keeps `<html lang>` on the active language, so screen readers pronounce the page right. Once
 * per page, whoever calls it first (every remote's lifecycles do).
 */
export function followDocumentLanguage(): void {
  if (followingDocument || typeof document === 'undefined') return;
  followingDocument = true;
  const apply = () => {
    document.documentElement.lang = getFormat().language;
  };
  apply();
  displayStore.subscribe(apply);
  sessionStore.subscribe(apply);
}

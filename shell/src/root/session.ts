import {
  createSessionClient,
  displayStore,
  featuresStore,
  getHttp,
  sessionStore,
  type SessionInfo,
  type SessionState,
} from '@fairway/shared-api';
import {
  isPasswordChangePath,
  loginRedirect,
  passwordChangeRedirect,
  signInWithoutNext,
  startPageRedirect,
} from './portal';
import type { RemoteEntry } from './remotes';
import { isPublicPath } from './routes';
import { applyTheme, isThemeChoice, type ThemeChoice } from '@fairway/shared-ui';

type Loc = { pathname: string; search?: string };

/** What the shell does with a user's saved preferences (they come with GET /api/auth/session). */
export type StartPreferences = { theme: ThemeChoice | null; landing: string | null };

/** Reads the keys the shell uses (mf-auth's preferences screen writes them); anything odd is ignored. */
export function readStartPreferences(raw: unknown): StartPreferences {
  const prefs = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const landing = prefs.default_landing_page;
  return {
    theme: isThemeChoice(prefs.theme) ? prefs.theme : null,
    landing: typeof landing === 'string' && landing.startsWith('/') ? landing : null,
  };
}

const signedIn = (s: Pick<SessionState, 'status' | 'user'>) =>
  s.status === 'authenticated' && s.user !== null;
/** Signed in and free to use the portal (no password change required first). */
const usable = (s: Pick<SessionState, 'status' | 'user'>) =>
  signedIn(s) && s.user?.must_change_password !== true;

export type PortalSessionDeps = {
  remotes: readonly RemoteEntry[];
  /** Where the browser is (window.location). */
  location(): Loc;
  /** Navigates inside the portal (single-spa's navigateToUrl). */
  navigate(url: string): void;
  /** Makes single-spa re-evaluate which applications are active (triggerAppChange). */
  refresh(): Promise<unknown>;
  /** The answer of GET /api/auth/session the page's first script already asked for (src/early). */
  early?: Promise<unknown> | null;
};

/** The session call's answer for `userId`, or null (signed out, someone else, or it failed). */
const sessionOf = (info: SessionInfo | null, userId: number) =>
  info?.authenticated && info.user.id === userId ? info : null;

/**
 * Who is signed in and what follows from it: the first check, the club's flags and the user's
 * preferences (theme; the page to start on after signing in without ?next), and where to send the
 * browser (sign-in, the forced password change, the preferred start page).
 *
 * While the user must choose a new password, the shell asks nothing else (the server answers 403
 * password_change_required): no flags, no preferences. mf-auth's password change reads the user
 * again and loads the flags; the shell then loads the preferences and opens the portal.
 */
export function createPortalSession(deps: PortalSessionDeps) {
  const { remotes } = deps;
  /** Just signed in: the flags and preferences are loading, the portal waits for them. */
  let settling = false;
  /** The first check is running: it reads the flags and preferences itself, from the same answer. */
  let starting = false;
  /** The preferred start page: pending after a sign-in without ?next, used on the first page after it. */
  let landing = { pending: false, loaded: false, path: null as string | null };

  /** Applies what the session call said about the signed-in user: the flags, their theme, their start page. */
  async function adoptUserData(userId: number, info: SessionInfo | null): Promise<void> {
    const own = sessionOf(info, userId);
    if (own?.features) featuresStore.getState().adopt(own.features);
    if (own) displayStore.getState().adopt(own.display, own.preferences);
    // Not in the answer (it failed): the flags' own call, which falls back to their defaults.
    else if (featuresStore.getState().status !== 'ready') await featuresStore.getState().load();
    if (sessionStore.getState().user?.id !== userId) return; // signed out (or someone else in) meanwhile
    const prefs = readStartPreferences(own?.preferences);
    if (prefs.theme) applyTheme(prefs.theme);
    landing = { ...landing, loaded: true, path: prefs.landing };
  }

  /**
   * The flags and the preferences of a user who just signed in (or finished the forced password
   * change), in one GET /api/auth/session; one load at a time per user.
   */
  let loadingUserData: { userId: number; done: Promise<void> } | null = null;
  function loadUserData(): Promise<void> {
    const user = sessionStore.getState().user;
    if (!user) return Promise.resolve();
    if (loadingUserData?.userId === user.id) return loadingUserData.done;
    const done = createSessionClient(getHttp())
      .session()
      .catch(() => null)
      .then((info) => adoptUserData(user.id, info))
      .finally(() => {
        if (loadingUserData?.done === done) loadingUserData = null;
      });
    loadingUserData = { userId: user.id, done };
    return done;
  }

  /** Where the browser at `loc` must go now, or null. */
  function redirectFor(loc: Loc): string | null {
    const s = sessionStore.getState();
    return (
      loginRedirect(loc, remotes, s.status) ??
      passwordChangeRedirect(loc, s.user, remotes) ??
      (landing.pending && landing.loaded
        ? startPageRedirect(loc, landing.path, remotes, (flag) =>
            featuresStore.getState().isEnabled(flag),
          )
        : null)
    );
  }

  /** The redirect for the current page; the start page preference is used (or passed up) on the first page after signing in. */
  function takeRedirect(): string | null {
    const loc = deps.location();
    const to = redirectFor(loc);
    if (
      landing.loaded &&
      !isPublicPath(loc.pathname, remotes) &&
      !isPasswordChangePath(loc.pathname)
    )
      landing.pending = false;
    return to;
  }

  function guard(): void {
    const to = takeRedirect();
    if (to) deps.navigate(to);
  }

  return {
    /** True while the portal waits for the flags and preferences after a sign-in. */
    settling: () => settling,

    /** Whether the browser at `loc` is about to be sent elsewhere (nothing should start there). */
    redirecting: (loc: Loc) => redirectFor(loc) !== null,

    /**
     * The first check, one call: GET /api/auth/session (never 401; a malformed token signs out)
     * answers the user, the club's flags and the user's preferences together. On a protected page
     * a session whose access cookie expired is renewed once (POST auth/refresh); on a public page
     * a signed-out visitor meets no 401 at all.
     */
    async load(): Promise<void> {
      const onPublicPage = isPublicPath(deps.location().pathname, remotes);
      starting = true;
      try {
        const info = await sessionStore
          .getState()
          .start({ early: deps.early ?? null, renew: !onPublicPage })
          .catch(() => null);
        const s = sessionStore.getState();
        if (usable(s)) await adoptUserData(s.user!.id, info);
      } finally {
        starting = false;
      }
    },

    /** Sends the browser where it must go (after every routing event). */
    guard,

    /** Follows the session: signing in or out, the password change done, the session ending. Returns the unsubscribe. */
    watch(): () => void {
      return sessionStore.subscribe((s, prev) => {
        if (s.status === prev.status && s.user === prev.user) return;
        if (starting) return; // the first check: it has the user's data in its own answer
        if (!signedIn(s)) {
          settling = false;
          landing = { pending: false, loaded: false, path: null };
        } else if (!signedIn(prev)) {
          landing = {
            pending: signInWithoutNext(deps.location(), remotes),
            loaded: false,
            path: null,
          };
        }
        if (usable(s) && !(usable(prev) && prev.user?.id === s.user?.id)) {
          // Just signed in, or the password change is done: the flags and preferences, then the portal.
          settling = true;
          void loadUserData().finally(() => {
            settling = false;
            const to = takeRedirect();
            if (to) deps.navigate(to);
            else void deps.refresh().then(guard);
          });
        } else {
          void deps.refresh().then(guard);
        }
      });
    },
  };
}

export type PortalSession = ReturnType<typeof createPortalSession>;

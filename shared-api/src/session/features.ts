import { createStore } from 'zustand/vanilla';
import { DEFAULT_SITE_NAME, FEATURE_FLAG_DEFAULTS, type Features } from '../contract/features';
import { ApiError } from '../http/errors';
import { getHttp } from '../http/instance';
import type { Http } from '../http/types';
import { createSessionClient } from './client';

/**
 * The club's feature flags and site name (GET /api/settings/features: { <flag>: boolean, site_name }).
 * 'defaults' means the call could not be made (not signed in, endpoint missing, server error): every
 * flag then has its documented default, so the portal keeps working.
 */
export type FeaturesStatus = 'idle' | 'loading' | 'ready' | 'defaults';

export type FeaturesState = {
  flags: Record<string, boolean>;
  siteName: string;
  status: FeaturesStatus;
  error: string | null;
  load(http?: Http): Promise<void>;
  /**
   * Merges values the server confirmed (a features document or part of it: `{ <flag>: boolean,
   * site_name }`), e.g. after an administrator changed them, so the portal follows without a reload.
   */
  setFeatures(partial: Partial<Features>): void;
  /**
   * Takes a whole features document the server already answered (GET /api/auth/session carries
   * it), as load() would after GET /api/settings/features: 'ready', every other flag at its default.
   */
  adopt(features: Record<string, unknown>): void;
  /** True unless the flag is known and off. A remote gated by `null` is always on. */
  isEnabled(flag: string | null | undefined): boolean;
};

let loading: Promise<void> | null = null;

type Values = Pick<FeaturesState, 'flags' | 'siteName'>;

/** Reads a features document (or part of one) on top of `base`: boolean values are flags. */
function readFeatures(body: Record<string, unknown>, base: Values): Values {
  const flags = { ...base.flags };
  for (const [key, value] of Object.entries(body))
    if (typeof value === 'boolean') flags[key] = value;
  const siteName =
    typeof body.site_name === 'string' ? body.site_name.trim() || DEFAULT_SITE_NAME : base.siteName;
  return { flags, siteName };
}

export const featuresStore = createStore<FeaturesState>()((set, get) => ({
  flags: { ...FEATURE_FLAG_DEFAULTS },
  siteName: DEFAULT_SITE_NAME,
  status: 'idle',
  error: null,

  load(http = getHttp()) {
    if (loading) return loading;
    set({ status: 'loading' });
    loading = createSessionClient(http)
      .features()
      .then((features) => get().adopt((features ?? {}) as Record<string, unknown>))
      .catch((err: unknown) => {
        set({
          flags: { ...FEATURE_FLAG_DEFAULTS },
          siteName: DEFAULT_SITE_NAME,
          status: 'defaults',
          error: err instanceof ApiError ? err.message : String(err),
        });
      })
      .finally(() => {
        loading = null;
      });
    return loading;
  },

  setFeatures(partial) {
    set((state) => readFeatures(partial, state));
  },

  adopt(features) {
    const defaults = { flags: { ...FEATURE_FLAG_DEFAULTS }, siteName: DEFAULT_SITE_NAME };
    set({ ...readFeatures(features, defaults), status: 'ready', error: null });
  },

  isEnabled(flag) {
    if (!flag) return true;
    return get().flags[flag] !== false;
  },
}));

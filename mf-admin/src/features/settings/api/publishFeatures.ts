import { DEFAULT_SITE_NAME, featuresStore, type Features } from '@fairway/shared-api';

/**
 * Tells the shell about flags and the site name the server confirmed. The shell's chrome reads
 * featuresStore (navigation, brand, document title), so the navigation follows at once, without a
 * reload; the store's own load() is not needed because the server's answer is already here.
 */
export function publishFeatures(changed: Partial<Features>): void {
  featuresStore.setState((state) => {
    const flags = { ...state.flags };
    for (const [key, value] of Object.entries(changed))
      if (typeof value === 'boolean') flags[key] = value;
    const siteName =
      typeof changed.site_name === 'string'
        ? changed.site_name.trim() || DEFAULT_SITE_NAME
        : state.siteName;
    return { flags, siteName };
  });
}

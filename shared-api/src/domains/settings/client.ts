import {
  createSessionClient,
  type FeatureKey,
  type Features,
  type Http,
  type InstalledFeatures,
} from '@fairway/shared-api/core';
import {
  FEATURE_PATHS,
  FLAGS_FALSE_ON_FAILURE,
  type AllSettings,
  type SettingsExport,
  type SettingsImport,
  type SettingsSection,
  type SettingsSectionInput,
  type SettingsSectionName,
} from './contract';

/** Feature flags, the site name and the settings sections. */
export function createSettingsClient(http: Http) {
  return {
    /** Every flag and the site name in one call: what the portal shell reads to gate navigation. */
    features: createSessionClient(http).features,

    /**
     * One flag or the site name. The registration, unsubscribing and e-mail notification flags
     * read false when the call fails (spec section 8); the others raise the error.
     */
    getFeature: async <K extends FeatureKey>(key: K): Promise<Features[K]> => {
      try {
        return (await http.get<Pick<Features, K>>(FEATURE_PATHS[key]))[key];
      } catch (err) {
        if (FLAGS_FALSE_ON_FAILURE.includes(key)) return false as Features[K];
        throw err;
      }
    },
    setFeature: async <K extends FeatureKey>(key: K, value: Features[K]): Promise<Features[K]> =>
      (await http.put<Pick<Features, K>>(FEATURE_PATHS[key], { [key]: value }))[key],

    /** The flags whose module this installation has (the others are shown as not installed). */
    installedFeatures: async () =>
      (await http.get<InstalledFeatures>('settings/features/installed')).installed,

    section: <N extends SettingsSectionName>(name: N) =>
      http.get<SettingsSection<N>>(`settings/${name}`),
    /** Replaces the whole section; fields left out take their defaults. */
    updateSection: <N extends SettingsSectionName>(name: N, values: SettingsSectionInput<N>) =>
      http.put<SettingsSection<N>>(`settings/${name}`, values),
    resetSection: <N extends SettingsSectionName>(name: N) =>
      http.post<SettingsSection<N>>(`settings/${name}/reset`),

    all: () => http.get<AllSettings>('settings/all'),
    exportSettings: () => http.get<SettingsExport>('settings/export'),
    /** Nothing changes unless the whole document is valid; a 400 lists every bad field. */
    importSettings: (doc: SettingsImport) => http.post<AllSettings>('settings/import', doc),
  };
}
export type SettingsClient = ReturnType<typeof createSettingsClient>;

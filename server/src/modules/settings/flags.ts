import { sql } from 'drizzle-orm';
import {
  DEFAULT_SITE_NAME,
  FEATURE_FLAG_DEFAULTS,
  type FeatureFlag,
  type Features,
} from '@fairway/shared-api/contract';
import type {
  DisplaySettingsInfo,
  SettingsSection,
  SettingsSectionName,
} from '@fairway/shared-api/contract';
import type { Tx } from '../../plugins/platform/database';
import { readClubContext, readStored } from './repository';
import { organizationSettings } from './tables';

export type { Features };

/** Flags and the site name live in the organization's 'features' settings document. */
export const FEATURES_SECTION = 'features';

export const FEATURE_DEFAULTS: Features = {
  ...FEATURE_FLAG_DEFAULTS,
  site_name: DEFAULT_SITE_NAME,
};

/** A stored features document over the defaults. */
export const featuresOver = (stored: Record<string, unknown> | undefined): Features =>
  ({ ...FEATURE_DEFAULTS, ...(stored ?? {}) }) as Features;

/** The features of the transaction's organization. */
export async function readFeatures(tx: Tx): Promise<Features> {
  return featuresOver(await readStored(tx, FEATURES_SECTION));
}

export async function readFlag(tx: Tx, flag: FeatureFlag): Promise<boolean> {
  return (await readFeatures(tx))[flag];
}

/**
 * The features, one settings section and the club's time zone, read together (one statement):
 * what a call gated by a flag that also follows a section needs. The organization's id is for
 * its time zone (the organizations table is not scoped); the settings follow the scope.
 */
export async function readFlagged<N extends SettingsSectionName>(
  tx: Tx,
  organizationId: number,
  name: N,
): Promise<{ features: Features; section: SettingsSection<N>; timeZone: string }> {
  const ctx = await readClubContext(tx, organizationId, name, FEATURES_SECTION);
  return { ...ctx, features: featuresOver(ctx.features) };
}

/**
 * What every screen of the portal needs from the club at start-up, in one statement: the features
 * and the display settings (the app section with the organization's time zone).
 */
export async function readStartUpSettings(
  tx: Tx,
  organizationId: number,
): Promise<{ features: Features; display: DisplaySettingsInfo }> {
  const ctx = await readFlagged(tx, organizationId, 'app');
  return { features: ctx.features, display: { ...ctx.section, time_zone: ctx.timeZone } };
}

/** Merges the given values into the features document in one statement (no lost update). */
export async function writeFeatures(
  tx: Tx,
  organizationId: number,
  values: Partial<Features>,
): Promise<Features> {
  await tx
    .insert(organizationSettings)
    .values({ organization_id: organizationId, section: FEATURES_SECTION, data: values })
    .onConflictDoUpdate({
      target: [organizationSettings.organization_id, organizationSettings.section],
      set: { data: sql`${organizationSettings.data} || excluded.data`, updated_at: new Date() },
    });
  return readFeatures(tx);
}

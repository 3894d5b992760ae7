import { and, eq, sql } from 'drizzle-orm';
import {
  DEFAULT_SITE_NAME,
  FEATURE_FLAG_DEFAULTS,
  type FeatureFlag,
  type Features,
} from '@fairway/shared-api/contract';
import type { Tx } from '../../plugins/platform/database';
import { organizationSettings } from './tables';

export type { Features };

/** Flags and the site name live in the organization's 'features' settings document. */
export const FEATURES_SECTION = 'features';

export const FEATURE_DEFAULTS: Features = {
  ...FEATURE_FLAG_DEFAULTS,
  site_name: DEFAULT_SITE_NAME,
};

export async function readFeatures(tx: Tx, organizationId: number): Promise<Features> {
  const [row] = await tx
    .select({ data: organizationSettings.data })
    .from(organizationSettings)
    .where(
      and(
        eq(organizationSettings.organization_id, organizationId),
        eq(organizationSettings.section, FEATURES_SECTION),
      ),
    )
    .limit(1);
  return { ...FEATURE_DEFAULTS, ...(row?.data ?? {}) } as Features;
}

export async function readFlag(
  tx: Tx,
  organizationId: number,
  flag: FeatureFlag,
): Promise<boolean> {
  return (await readFeatures(tx, organizationId))[flag];
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
  return readFeatures(tx, organizationId);
}

// The club's feature flags and site name: the shell gates navigation by them at first paint, so
// they are part of the root entry. Reading and writing one flag is the settings domain's.
import { z } from 'zod';

/** Feature flags as the spec names them (section 3), all booleans except site_name. */
export const FEATURE_FLAGS = [
  'registration_enabled',
  'unsubscribe_enabled',
  'email_notifications_enabled',
  'restaurant_management_enabled',
  'wellness_management_enabled',
  'tee_time_management_enabled',
  'pro_shop_management_enabled',
  'shop_management_enabled',
  'rental_management_enabled',
  'training_management_enabled',
  'events_management_enabled',
  'subscription_management_enabled',
  'security_management_enabled',
] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

/** New clubs start with registration closed and every module on. */
export const FEATURE_FLAG_DEFAULTS: Record<FeatureFlag, boolean> = {
  registration_enabled: false,
  unsubscribe_enabled: false,
  email_notifications_enabled: false,
  restaurant_management_enabled: true,
  wellness_management_enabled: true,
  tee_time_management_enabled: true,
  pro_shop_management_enabled: true,
  shop_management_enabled: true,
  rental_management_enabled: true,
  training_management_enabled: true,
  events_management_enabled: true,
  subscription_management_enabled: true,
  security_management_enabled: true,
};

export const DEFAULT_SITE_NAME = 'Fairway';

/** Every value of the 'features' document: the flags and the site name. */
export type FeatureKey = FeatureFlag | 'site_name';

export const siteNameValue = z
  .string()
  .trim()
  .min(1, 'Site name must not be empty')
  .max(80, 'Site name must be at most 80 characters');

export const FEATURE_SCHEMAS = {
  ...(Object.fromEntries(FEATURE_FLAGS.map((f) => [f, z.boolean()])) as Record<
    FeatureFlag,
    z.ZodBoolean
  >),
  site_name: siteNameValue,
};

export const features = z.object(FEATURE_SCHEMAS);
export type Features = z.infer<typeof features>;

/**
 * GET /api/settings/features/installed: the flags whose module this installation has. A flag
 * without its module switches nothing, so Settings → Features marks it "not installed".
 */
export const installedFeatures = z.object({ installed: z.array(z.enum(FEATURE_FLAGS)) });
export type InstalledFeatures = z.infer<typeof installedFeatures>;

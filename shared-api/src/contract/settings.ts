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

export const siteName = z.object({ site_name: z.string() });

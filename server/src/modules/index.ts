import type { FastifyInstance } from 'fastify';
import type { FeatureFlag } from '@fairway/shared-api/contract';
import { authRoutes } from './auth';
import { courseRoutes } from './courses';
import { organizationRoutes } from './organizations';
import { roleRoutes } from './roles';
import { settingsRoutes } from './settings';
import { teeSheetRoutes } from './tee-sheet';
import { userRoutes } from './users';
import { filesRoutes } from './files';
import { notificationRoutes } from './notifications';
import { shopRoutes } from './shop';
import { rentalsRoutes } from './rentals';
import { academyRoutes } from './academy';
import { propertyRoutes } from './property';
import { houseRentalsRoutes } from './house-rentals';
import { houseMaintenanceRoutes } from './house-maintenance';
import { subscriptionsRoutes } from './subscriptions';

/**
 * The feature flags this installation's modules answer to (the other flags name modules not built
 * or not installed). A module that arrives with a flag adds it here.
 */
export const INSTALLED_FEATURES: readonly FeatureFlag[] = [
  'registration_enabled', // auth
  'email_notifications_enabled', // notifications
  'tee_time_management_enabled', // tee-sheet
  'shop_management_enabled', // shop
  'rental_management_enabled', // rentals, house-rentals
  'training_management_enabled', // academy
  'subscription_management_enabled', // subscriptions
];

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyInstance {
    installedFeatures: readonly FeatureFlag[];
  }
}

/** Every domain module, registered encapsulated (routes carry their full /api/... paths). */
export async function registerModules(app: FastifyInstance): Promise<void> {
  app.decorate('installedFeatures', INSTALLED_FEATURES);
  await app.register(authRoutes);
  await app.register(userRoutes);
  await app.register(roleRoutes);
  await app.register(organizationRoutes);
  await app.register(settingsRoutes);
  await app.register(courseRoutes);
  await app.register(teeSheetRoutes);
  await app.register(filesRoutes);
  await app.register(notificationRoutes);
  await app.register(shopRoutes);
  await app.register(rentalsRoutes);
  await app.register(academyRoutes);
  await app.register(propertyRoutes);
  await app.register(houseRentalsRoutes);
  await app.register(houseMaintenanceRoutes);
  await app.register(subscriptionsRoutes);
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountRoutes } from './account-routes';
import { credentialRoutes } from './credential-routes';
import { golfPreferenceRoutes } from './golf-preference-routes';
import { historyRoutes } from './history-routes';
import { listRoutes } from './list-routes';
import { preferenceRoutes } from './preference-routes';
import { profileRoutes } from './profile-routes';
import { roleRoutes } from './role-routes';
import { statusRoutes } from './status-routes';

/** /api/settings/users/..., a user's roles, profiles and golf preferences. */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(profileRoutes);
  await app.register(golfPreferenceRoutes);
  await app.register(listRoutes);
  await app.register(accountRoutes);
  await app.register(statusRoutes);
  await app.register(credentialRoutes);
  await app.register(historyRoutes);
  await app.register(preferenceRoutes);
  await app.register(roleRoutes);
};

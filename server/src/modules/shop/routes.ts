import type { FastifyPluginAsync } from 'fastify';
import { analyticsRoutes } from './analytics/routes';
import { catalogueRoutes } from './catalogue/routes';
import { commerceRoutes } from './commerce/routes';

/**
 * /api/settings/…: the club's pro shop (docs/shop-and-rentals.md): the catalogue and stock, the
 * basket and orders, and the pro-shop analytics.
 */
export const shopRoutes: FastifyPluginAsync = async (app) => {
  await app.register(catalogueRoutes);
  await app.register(commerceRoutes);
  await app.register(analyticsRoutes);
};

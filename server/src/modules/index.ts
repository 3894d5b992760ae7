import type { FastifyInstance } from 'fastify';
import { authRoutes } from './auth';
import { organizationRoutes } from './organizations';

/** Every domain module, registered encapsulated (routes carry their full /api/... paths). */
export async function registerModules(app: FastifyInstance): Promise<void> {
  await app.register(authRoutes);
  await app.register(organizationRoutes);
}

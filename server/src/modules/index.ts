import type { FastifyInstance } from 'fastify';
import { authRoutes } from './auth';
import { courseRoutes } from './courses';
import { organizationRoutes } from './organizations';
import { roleRoutes } from './roles';
import { settingsRoutes } from './settings';
import { teeSheetRoutes } from './tee-sheet';
import { userRoutes } from './users';
import { filesRoutes } from './files';

/** Every domain module, registered encapsulated (routes carry their full /api/... paths). */
export async function registerModules(app: FastifyInstance): Promise<void> {
  await app.register(authRoutes);
  await app.register(userRoutes);
  await app.register(roleRoutes);
  await app.register(organizationRoutes);
  await app.register(settingsRoutes);
  await app.register(courseRoutes);
  await app.register(teeSheetRoutes);
  await app.register(filesRoutes);
}

import type { FastifyPluginAsync } from 'fastify';
import { catalogueRoutes } from './catalogue/routes';
import { enrolmentsRoutes } from './enrolments/routes';
import { defineReminderJob } from './notices';
import { programmeRoutes } from './programme/routes';
import { trainingsRoutes } from './trainings/routes';

/**
 * /api/settings/academy/… and /api/settings/trainings/… (docs/academy.md): trainers, types,
 * plans and candidates; schedules and their sessions; enrolments and attendance; basic trainings.
 */
export const academyRoutes: FastifyPluginAsync = async (app) => {
  defineReminderJob(app);
  await app.register(catalogueRoutes);
  await app.register(programmeRoutes);
  await app.register(enrolmentsRoutes);
  await app.register(trainingsRoutes);
};

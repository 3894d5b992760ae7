// Public surface of the notifications module: the bell's calls, notify() for other modules, the
// e-mail layout (the password reset mail uses it) and the e-mail job's handler. Depends on
// settings (the club's switches and name) and users (accounts, preferences, member ids).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineEmailJob } from './delivery';
import { notificationRoutes as routes } from './routes';

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  defineEmailJob(app);
  await app.register(routes);
};
export { deliverEmail, EMAIL_JOB, type EmailJob, type EmailResult } from './delivery';
export { notify, notifyQuietly, type NotifyInput } from './notify';
export { clubMail, type ClubMail } from './brand';
export { icsOf, icsFeedOf, type CalendarEvent } from './ics';
export {
  bookingCalendar,
  bookingsCalendar,
  bookingEvent,
  bookingUid,
  type BookingFacts,
} from './calendar';
export type { NoticeKind } from './kinds';
export type { BookingKind, BookingNotice } from './templates/booking';
export type { WaitlistOfferNotice } from './templates/waitlist';
export type { AcademyKind, AcademyNotice } from './templates/academy';
export type {
  HouseBookingNotice,
  MaintenanceResolvedNotice,
  PropertyKind,
} from './templates/property';
export { passwordResetEmail } from './templates/password-reset';
export {
  escapeHtml,
  renderEmail,
  type ClubBrand,
  type EmailContent,
  type RenderedEmail,
} from './templates/layout';

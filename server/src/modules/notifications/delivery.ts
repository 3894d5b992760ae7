/** The e-mail job: renders a notification's e-mail at delivery and sends it. */
import type { FastifyInstance } from 'fastify';
import { MailNotConfiguredError, type MailMessage } from '../../plugins/platform/mail';
import { findAccount } from '../users';
import { clubMail } from './brand';
import { bookingEvent } from './calendar';
import { icsOf } from './ics';
import { isAcademyKind, isPropertyKind, kindOfType } from './kinds';
import * as repo from './repository';
import { academyEmail, type AcademyNotice } from './templates/academy';
import { bookingEmail, type BookingNotice } from './templates/booking';
import { generalEmail } from './templates/general';
import { propertyEmail, type PropertyNotice } from './templates/property';
import { waitlistOfferEmail, type WaitlistOfferNotice } from './templates/waitlist';
import { renderEmail } from './templates/layout';

export const EMAIL_JOB = 'notifications.email';
/** Only the notification's id travels in the queue: no address, no content. */
export type EmailJob = { notification_id: number };
export type EmailResult = { sent: true } | { sent: false; reason: string };

async function messageOf(
  app: FastifyInstance,
  organizationId: number,
  notificationId: number,
): Promise<MailMessage | string> {
  return app.withOrg(organizationId, async (tx) => {
    const n = await repo.findById(tx, notificationId);
    if (!n) return 'The notification no longer exists';
    const user = await findAccount(tx, n.user_id);
    if (!user || user.status !== 'active') return 'The account is not active';
    const { brand, timeZone } = await clubMail(app, tx, organizationId);
    const kind = kindOfType(n.notification_type_id);
    const message: MailMessage = { to: user.email, subject: '', text: '' };
    if (brand.replyTo) message.replyTo = brand.replyTo;
    if (!kind) {
      const rendered = renderEmail(brand, generalEmail(brand, user.first_name, n));
      return { ...message, ...rendered };
    }
    if (kind === 'waitlist_offer') {
      const offer = n.data as WaitlistOfferNotice;
      return {
        ...message,
        ...renderEmail(brand, waitlistOfferEmail(brand, user.first_name, offer)),
      };
    }
    if (isAcademyKind(kind)) {
      const notice = n.data as AcademyNotice;
      return {
        ...message,
        ...renderEmail(brand, academyEmail(kind, brand, user.first_name, notice)),
      };
    }
    if (isPropertyKind(kind)) {
      const notice = n.data as PropertyNotice;
      return {
        ...message,
        ...renderEmail(brand, propertyEmail(kind, brand, user.first_name, notice)),
      };
    }
    const notice = n.data as BookingNotice;
    const rendered = renderEmail(brand, bookingEmail(kind, brand, user.first_name, notice));
    const calendar = icsOf(
      bookingEvent(brand, timeZone, {
        ...notice,
        cancelled: kind === 'booking_cancelled',
        stamp: n.created_at,
      }),
    );
    return {
      ...message,
      ...rendered,
      attachments: [
        {
          name: 'tee-time.ics',
          content: calendar,
          contentType: `text/calendar; charset=utf-8; method=${kind === 'booking_cancelled' ? 'CANCEL' : 'PUBLISH'}`,
        },
      ],
    };
  });
}

/**
 * The job's handler: sends the notification's e-mail. What cannot change on a retry (no SMTP set
 * up, the notification or account gone) completes with the reason; an SMTP failure throws, so the
 * runner retries it.
 */
export async function deliverEmail(
  app: FastifyInstance,
  job: EmailJob,
  organizationId: number,
): Promise<EmailResult> {
  const message = await messageOf(app, organizationId, job.notification_id);
  if (typeof message === 'string') return { sent: false, reason: message };
  try {
    await app.mail.send(message);
  } catch (err) {
    if (err instanceof MailNotConfiguredError) return { sent: false, reason: err.message };
    throw err;
  }
  return { sent: true };
}

/** Defines the e-mail job when the module registers. */
export function defineEmailJob(app: FastifyInstance): void {
  app.jobs.define<EmailJob>(
    EMAIL_JOB,
    async (data, ctx) => {
      if (ctx.organizationId === null) return { sent: false, reason: 'No organization' };
      const result = await deliverEmail(app, data, ctx.organizationId);
      if (!result.sent) ctx.log.info({ reason: result.reason }, 'notification e-mail not sent');
      return result;
    },
    { attempts: 5, backoffMs: 30_000 },
  );
}

/**
 * A booking as a calendar entry: one UID per booking (the e-mails' attachments, the download and
 * the personal feed all use it), so a calendar replaces the entry on a move and removes it on a
 * cancellation.
 */
import type { FastifyInstance } from 'fastify';
import { instantOf } from '../../lib/clock';
import type { Tx } from '../../plugins/platform/database';
import { clubMail } from './brand';
import { icsFeedOf, icsOf, type CalendarEvent } from './ics';
import { calendarSequence } from './repository';
import { BOOKINGS_PATH } from './templates/booking';
import type { ClubBrand } from './templates/layout';

/** A round, when the notice does not say: the tee sheet's round duration. */
export const DEFAULT_ROUND_MINUTES = 270;

export type BookingFacts = {
  booking_id: number;
  course_name: string;
  /** YYYY-MM-DD and HH:MM on the club's clock. */
  date: string;
  start_time: string;
  player_count: number;
  round_minutes?: number;
  cancelled: boolean;
  /** When this version was made. */
  stamp: Date;
  sequence?: number;
};

export const bookingUid = (brand: ClubBrand, bookingId: number): string =>
  `tee-time-booking-${bookingId}@${new URL(brand.portalUrl).host}`;

export function bookingEvent(brand: ClubBrand, timeZone: string, f: BookingFacts): CalendarEvent {
  const start = instantOf(f.date, f.start_time, timeZone);
  const minutes = f.round_minutes ?? DEFAULT_ROUND_MINUTES;
  return {
    uid: bookingUid(brand, f.booking_id),
    start,
    end: new Date(start.getTime() + minutes * 60_000),
    summary: `Tee time: ${f.course_name}`,
    location: brand.name,
    description: `${f.player_count} player${f.player_count === 1 ? '' : 's'}`,
    url: `${brand.portalUrl}${BOOKINGS_PATH}`,
    stamp: f.stamp,
    ...(f.sequence === undefined ? {} : { sequence: f.sequence }),
    cancelled: f.cancelled,
  };
}

/**
 * One booking's .ics as it stands now: the version of its latest notice (or 0), so importing it
 * after the e-mails neither duplicates nor rolls back the entry.
 */
export async function bookingCalendar(
  app: FastifyInstance,
  tx: Tx,
  organizationId: number,
  facts: Omit<BookingFacts, 'sequence'>,
): Promise<string> {
  const { brand, timeZone } = await clubMail(app, tx, organizationId);
  const sequence = (await calendarSequence(tx, facts.booking_id)) ?? 0;
  return icsOf(bookingEvent(brand, timeZone, { ...facts, sequence }));
}

/** A member's bookings as one subscribed calendar. */
export async function bookingsCalendar(
  app: FastifyInstance,
  tx: Tx,
  organizationId: number,
  list: readonly Omit<BookingFacts, 'sequence'>[],
): Promise<string> {
  const { brand, timeZone } = await clubMail(app, tx, organizationId);
  const events: CalendarEvent[] = [];
  for (const f of list) {
    const sequence = (await calendarSequence(tx, f.booking_id)) ?? 0;
    events.push(bookingEvent(brand, timeZone, { ...f, sequence }));
  }
  return icsFeedOf(`${brand.name} tee times`, events);
}

/**
 * A booking's calendar entry (.ics) and the member's personal feed of upcoming bookings. The feed's
 * URL carries a secret token: `<organization id>.<HMAC of the member, the organization and a
 * nonce under the installation's key>`. Only the token's SHA-256 and the nonce are stored, so the
 * URL can be shown again but a copy of the database alone does not open anyone's feed; rotating
 * draws a new nonce and the old URL answers 404.
 */
import type { FastifyInstance } from 'fastify';
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { WAITLIST_LIMITS, type CalendarFeed } from '@fairway/shared-api/contract';
import { forbidden, notFound } from '../../../lib/errors';
import { hhmm } from '../../../lib/clock';
import type { Tx } from '../../../plugins/platform/database';
import { addDays } from '../../courses';
import { bookingCalendar, bookingsCalendar, type BookingFacts } from '../../notifications';
import { activeUserIds } from '../../users';
import { clubOf, type Caller } from '../context';
import * as teeRepo from '../repository';
import { ROUND_MINUTES } from '../rules';
import * as repo from './repository';

/** Where a feed is read, signed out. */
export const FEED_PATH = '/api/calendar';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

async function secretOf(tx: Tx, organizationId: number, userId: number, nonce: string) {
  return createHmac('sha256', await repo.feedKey(tx))
    .update(`${organizationId}.${userId}.${nonce}`)
    .digest('base64url');
}

const feedUrl = (app: FastifyInstance, organizationId: number, secret: string) =>
  `${app.config.publicUrl.replace(/\/+$/, '')}${FEED_PATH}/${organizationId}.${secret}.ics`;

const factsOf = (b: teeRepo.BookingDetail, stamp: Date): Omit<BookingFacts, 'sequence'> => ({
  booking_id: b.id,
  course_name: b.course_name,
  date: b.date,
  start_time: hhmm(b.start_time),
  player_count: b.player_count,
  round_minutes: ROUND_MINUTES,
  cancelled: b.status === 'cancelled',
  stamp,
});

/** GET /tee-time-bookings/{id}/calendar.ics: for the owner, a player, or staff. */
export async function bookingIcs(
  app: FastifyInstance,
  tx: Tx,
  c: Caller,
  id: number,
): Promise<{ ics: string; date: string }> {
  const b = await teeRepo.bookingById(tx, id);
  if (!b) throw notFound('Booking');
  if (!c.isStaff && !(await repo.isOnBooking(tx, c.userId, id)))
    throw forbidden('You can see only your own bookings');
  const stamp = (await repo.bookingUpdatedAt(tx, id)) ?? b.created_at;
  return { ics: await bookingCalendar(app, tx, c.organizationId, factsOf(b, stamp)), date: b.date };
}

/** GET /tee-time-bookings/calendar-feed: the caller's feed URL, or null. */
export async function currentFeed(app: FastifyInstance, tx: Tx, c: Caller): Promise<CalendarFeed> {
  const feed = await repo.feedOf(tx, c.userId);
  if (!feed) return null;
  return {
    url: feedUrl(app, c.organizationId, await secretOf(tx, c.organizationId, c.userId, feed.nonce)),
  };
}

/** POST /tee-time-bookings/calendar-feed: makes the feed or replaces its URL. */
export async function rotateFeed(
  app: FastifyInstance,
  tx: Tx,
  c: Caller,
): Promise<NonNullable<CalendarFeed>> {
  const nonce = randomBytes(24).toString('base64url');
  const secret = await secretOf(tx, c.organizationId, c.userId, nonce);
  await repo.upsertFeed(tx, c.organizationId, c.userId, nonce, sha256(secret));
  return { url: feedUrl(app, c.organizationId, secret) };
}

/** `<org>.<secret>.ics` → its parts, or null when it is not one. */
export function parseFeedFile(file: string): { organizationId: number; secret: string } | null {
  const m = /^(\d{1,10})\.([A-Za-z0-9_-]{20,80})\.ics$/.exec(file);
  if (!m) return null;
  const organizationId = Number(m[1]);
  if (!Number.isSafeInteger(organizationId) || organizationId < 1 || organizationId > 2 ** 31 - 1)
    return null;
  return { organizationId, secret: m[2]! };
}

/**
 * GET /api/calendar/{org}.{secret}.ics, signed out: the member's confirmed bookings from today for
 * the next 90 days. 404 for an unknown, rotated or malformed token, or an inactive account.
 */
export async function feedIcs(app: FastifyInstance, file: string): Promise<string> {
  const parsed = parseFeedFile(file);
  if (!parsed) throw notFound('Calendar');
  return app.withOrg(parsed.organizationId, async (tx) => {
    const feed = await repo.feedByHash(tx, sha256(parsed.secret));
    if (!feed || feed.organization_id !== parsed.organizationId) throw notFound('Calendar');
    if ((await activeUserIds(tx, [feed.user_id])).length === 0) throw notFound('Calendar');
    const c: Caller = {
      userId: feed.user_id,
      organizationId: parsed.organizationId,
      roles: [],
      isStaff: false,
      now: app.now(),
    };
    const { clock } = await clubOf(tx, c);
    const until = addDays(clock.date, WAITLIST_LIMITS.feedDays);
    const list = (await teeRepo.bookingsOfUser(tx, feed.user_id, clock.date)).filter(
      (b) => b.date <= until,
    );
    const facts: Omit<BookingFacts, 'sequence'>[] = [];
    for (const b of list)
      facts.push(factsOf(b, (await repo.bookingUpdatedAt(tx, b.id)) ?? b.created_at));
    return bookingsCalendar(app, tx, parsed.organizationId, facts);
  });
}

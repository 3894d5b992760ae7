/**
 * After a waitlist change has committed: offers the freed places to the line, tells the members
 * offered (bell, live, e-mail), queues each offer's expiry and refreshes the sheets. Failures are
 * logged; the change itself already stands.
 */
import type { FastifyInstance } from 'fastify';
import { notifyQuietly } from '../../notifications';
import { sheetChangedFor } from '../announce';
import * as repo from './repository';
import { clubTime, offerFreed, sweep, systemCaller, type Freed, type MadeOffer } from './service';

export const EXPIRE_JOB = 'tee-sheet.waitlist-expire';
export type ExpireJob = { entry_id: number };

type Day = { courseId: number; date: string };

async function refreshDays(app: FastifyInstance, organizationId: number, days: readonly Day[]) {
  const byCourse = new Map<number, string[]>();
  for (const d of days) byCourse.set(d.courseId, [...(byCourse.get(d.courseId) ?? []), d.date]);
  for (const [courseId, dates] of byCourse)
    await sheetChangedFor(app, organizationId, courseId, dates);
}

async function tellOffered(app: FastifyInstance, organizationId: number, offers: MadeOffer[]) {
  for (const o of offers) {
    await notifyQuietly(app, {
      organizationId,
      userIds: [o.userId],
      kind: 'waitlist_offer',
      createdBy: null,
      data: {
        waitlist_id: o.entryId,
        course_name: o.courseName,
        date: o.date,
        start_time: o.startTime,
        player_count: o.playerCount,
        expires_at: o.expiresAt.toISOString(),
        expires_time: clubTime(o.expiresAt, o.timeZone),
        offer_minutes: o.offerMinutes,
      },
    });
    const delayMs = Math.max(0, o.expiresAt.getTime() - app.now().getTime());
    await app.jobs
      .enqueue<ExpireJob>(
        EXPIRE_JOB,
        { entry_id: o.entryId },
        { organizationId, delayMs: Math.round(delayMs) },
      )
      .catch((err: unknown) =>
        app.log.error({ err, entryId: o.entryId }, 'waitlist expiry was not queued'),
      );
  }
}

/**
 * Gives back the places of lapsed offers, then offers the free places of the tee times (and of
 * those lapsed offers) to the lines, each in its own transaction, and tells everyone.
 */
export async function serveLine(
  app: FastifyInstance,
  organizationId: number,
  teeTimeIds: readonly number[],
  alsoChanged: readonly Day[] = [],
): Promise<void> {
  try {
    const c = systemCaller(app, organizationId);
    const lapsed: Freed = await app.withOrg(organizationId, (tx) => sweep(tx, c));
    const ids = [...teeTimeIds, ...lapsed.teeTimeIds];
    const offers =
      ids.length === 0
        ? []
        : await app.withOrg(organizationId, (tx) =>
            offerFreed(tx, systemCaller(app, organizationId), ids),
          );
    await refreshDays(app, organizationId, [
      ...alsoChanged,
      ...lapsed.days,
      ...offers.map((o) => ({ courseId: o.courseId, date: o.date })),
    ]);
    await tellOffered(app, organizationId, offers);
  } catch (err) {
    app.log.error({ err, organizationId }, 'waitlist offers failed');
  }
}

/** The expiry job: at the offer's end, its places go to the next in line. */
export function defineExpireJob(app: FastifyInstance): void {
  app.jobs.define<ExpireJob>(
    EXPIRE_JOB,
    async (data, ctx) => {
      const organizationId = ctx.organizationId;
      if (organizationId === null) return { expired: false };
      const entry = await app.withOrg(organizationId, (tx) => repo.entryById(tx, data.entry_id));
      if (!entry || entry.status !== 'offered' || !entry.offer_expires_at)
        return { expired: false };
      const left = entry.offer_expires_at.getTime() - app.now().getTime();
      if (left > 0) {
        // The queue's clock ran ahead of the app's: look again when the offer really ends.
        await app.jobs.enqueue<ExpireJob>(EXPIRE_JOB, data, {
          organizationId,
          delayMs: Math.max(1000, Math.round(left)),
        });
        return { expired: false };
      }
      await serveLine(app, organizationId, []);
      return { expired: true };
    },
    { attempts: 5, backoffMs: 5_000 },
  );
}

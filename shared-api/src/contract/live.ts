// Live updates: the events GET /api/live streams (server-sent events). Each names what changed;
// screens refetch through the API. Part of the root contract so the shell and every remote share it.
import { z } from 'zod';
import { isoDate } from './common';

export const liveEvents = {
  /** A tee time of this course and day was booked, changed, moved, blocked or cancelled. */
  'tee-sheet.changed': z.object({ course_id: z.number().int(), date: isoDate }),
  /** The user has a new notification; unread_count is the new total. */
  'notification.created': z.object({ id: z.number().int(), unread_count: z.number().int() }),
  /** Notifications were marked read (here or in another tab). */
  'notifications.read': z.object({ unread_count: z.number().int() }),
  /** A job the user queued moved on. */
  'job.progress': z.object({
    id: z.string(),
    name: z.string(),
    state: z.enum(['waiting', 'active', 'completed', 'failed']),
    progress: z.number(),
  }),
  /** A file the user can see was added, changed or removed (thumbnails and versions included). */
  'files.changed': z.object({ file_id: z.number().int().nullable() }),
};
export type LiveEventType = keyof typeof liveEvents;
export type LiveEventData<T extends LiveEventType> = z.infer<(typeof liveEvents)[T]>;
export type LiveEvent = {
  [T in LiveEventType]: { type: T; data: LiveEventData<T> };
}[LiveEventType];

/** The stream's path under /api. */
export const LIVE_PATH = 'live';

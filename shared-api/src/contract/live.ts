// Live updates: the events GET /api/live streams (server-sent events). Each names what changed;
// screens refetch through the API. Part of the root contract so the shell and every remote share it.
import { z } from 'zod';
import { isoDate } from './common';

/** Where a background job is: queued (or waiting for a retry), running, done, given up. */
export const jobState = z.enum(['waiting', 'active', 'completed', 'failed']);
export type JobState = z.infer<typeof jobState>;

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
    state: jobState,
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

/** GET /api/live's answer as the OpenAPI document describes it: a text/event-stream. */
export const liveStream = z
  .string()
  .describe('text/event-stream: event, data and id lines per event');

// Background jobs (GET /api/jobs/{id}): what a job the caller queued has come to. Its job.progress
// events above say when to read it again.
export const jobIdParam = z.object({
  id: z
    .string()
    .regex(
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
      'id must be a job id',
    ),
});

export const jobStatus = z.object({
  id: z.string(),
  name: z.string(),
  /** Who queued it (null: nobody, or the account is gone). */
  user_id: z.number().int().nullable(),
  state: jobState,
  /** 0–100. */
  progress: z.number(),
  /** Attempts started so far. */
  attempts: z.number().int(),
  /** Why the last attempt failed (a retry may follow while state is waiting). */
  error: z.string().nullable(),
  /** What the job answered once completed (JSON), else null. */
  result: z.unknown(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type JobStatusResponse = z.infer<typeof jobStatus>;

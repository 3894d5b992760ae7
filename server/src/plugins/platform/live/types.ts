import type { LiveEvent, Permission } from '@fairway/shared-api/core';

/** Who in the organization hears an event. */
export type LiveAudience =
  { userIds: readonly number[] } | { permission: Permission } | { organization: true };

/**
 * Live updates (app.live): an event published here reaches the open GET /api/live streams of its
 * audience, in this process (default) or in every process through Redis pub/sub (REDIS_URL).
 * Events say what changed, not the data: screens refetch through the API, so permissions and
 * row-level security apply to what they show.
 */
export type Live = {
  publish(organizationId: number, audience: LiveAudience, event: LiveEvent): Promise<void>;
  /** Open streams in this process. */
  connections(): number;
};

/** Bounds and names of the live updates (BuildOptions.live; tests change them). */
export type LiveOptions = {
  /** Open streams one user may have (10: a tab each). */
  maxPerUser?: number;
  /** Open streams of this process (5000). */
  maxTotal?: number;
  /** A comment line this often keeps proxies from closing a quiet stream (25 s). */
  heartbeatMs?: number;
  /** The Redis channel's prefix ('fairway': channel fairway:live). */
  prefix?: string;
};

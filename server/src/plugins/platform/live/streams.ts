import { PassThrough } from 'node:stream';
import { hasPermission, type LiveEvent } from '@fairway/shared-api/contract';
import { tooManyRequests } from '../../../lib/errors';
import type { Principal } from '../auth/principal';
import type { LiveAudience } from './types';

/** One open GET /api/live: whose it is and the body Fastify sends. */
export type LiveStream = {
  organizationId: number;
  userId: number;
  sessionId: string | null;
  permissions: readonly string[];
  body: PassThrough;
  /** The stream ends then: its access token needs renewing, which the browser does between streams. */
  closesAt: number;
  lastId: number;
};

export type StreamLimits = { maxPerUser: number; maxTotal: number; heartbeatMs: number };

/** A reader that stops reading is dropped past this much unsent text. */
const MAX_BUFFERED_BYTES = 256 * 1024;
/** How long after a stream ends the browser tries again: spread, so a whole club does not return at once. */
const RETRY_MS = { min: 1000, spread: 4000 };

const hears = (s: LiveStream, audience: LiveAudience): boolean =>
  'userIds' in audience
    ? audience.userIds.includes(s.userId)
    : 'permission' in audience
      ? hasPermission(s.permissions, audience.permission)
      : audience.organization === true;

/**
 * The open streams of this process by organization, with their bounds: maxPerUser per user,
 * maxTotal in all (beyond them, 429). One timer writes the heartbeat comment to every stream and
 * ends the streams whose time is up; it runs only while a stream is open and never keeps the
 * process alive.
 */
export class LiveStreams {
  private readonly byOrganization = new Map<number, Set<LiveStream>>();
  private readonly perUser = new Map<string, number>();
  private total = 0;
  private heartbeat: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(private readonly limits: StreamLimits) {}

  count(): number {
    return this.total;
  }

  /** Opens a stream for the principal that ends after ttlMs; 429 beyond the bounds. */
  open(principal: Principal, ttlMs: number): LiveStream {
    const user = `${principal.organizationId}:${principal.userId}`;
    const mine = this.perUser.get(user) ?? 0;
    if (this.closed || this.total >= this.limits.maxTotal)
      throw tooManyRequests(
        'The server has as many live connections open as it can take; try again shortly',
        30,
      );
    if (mine >= this.limits.maxPerUser)
      throw tooManyRequests(
        `You have ${mine} live connections open already (one for each open tab): close a tab and try again`,
        30,
      );
    const stream: LiveStream = {
      organizationId: principal.organizationId,
      userId: principal.userId,
      sessionId: principal.sessionId,
      permissions: principal.permissions,
      body: new PassThrough(),
      closesAt: Date.now() + ttlMs,
      lastId: 0,
    };
    const set = this.byOrganization.get(stream.organizationId) ?? new Set();
    this.byOrganization.set(stream.organizationId, set.add(stream));
    this.perUser.set(user, mine + 1);
    this.total++;
    let removed = false;
    stream.body.once('close', () => {
      if (removed) return;
      removed = true;
      set.delete(stream);
      if (set.size === 0) this.byOrganization.delete(stream.organizationId);
      const left = (this.perUser.get(user) ?? 1) - 1;
      if (left > 0) this.perUser.set(user, left);
      else this.perUser.delete(user);
      this.total--;
      if (this.total === 0) this.stopHeartbeat();
    });
    const retry = RETRY_MS.min + Math.floor(Math.random() * RETRY_MS.spread);
    this.write(stream, `retry: ${retry}\n: connected\n\n`);
    this.startHeartbeat();
    return stream;
  }

  /** Sends the event to the organization's streams its audience covers; answers how many. */
  deliver(organizationId: number, audience: LiveAudience, event: LiveEvent): number {
    let sent = 0;
    for (const s of this.byOrganization.get(organizationId) ?? []) {
      if (!hears(s, audience)) continue;
      s.lastId++;
      const frame = `event: ${event.type}\ndata: ${JSON.stringify(event.data)}\nid: ${s.lastId}\n\n`;
      if (this.write(s, frame)) sent++;
    }
    return sent;
  }

  /**
   * Ends the streams a change of principals concerns (payloads of channel fairway_principals:
   * s<session>, u<user>, o<organization>, or * when some may have been missed). The browser
   * opens a new one at once, resolved with the session's current grants or refused.
   */
  endFor(key: string): void {
    const kind = key[0];
    const id = key.slice(1);
    for (const set of this.byOrganization.values())
      for (const s of set) {
        const concerned =
          key === '*' ||
          (kind === 's' && s.sessionId === id) ||
          (kind === 'u' && String(s.userId) === id) ||
          (kind === 'o' && String(s.organizationId) === id);
        if (concerned) s.body.end();
      }
  }

  /** Ends every stream and refuses new ones (the app is closing). */
  endAll(): void {
    this.closed = true;
    for (const set of [...this.byOrganization.values()]) for (const s of set) s.body.end();
    this.stopHeartbeat();
  }

  private write(s: LiveStream, text: string): boolean {
    if (s.body.writableEnded || s.body.destroyed) return false;
    if (s.body.writableLength > MAX_BUFFERED_BYTES) {
      s.body.destroy();
      return false;
    }
    s.body.write(text);
    return true;
  }

  private startHeartbeat(): void {
    if (this.heartbeat) return;
    this.heartbeat = setInterval(() => this.beat(), this.limits.heartbeatMs);
    this.heartbeat.unref();
  }

  private stopHeartbeat(): void {
    clearInterval(this.heartbeat);
    this.heartbeat = undefined;
  }

  private beat(): void {
    const now = Date.now();
    for (const set of this.byOrganization.values())
      for (const s of set) {
        if (now >= s.closesAt) s.body.end();
        else this.write(s, ': heartbeat\n\n');
      }
  }
}

/**
 * Channels the schema announces changes on (NOTIFY, delivered when the transaction commits). Each
 * process listens on all of them from the moment it opens the database.
 */
export const CHANNELS = ['fairway_principals', 'fairway_jobs'] as const;
export type Channel = (typeof CHANNELS)[number];

/** Delivered to every handler when announcements may have been missed (a listener reconnected). */
export const MISSED = '*';

export type NotificationHandler = (payload: string) => void;

/** The handlers of each channel; a throwing handler does not stop the others. */
export class Notifications {
  private readonly handlers = new Map<Channel, Set<NotificationHandler>>();

  on(channel: Channel, handler: NotificationHandler): () => void {
    const set = this.handlers.get(channel) ?? new Set();
    this.handlers.set(channel, set.add(handler));
    return () => void set.delete(handler);
  }

  deliver(channel: string, payload: string): void {
    for (const handler of this.handlers.get(channel as Channel) ?? []) {
      try {
        handler(payload);
      } catch {
        /* a handler's failure is its own */
      }
    }
  }

  /** Every handler of every channel hears that something may have been missed. */
  missed(): void {
    for (const channel of this.handlers.keys()) this.deliver(channel, MISSED);
  }
}

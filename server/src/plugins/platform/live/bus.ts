import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';
import { z } from 'zod';
import { liveEvents, type LiveEvent, type LiveEventType } from '@fairway/shared-api/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { LiveAudience } from './types';

/** An event on its way to the streams of every process. */
export type LiveMessage = { organizationId: number; audience: LiveAudience; event: LiveEvent };
export type Deliver = (message: LiveMessage) => void;

/** Carries published events to every process's streams (deliver is called in each). */
export type LiveBus = {
  publish(message: LiveMessage): Promise<void>;
  close(): Promise<void>;
};

const id = z.number().int().positive();
const audience = z.union([
  z.object({ userIds: z.array(id).max(10_000) }).strict(),
  z.object({ permission: z.string().min(3).max(100) }).strict(),
  z.object({ organization: z.literal(true) }).strict(),
]);
const envelope = z.object({
  organizationId: id,
  audience,
  event: z.object({ type: z.string(), data: z.unknown() }),
});

/**
 * The message checked: the organization and audience well formed, the event a known type with
 * data its schema accepts. Answers the reason when it is not.
 */
export function checkMessage(value: unknown): LiveMessage | string {
  const parsed = envelope.safeParse(value);
  if (!parsed.success) return `not a live message: ${parsed.error.issues[0]?.message}`;
  const { type, data } = parsed.data.event;
  const schema = liveEvents[type as LiveEventType];
  if (!schema) return `unknown live event type ${JSON.stringify(type)}`;
  const checked = schema.safeParse(data);
  if (!checked.success)
    return `${type}: ${checked.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`;
  return {
    organizationId: parsed.data.organizationId,
    audience: parsed.data.audience as LiveAudience,
    event: { type, data: checked.data } as LiveEvent,
  };
}

/** In this process only (no REDIS_URL). */
export function localBus(deliver: Deliver): LiveBus {
  const emitter = new EventEmitter();
  emitter.on('message', deliver);
  return {
    publish: async (message) => void emitter.emit('message', message),
    close: async () => void emitter.removeAllListeners(),
  };
}

/** How long the server waits for Redis at start before it gives up with a clear message. */
const CONNECT_TIMEOUT_MS = 10_000;

/**
 * Redis pub/sub (REDIS_URL): one connection publishes, one listens on the channel, and every
 * process delivers what it hears (its own messages too) to its own streams.
 */
export async function redisBus(
  url: string,
  channel: string,
  deliver: Deliver,
  log: FastifyBaseLogger,
): Promise<LiveBus> {
  const options = { maxRetriesPerRequest: 2, connectTimeout: CONNECT_TIMEOUT_MS };
  const pub = new Redis(url, options);
  const sub = new Redis(url, options);
  let lastWarning = 0;
  const warn = (err: Error) => {
    // A Redis that is down errors on every reconnection: once a minute is enough.
    if (Date.now() - lastWarning < 60_000) return;
    lastWarning = Date.now();
    log.warn({ err }, 'live updates: Redis error');
  };
  pub.on('error', warn);
  sub.on('error', warn);
  sub.on('message', (from: string, text: string) => {
    if (from !== channel) return;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      value = undefined;
    }
    const message = checkMessage(value);
    if (typeof message === 'string') log.warn({ reason: message }, 'live message dropped');
    else deliver(message);
  });
  const close = async () => {
    await Promise.allSettled([sub.quit(), pub.quit()]);
  };
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      sub.subscribe(channel),
      new Promise((_, reject) => {
        timer = setTimeout(
          () =>
            reject(new Error('Redis (REDIS_URL) did not answer within 10 s: live updates need it')),
          CONNECT_TIMEOUT_MS,
        );
      }),
    ]);
  } catch (err) {
    sub.disconnect();
    pub.disconnect();
    throw err;
  } finally {
    clearTimeout(timer);
  }
  return {
    publish: async (message) => {
      await pub.publish(channel, JSON.stringify(message));
    },
    close,
  };
}

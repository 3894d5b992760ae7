// Live updates in the browser: one EventSource to /api/live per page, shared by every screen.
import { LIVE_PATH, liveEvents, type LiveEventData, type LiveEventType } from '../contract/live';
import { getHttp } from './instance';

/** The part of the browser's EventSource the client uses (tests pass a fake). */
export type LiveEventSource = {
  readonly readyState: number;
  onopen: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
  addEventListener(type: string, listener: (event: { data: unknown }) => void): void;
  removeEventListener(type: string, listener: (event: { data: unknown }) => void): void;
  close(): void;
};

export type LiveClientOptions = {
  /** The stream's URL ('/api/live'). */
  url?: string;
  /** Opens the EventSource (the browser's by default). */
  createEventSource?: (url: string) => LiveEventSource | null;
  /**
   * Called before opening the stream again after the server refused or ended it for good (an
   * expired access token answers 401, which EventSource does not retry): a call through the Http
   * client, which renews the session when it can.
   */
  ensureSession?: () => Promise<unknown>;
  /** The first wait before opening it again (1 s), doubled each time up to maxDelayMs (30 s). */
  initialDelayMs?: number;
  maxDelayMs?: number;
};

export type LiveHandler<T extends LiveEventType> = (data: LiveEventData<T>) => void;

export type LiveClient = {
  subscribe<T extends LiveEventType>(type: T, handler: LiveHandler<T>): () => void;
  /** Called each time the stream is open again after a break: events may have been missed, refetch. */
  onReconnect(handler: () => void): () => void;
  /** Closes the stream and forgets every subscription. */
  close(): void;
};

/** EventSource.CLOSED: the browser gave up on the stream and will not retry it by itself. */
const CLOSED = 2;

/** The browser's EventSource; null where there is none (screens then work without live updates). */
function browserEventSource(url: string): LiveEventSource | null {
  if (typeof EventSource === 'undefined') return null;
  return new EventSource(url, { withCredentials: true }) as unknown as LiveEventSource;
}

/**
 * A live client: the EventSource opens with the first subscription and closes with the last.
 * The browser retries a dropped stream by itself (after the retry the server asked for); when it
 * gives up (the stream was refused) the client opens it again with backoff, after ensureSession.
 * Every open after the first calls the reconnect handlers. Each event's data is checked with its
 * schema from liveEvents; data that does not match is dropped.
 */
export function createLiveClient(options: LiveClientOptions = {}): LiveClient {
  const url = options.url ?? `/api/${LIVE_PATH}`;
  const create = options.createEventSource ?? browserEventSource;
  const ensureSession = options.ensureSession ?? (() => getHttp().get('user/current'));
  const initialDelayMs = options.initialDelayMs ?? 1000;
  const maxDelayMs = options.maxDelayMs ?? 30_000;

  const handlers = new Map<LiveEventType, Set<(data: unknown) => void>>();
  const listeners = new Map<LiveEventType, (event: { data: unknown }) => void>();
  const reconnectHandlers = new Set<() => void>();
  let source: LiveEventSource | null = null;
  let opened = false;
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const subscriptions = () => [...handlers.values()].reduce((n, set) => n + set.size, 0);

  function listenerFor(type: LiveEventType) {
    let listener = listeners.get(type);
    if (!listener) {
      listener = (event) => dispatch(type, event.data);
      listeners.set(type, listener);
    }
    return listener;
  }

  function dispatch(type: LiveEventType, raw: unknown): void {
    let value: unknown;
    try {
      value = typeof raw === 'string' ? JSON.parse(raw) : undefined;
    } catch {
      return;
    }
    const parsed = liveEvents[type].safeParse(value);
    if (!parsed.success) return;
    for (const handler of [...(handlers.get(type) ?? [])]) {
      try {
        handler(parsed.data);
      } catch (err) {
        console.error(`live ${type} handler failed`, err);
      }
    }
  }

  function open(): void {
    const es = create(url);
    if (!es) return;
    source = es;
    for (const type of handlers.keys()) es.addEventListener(type, listenerFor(type));
    es.onopen = () => {
      failures = 0;
      if (opened) for (const handler of [...reconnectHandlers]) handler();
      opened = true;
    };
    es.onerror = () => {
      if (es.readyState === CLOSED && source === es) retryLater();
    };
  }

  function retryLater(): void {
    source?.close();
    source = null;
    const delay = Math.min(initialDelayMs * 2 ** failures, maxDelayMs);
    failures++;
    // Spread: a club whose streams all ended together does not come back all at once.
    const wait = delay / 2 + Math.random() * (delay / 2);
    timer = setTimeout(() => {
      timer = null;
      void ensureSession()
        .catch(() => undefined)
        .then(() => {
          if (!source && !timer && subscriptions() > 0) open();
        });
    }, wait);
  }

  function stop(): void {
    if (timer) clearTimeout(timer);
    timer = null;
    source?.close();
    source = null;
    opened = false;
    failures = 0;
  }

  return {
    subscribe(type, handler) {
      const set = handlers.get(type) ?? new Set();
      const first = set.size === 0;
      handlers.set(type, set.add(handler as (data: unknown) => void));
      if (source && first) source.addEventListener(type, listenerFor(type));
      if (!source && !timer) open();
      return () => {
        if (!set.delete(handler as (data: unknown) => void)) return;
        if (set.size === 0) {
          handlers.delete(type);
          const listener = listeners.get(type);
          if (source && listener) source.removeEventListener(type, listener);
        }
        if (subscriptions() === 0) stop();
      };
    },
    onReconnect(handler) {
      reconnectHandlers.add(handler);
      return () => void reconnectHandlers.delete(handler);
    },
    close() {
      handlers.clear();
      stop();
    },
  };
}

let shared: LiveClient | null = null;
let sharedOptions: LiveClientOptions = {};

/** Sets up the page's live client (the shell may; tests do); closes the one there was. */
export function configureLive(options: LiveClientOptions = {}): void {
  shared?.close();
  shared = null;
  sharedOptions = options;
}

const liveClient = () => (shared ??= createLiveClient(sharedOptions));

/**
 * Calls handler with each `type` event for the signed-in person, its data checked; answers the
 * unsubscribe. The page's one stream opens with the first subscription and closes with the last.
 */
export function subscribeLive<T extends LiveEventType>(
  type: T,
  handler: LiveHandler<T>,
): () => void {
  return liveClient().subscribe(type, handler);
}

/** Calls handler each time the stream is back after a break (events may have been missed: refetch). */
export function onLiveReconnect(handler: () => void): () => void {
  return liveClient().onReconnect(handler);
}

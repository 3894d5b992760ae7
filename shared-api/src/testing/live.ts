// A stand-in for the browser's EventSource, for tests of screens that follow live updates.
import { configureLive, type LiveEventSource } from '../http/live';
import type { LiveEventData, LiveEventType } from '../contract/live';

/**
 * A stand-in for the browser's EventSource (the API boundary): the test opens it, errors it and
 * sends it events as the browser would after reading the stream.
 */
export class FakeEventSource implements LiveEventSource {
  static made: FakeEventSource[] = [];
  readyState = 0;
  onopen: ((event: unknown) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  closed = false;
  private readonly listeners = new Map<string, Set<(event: { data: unknown }) => void>>();

  constructor(readonly url: string) {
    FakeEventSource.made.push(this);
  }

  addEventListener(type: string, listener: (event: { data: unknown }) => void): void {
    const set = this.listeners.get(type) ?? new Set();
    this.listeners.set(type, set.add(listener));
  }

  removeEventListener(type: string, listener: (event: { data: unknown }) => void): void {
    this.listeners.get(type)?.delete(listener);
  }

  close(): void {
    this.closed = true;
    this.readyState = 2;
  }

  // What the browser does:
  open(): void {
    this.readyState = 1;
    this.onopen?.({});
  }
  /** The connection dropped; the browser retries by itself (CONNECTING) or gave up (CLOSED). */
  fail(gaveUp: boolean): void {
    this.readyState = gaveUp ? 2 : 0;
    this.onerror?.({});
  }
  emit(type: string, data: string): void {
    for (const listener of this.listeners.get(type) ?? []) listener({ data });
  }
}

/**
 * Points the page's live client at fake streams: `emit` delivers an event to every open stream as
 * the browser would after reading it from /api/live, `reconnect` drops the streams and has the
 * browser open them again (screens refetch). Call it before the screen subscribes.
 */
export function installFakeLive() {
  FakeEventSource.made = [];
  configureLive({
    createEventSource: (url) => {
      const source = new FakeEventSource(url);
      queueMicrotask(() => source.open());
      return source;
    },
    ensureSession: async () => undefined,
  });
  const open = () => FakeEventSource.made.filter((s) => !s.closed);
  return {
    emit<T extends LiveEventType>(type: T, data: LiveEventData<T>): void {
      for (const source of open()) source.emit(type, JSON.stringify(data));
    },
    reconnect(): void {
      for (const source of open()) {
        source.fail(false);
        source.open();
      }
    },
  };
}

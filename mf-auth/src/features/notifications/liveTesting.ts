// Test support: live events delivered through the real live client over a fake EventSource.
// Importing it points the page's live client at the fakes. Never part of a bundle.
import type { LiveEventData, LiveEventType } from '@fairway/shared-api';
import { installFakeLive } from '@fairway/shared-api/testing';

const live = installFakeLive();

export function emitLive<T extends LiveEventType>(type: T, data: LiveEventData<T>): void {
  live.emit(type, data);
}

export function reconnectLive(): void {
  live.reconnect();
}

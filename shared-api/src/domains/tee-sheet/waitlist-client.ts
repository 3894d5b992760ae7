import type { Http } from '@fairway/shared-api/core';

/** Issue 12: the waitlist calls of the tee sheet. */
export function createWaitlistClient(http: Http) {
  void http;
  return {};
}
export type WaitlistClient = ReturnType<typeof createWaitlistClient>;

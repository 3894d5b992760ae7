import type { Http } from '@fairway/shared-api/core';

/** Issue 12: the green-fees calls of the tee sheet. */
export function createGreenFeesClient(http: Http) {
  void http;
  return {};
}
export type GreenFeesClient = ReturnType<typeof createGreenFeesClient>;

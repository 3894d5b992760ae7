import type { Http } from '@fairway/shared-api/core';

/** Issue 12: the desk calls of the tee sheet. */
export function createDeskClient(http: Http) {
  void http;
  return {};
}
export type DeskClient = ReturnType<typeof createDeskClient>;

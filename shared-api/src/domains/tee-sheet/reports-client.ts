import type { Http } from '@fairway/shared-api/core';

/** Issue 12: the reports calls of the tee sheet. */
export function createReportsClient(http: Http) {
  void http;
  return {};
}
export type ReportsClient = ReturnType<typeof createReportsClient>;

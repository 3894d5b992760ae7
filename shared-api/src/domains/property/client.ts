import type { Http } from '@fairway/shared-api/core';

/** /api/settings/houses, /tenants, /sub-tenants and /financial (docs/property.md). */
export function createPropertyClient(http: Http) {
  void http;
  return {};
}
export type PropertyClient = ReturnType<typeof createPropertyClient>;

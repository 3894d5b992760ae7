import { withMessage, type Http } from '@fairway/shared-api/core';
import type { Organization, OrganizationCreate, OrganizationUpdate } from './contract';

/** /api/settings/organizations. Failure texts are the spec's (section 8). */
export function createOrganizationsClient(http: Http) {
  return {
    list: () =>
      withMessage(
        http.get<Organization[]>('settings/organizations'),
        'Failed to fetch organizations',
      ),
    get: (id: number) => http.get<Organization>(`settings/organizations/${id}`),
    create: (body: OrganizationCreate) =>
      withMessage(
        http.post<Organization>('settings/organizations', body),
        'Failed to create organization',
      ),
    update: (id: number, body: OrganizationUpdate) =>
      withMessage(
        http.put<Organization>(`settings/organizations/${id}`, body),
        `Failed to update organization with ID ${id}`,
      ),
    remove: (id: number) =>
      withMessage(
        http.delete<void>(`settings/organizations/${id}`),
        `Failed to delete organization with ID ${id}`,
      ),
  };
}
export type OrganizationsClient = ReturnType<typeof createOrganizationsClient>;

import {
  createOrganizationsClient,
  createRolesClient,
  createSettingsClient,
  createUsersClient,
  getHttp,
} from '@fairway/shared-api';

/**
 * The typed clients on the portal's one Http (configured by the shell, or by a test). Created per
 * call so they always use the Http that configureHttp() set last.
 */
export const usersApi = () => createUsersClient(getHttp());
export const rolesApi = () => createRolesClient(getHttp());
export const organizationsApi = () => createOrganizationsClient(getHttp());
export const settingsApi = () => createSettingsClient(getHttp());

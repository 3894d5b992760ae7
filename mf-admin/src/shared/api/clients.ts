import { getHttp } from '@fairway/shared-api';
import { createOrganizationsClient } from '@fairway/shared-api/organizations';
import { createRolesClient } from '@fairway/shared-api/roles';
import { createSettingsClient } from '@fairway/shared-api/settings';
import { createUsersClient } from '@fairway/shared-api/users';

/**
 * The typed clients on the portal's one Http (configured by the shell, or by a test). Created per
 * call so they always use the Http that configureHttp() set last.
 */
export const usersApi = () => createUsersClient(getHttp());
export const rolesApi = () => createRolesClient(getHttp());
export const organizationsApi = () => createOrganizationsClient(getHttp());
export const settingsApi = () => createSettingsClient(getHttp());

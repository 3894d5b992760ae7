import { getHttp } from '@fairway/shared-api';
import { createFilesClient } from '@fairway/shared-api/files';
import { createEquipmentRentalsClient } from '@fairway/shared-api/rentals';
import { createUsersClient } from '@fairway/shared-api/users';

/**
 * The typed clients on the portal's one Http (configured by the shell, or by a test). Created per
 * call so they always use the Http that configureHttp() set last.
 */
export const rentalsApi = () => createEquipmentRentalsClient(getHttp());
/** Staff picking the member a rental is for (member-search). */
export const usersApi = () => createUsersClient(getHttp());
/** Pictures of the rented items. */
export const filesApi = () => createFilesClient(getHttp());

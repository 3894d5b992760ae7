import { getHttp } from '@fairway/shared-api';
import { createFilesClient } from '@fairway/shared-api/files';
import { createHouseMaintenanceClient } from '@fairway/shared-api/house-maintenance';
import { createHouseRentalsClient } from '@fairway/shared-api/house-rentals';
import { createPropertyClient } from '@fairway/shared-api/property';
import { createEquipmentRentalsClient } from '@fairway/shared-api/rentals';
import { createSubscriptionsClient } from '@fairway/shared-api/subscriptions';
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
/** Houses, households, sub-tenants and the money views (docs/property.md). */
export const propertyApi = () => createPropertyClient(getHttp());
/** Listings, periods, bookings, images and feedback of house stays. */
export const houseRentalsApi = () => createHouseRentalsClient(getHttp());
/** Maintenance jobs, types, activities, interests and balances. */
export const maintenanceApi = () => createHouseMaintenanceClient(getHttp());
/** Subscriptions, their types, who joined, balances. */
export const subscriptionsApi = () => createSubscriptionsClient(getHttp());

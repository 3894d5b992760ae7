import { getHttp } from '@fairway/shared-api';
import { createShopCatalogueClient, createShopCommerceClient } from '@fairway/shared-api/shop';
import { createUsersClient } from '@fairway/shared-api/users';

/**
 * The counter's typed clients on the portal's one Http (configured by the shell, or by a test),
 * created per call so they always use the Http that configureHttp() set last.
 */
export const commerceApi = () => createShopCommerceClient(getHttp());
export const catalogueApi = () => createShopCatalogueClient(getHttp());
/** The staff member search (GET /users/member-search): the customer of a sale. */
export const usersApi = () => createUsersClient(getHttp());

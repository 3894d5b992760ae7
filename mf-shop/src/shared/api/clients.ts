import { getHttp } from '@fairway/shared-api';
import { createFilesClient } from '@fairway/shared-api/files';
import { createShopCatalogueClient, createShopCommerceClient } from '@fairway/shared-api/shop';

/**
 * The typed clients on the portal's one Http (configured by the shell, or by a test). Created per
 * call so they always use the Http that configureHttp() set last.
 */
export const catalogueApi = () => createShopCatalogueClient(getHttp());
export const commerceApi = () => createShopCommerceClient(getHttp());
/** Item pictures are files of the files module (category `item-images`, visibility `members`). */
export const filesApi = () => createFilesClient(getHttp());

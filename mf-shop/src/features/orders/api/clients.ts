import { getHttp } from '@fairway/shared-api';
import { createShopCommerceClient } from '@fairway/shared-api/shop';

/** The orders' typed client on the portal's one Http, created per call (the latest Http). */
export const commerceApi = () => createShopCommerceClient(getHttp());

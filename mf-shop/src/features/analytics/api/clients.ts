import { getHttp } from '@fairway/shared-api';
import { createShopAnalyticsClient, createShopCatalogueClient } from '@fairway/shared-api/shop';

/** Analytics' typed clients on the portal's one Http, created per call (the latest Http). */
export const analyticsApi = () => createShopAnalyticsClient(getHttp());
/** Categories and brands for the item filters. */
export const catalogueApi = () => createShopCatalogueClient(getHttp());

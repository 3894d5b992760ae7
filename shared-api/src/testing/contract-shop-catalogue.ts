import { z } from 'zod';
import {
  shopBrand,
  shopCategory,
  shopInventory,
  shopItem,
  shopItemWithImages,
  shopRentalRequest,
  shopTransaction,
  shopTransactionStatusOption,
  shopTransactionType,
} from '../domains/shop/catalogue';
import type { CallResponses } from './contract-types';

const s = '/api/settings';

/** The shop's catalogue calls: success status → body schema (see CONTRACT_RESPONSES). */
export const SHOP_CATALOGUE_RESPONSES: Readonly<Record<string, CallResponses>> = {
  [`GET ${s}/brands`]: { 200: z.array(shopBrand) },
  [`POST ${s}/brands`]: { 201: shopBrand },
  [`GET ${s}/brands/:id`]: { 200: shopBrand },
  [`PUT ${s}/brands/:id`]: { 200: shopBrand },
  [`DELETE ${s}/brands/:id`]: { 204: z.null() },

  [`GET ${s}/categories`]: { 200: z.array(shopCategory) },
  [`POST ${s}/categories`]: { 201: shopCategory },
  [`GET ${s}/categories/:id`]: { 200: shopCategory },
  [`PUT ${s}/categories/:id`]: { 200: shopCategory },
  [`DELETE ${s}/categories/:id`]: { 204: z.null() },

  [`GET ${s}/items`]: { 200: z.array(shopItem) },
  [`POST ${s}/items`]: { 201: shopItem },
  [`GET ${s}/items/with-images`]: { 200: z.array(shopItemWithImages) },
  [`GET ${s}/items/brand/:brandId`]: { 200: z.array(shopItem) },
  [`GET ${s}/items/:id`]: { 200: shopItem },
  [`GET ${s}/items/:id/with-images`]: { 200: shopItemWithImages },
  [`PUT ${s}/items/:id`]: { 200: shopItem },
  [`DELETE ${s}/items/:id`]: { 204: z.null() },

  [`GET ${s}/inventory`]: { 200: z.array(shopInventory) },
  [`POST ${s}/inventory`]: { 201: shopInventory },
  [`GET ${s}/inventory/for-sale`]: { 200: z.array(shopInventory) },
  [`PUT ${s}/inventory/:id`]: { 200: shopInventory },
  [`DELETE ${s}/inventory/:id`]: { 204: z.null() },

  [`GET ${s}/inventory/transaction-types`]: { 200: z.array(shopTransactionType) },
  [`POST ${s}/inventory/transaction-types`]: { 201: shopTransactionType },
  [`GET ${s}/inventory/transaction-types/:id`]: { 200: shopTransactionType },
  [`PUT ${s}/inventory/transaction-types/:id`]: { 200: shopTransactionType },
  [`DELETE ${s}/inventory/transaction-types/:id`]: { 204: z.null() },

  [`GET ${s}/transactions`]: { 200: z.array(shopTransaction) },
  [`POST ${s}/transactions`]: { 201: shopTransaction },
  [`GET ${s}/transactions/statuses`]: { 200: z.array(shopTransactionStatusOption) },
  [`GET ${s}/transactions/rental-requests`]: { 200: z.array(shopRentalRequest) },
  [`GET ${s}/transactions/:id`]: { 200: shopTransaction },
  [`PUT ${s}/transactions/:id`]: { 200: shopTransaction },
};

// The shop's catalogue calls, as the screens use them.
import { withMessage, type Http, type SearchParams } from '@fairway/shared-api/core';
import type {
  ShopBrand,
  ShopBrandInput,
  ShopBrandUpdate,
  ShopCategory,
  ShopCategoryInput,
  ShopCategoryUpdate,
  ShopInventory,
  ShopInventoryInput,
  ShopInventoryListQuery,
  ShopInventoryUpdate,
  ShopItem,
  ShopItemInput,
  ShopItemListQuery,
  ShopItemUpdate,
  ShopItemWithImages,
  ShopNamedListQuery,
  ShopRentalRequest,
  ShopRentalRequestListQuery,
  ShopTransaction,
  ShopTransactionInput,
  ShopTransactionListQuery,
  ShopTransactionStatusOption,
  ShopTransactionType,
  ShopTransactionTypeInput,
  ShopTransactionTypeListQuery,
  ShopTransactionTypeUpdate,
  ShopTransactionUpdate,
} from './catalogue';

const base = 'settings';
const brands = `${base}/brands`;
const categories = `${base}/categories`;
const items = `${base}/items`;
const inventory = `${base}/inventory`;
const types = `${base}/inventory/transaction-types`;
const transactions = `${base}/transactions`;

/** A page of a list: its rows and the X-Total-Count header. */
export type ShopPage<T> = { items: T[]; total: number };

const params = (query: object = {}): { searchParams: SearchParams } => ({
  searchParams: query as SearchParams,
});

/** Spec §8: these lists become empty lists on failure (the `…OrEmpty` calls). */
async function orEmpty<T>(call: Promise<T[]>): Promise<T[]> {
  try {
    return await call;
  } catch {
    return [];
  }
}

/**
 * /api/settings/{brands,categories,items,inventory,transactions}: the shop's catalogue, stock and
 * ledger. Every failure reads as what the person was doing ('Failed to fetch items'); the server's
 * own text is kept in the error's `details`. Lists answer `{ items, total }` and raise on failure,
 * so a screen can tell "none" from "could not load"; the spec's client turned the items, inventory
 * and transactions lists into empty lists on failure (§8), which `itemsOrEmpty`, `inventoryOrEmpty`
 * and `transactionsOrEmpty` keep for callers that want that.
 */
export function createShopCatalogueClient(http: Http) {
  const page = <T>(path: string, query: object | undefined, message: string) =>
    withMessage(http.getPage<T>(path, params(query)), message);

  return {
    // Brands
    brands: (query: ShopNamedListQuery = {}) =>
      page<ShopBrand>(brands, query, 'Failed to fetch brands'),
    brand: (id: number) =>
      withMessage(http.get<ShopBrand>(`${brands}/${id}`), 'Failed to fetch brand'),
    createBrand: (body: ShopBrandInput) =>
      withMessage(http.post<ShopBrand>(brands, body), 'Failed to create brand'),
    updateBrand: (id: number, body: ShopBrandUpdate) =>
      withMessage(http.put<ShopBrand>(`${brands}/${id}`, body), 'Failed to update brand'),
    deleteBrand: (id: number) =>
      withMessage(http.delete<void>(`${brands}/${id}`), 'Failed to delete brand'),

    // Categories
    categories: (query: ShopNamedListQuery = {}) =>
      page<ShopCategory>(categories, query, 'Failed to fetch categories'),
    category: (id: number) =>
      withMessage(http.get<ShopCategory>(`${categories}/${id}`), 'Failed to fetch category'),
    createCategory: (body: ShopCategoryInput) =>
      withMessage(http.post<ShopCategory>(categories, body), 'Failed to create category'),
    updateCategory: (id: number, body: ShopCategoryUpdate) =>
      withMessage(http.put<ShopCategory>(`${categories}/${id}`, body), 'Failed to update category'),
    deleteCategory: (id: number) =>
      withMessage(http.delete<void>(`${categories}/${id}`), 'Failed to delete category'),

    // Items
    items: (query: ShopItemListQuery = {}) => page<ShopItem>(items, query, 'Failed to fetch items'),
    itemsOrEmpty: (query: ShopItemListQuery = {}) =>
      orEmpty(http.get<ShopItem[]>(items, params(query))),
    itemsWithImages: (query: ShopItemListQuery = {}) =>
      page<ShopItemWithImages>(`${items}/with-images`, query, 'Failed to fetch items'),
    itemsByBrand: (brandId: number, query: ShopItemListQuery = {}) =>
      page<ShopItem>(`${items}/brand/${brandId}`, query, 'Failed to fetch items of the brand'),
    item: (id: number) => withMessage(http.get<ShopItem>(`${items}/${id}`), 'Failed to fetch item'),
    itemWithImages: (id: number) =>
      withMessage(
        http.get<ShopItemWithImages>(`${items}/${id}/with-images`),
        'Failed to fetch item',
      ),
    createItem: (body: ShopItemInput) =>
      withMessage(http.post<ShopItem>(items, body), 'Failed to create item'),
    /** `images` (when sent) replaces the item's images in that order, the first primary. */
    updateItem: (id: number, body: ShopItemUpdate) =>
      withMessage(http.put<ShopItem>(`${items}/${id}`, body), 'Failed to update item'),
    deleteItem: (id: number) =>
      withMessage(http.delete<void>(`${items}/${id}`), 'Failed to delete item'),

    // Inventory
    inventory: (query: ShopInventoryListQuery = {}) =>
      page<ShopInventory>(inventory, query, 'Failed to fetch inventory'),
    inventoryOrEmpty: (query: ShopInventoryListQuery = {}) =>
      orEmpty(http.get<ShopInventory[]>(inventory, params(query))),
    /** Sale stock of active items with units on the shelf: the members' shop. */
    forSale: (query: ShopInventoryListQuery = {}) =>
      page<ShopInventory>(`${inventory}/for-sale`, query, 'Failed to fetch items for sale'),
    createInventory: (body: ShopInventoryInput) =>
      withMessage(http.post<ShopInventory>(inventory, body), 'Failed to create inventory'),
    updateInventory: (id: number, body: ShopInventoryUpdate) =>
      withMessage(
        http.put<ShopInventory>(`${inventory}/${id}`, body),
        'Failed to update inventory',
      ),
    deleteInventory: (id: number) =>
      withMessage(http.delete<void>(`${inventory}/${id}`), 'Failed to delete inventory'),

    // Transaction types
    transactionTypes: (query: ShopTransactionTypeListQuery = {}) =>
      page<ShopTransactionType>(types, query, 'Failed to fetch transaction types'),
    transactionType: (id: number) =>
      withMessage(
        http.get<ShopTransactionType>(`${types}/${id}`),
        'Failed to fetch transaction type',
      ),
    createTransactionType: (body: ShopTransactionTypeInput) =>
      withMessage(http.post<ShopTransactionType>(types, body), 'Failed to create transaction type'),
    updateTransactionType: (id: number, body: ShopTransactionTypeUpdate) =>
      withMessage(
        http.put<ShopTransactionType>(`${types}/${id}`, body),
        'Failed to update transaction type',
      ),
    deleteTransactionType: (id: number) =>
      withMessage(http.delete<void>(`${types}/${id}`), 'Failed to delete transaction type'),

    // Transactions (the ledger)
    /** Staff: every movement; a member: their own. */
    transactions: (query: ShopTransactionListQuery = {}) =>
      page<ShopTransaction>(transactions, query, 'Failed to fetch transactions'),
    transactionsOrEmpty: (query: ShopTransactionListQuery = {}) =>
      orEmpty(http.get<ShopTransaction[]>(transactions, params(query))),
    transaction: (id: number) =>
      withMessage(
        http.get<ShopTransaction>(`${transactions}/${id}`),
        'Failed to fetch transaction',
      ),
    /** Staff: a restock or an adjustment; a member: a rental request. */
    createTransaction: (body: ShopTransactionInput) =>
      withMessage(
        http.post<ShopTransaction>(transactions, body),
        body.kind === 'rental_request'
          ? 'Failed to request the rental'
          : 'Failed to record the stock change',
      ),
    updateTransaction: (id: number, body: ShopTransactionUpdate) =>
      withMessage(
        http.put<ShopTransaction>(`${transactions}/${id}`, body),
        'Failed to update transaction',
      ),
    transactionStatuses: () =>
      withMessage(
        http.get<ShopTransactionStatusOption[]>(`${transactions}/statuses`),
        'Failed to fetch transaction statuses',
      ),
    /** Staff: every rental request; a member: their own. */
    rentalRequests: (query: ShopRentalRequestListQuery = {}) =>
      page<ShopRentalRequest>(
        `${transactions}/rental-requests`,
        query,
        'Failed to fetch rental requests',
      ),
  };
}
export type ShopCatalogueClient = ReturnType<typeof createShopCatalogueClient>;

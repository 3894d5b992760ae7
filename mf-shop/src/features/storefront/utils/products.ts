import type { ShopInventory, ShopItemWithImages } from '@fairway/shared-api/shop';

/** One card of the shop: an item on sale, with its shelf stock (none when out of stock). */
export type Product = {
  item_id: number;
  name: string;
  description: string | null;
  brand_id: number | null;
  brand_name: string | null;
  category_id: number | null;
  category_name: string | null;
  price: number;
  /** The thumbnail of the primary picture. */
  image_url: string | null;
  /** The sale stock row; null when the item has none on the shelf. */
  inventory_id: number | null;
  quantity: number;
  low_stock: boolean;
};

/** The primary picture's thumbnail (or the picture), else the first one's. */
export function primaryImageUrl(item: ShopItemWithImages): string | null {
  const image = item.images.find((i) => i.is_primary) ?? item.images[0];
  return image ? image.thumbnail_url || image.url : null;
}

/**
 * Active items with a sale price, joined with the for-sale stock (sale rows with stock): an item
 * without a row there is out of stock. Sorted by name.
 */
export function toProducts(
  items: readonly ShopItemWithImages[],
  stock: readonly ShopInventory[],
): Product[] {
  const byItem = new Map<number, ShopInventory>();
  for (const row of stock) if (row.purpose === 'sale') byItem.set(row.item_id, row);
  return items
    .filter((item) => item.is_active && item.sale_price !== null)
    .map((item) => {
      const row = byItem.get(item.id);
      return {
        item_id: item.id,
        name: item.name,
        description: item.description,
        brand_id: item.brand_id,
        brand_name: item.brand_name,
        category_id: item.category_id,
        category_name: item.category_name,
        price: item.sale_price ?? 0,
        image_url: primaryImageUrl(item),
        inventory_id: row ? row.id : null,
        quantity: row ? row.quantity : 0,
        low_stock: row ? row.low_stock : false,
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

export type ProductFilter = { q: string; category: string; brand: string };

/** Products matching the search words (name, brand, category, description) and the chips. */
export function filterProducts(products: readonly Product[], filter: ProductFilter): Product[] {
  const words = filter.q.trim().toLowerCase().split(/\s+/).filter(Boolean);
  return products.filter((p) => {
    if (filter.category && String(p.category_id) !== filter.category) return false;
    if (filter.brand && String(p.brand_id) !== filter.brand) return false;
    const text = [p.name, p.brand_name, p.category_name, p.description]
      .filter(Boolean)
      .join(' ')
      .toLowerCase();
    return words.every((w) => text.includes(w));
  });
}

/** The distinct { id, name } pairs of the products, by name: the filter chips. */
export function facets(
  products: readonly Product[],
  pick: (p: Product) => { id: number | null; name: string | null },
): { id: string; name: string }[] {
  const seen = new Map<string, string>();
  for (const p of products) {
    const { id, name } = pick(p);
    if (id !== null && name) seen.set(String(id), name);
  }
  return [...seen].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
}

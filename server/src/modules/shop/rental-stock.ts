import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../plugins/platform/database';
import { shopBrands, shopInventory, shopItemImages, shopItems } from './tables';

/** A rentable inventory row as the rentals module sees it. */
export type RentalStock = {
  inventoryId: number;
  itemId: number;
  itemName: string;
  brandName: string | null;
  imageFileId: number | null;
  /** The item's price per day (minor units); null when the item is not offered for rent. */
  rentalPrice: number | null;
  /** How many units the club has. */
  units: number;
  isActive: boolean;
};

/**
 * The inventory row of purpose 'rental' with this id, or null (another purpose, another club,
 * gone). `lock`: holds the row (FOR UPDATE) until the transaction ends, so two rentals of it are
 * decided one after the other.
 */
export async function rentalStock(
  tx: Tx,
  inventoryId: number,
  { lock = false }: { lock?: boolean } = {},
): Promise<RentalStock | null> {
  if (lock)
    await tx.execute(
      sql`SELECT 1 FROM shop_inventory WHERE id = ${inventoryId} AND purpose = 'rental' FOR UPDATE`,
    );
  const [row] = await tx
    .select({
      inventoryId: shopInventory.id,
      itemId: shopItems.id,
      itemName: shopItems.name,
      brandName: shopBrands.name,
      imageFileId: shopItemImages.file_id,
      rentalPrice: shopItems.rental_price,
      units: shopInventory.quantity,
      isActive: shopItems.is_active,
    })
    .from(shopInventory)
    .innerJoin(shopItems, eq(shopItems.id, shopInventory.item_id))
    .leftJoin(shopBrands, eq(shopBrands.id, shopItems.brand_id))
    .leftJoin(
      shopItemImages,
      and(eq(shopItemImages.item_id, shopItems.id), eq(shopItemImages.is_primary, true)),
    )
    .where(and(eq(shopInventory.id, inventoryId), eq(shopInventory.purpose, 'rental')));
  return row ?? null;
}

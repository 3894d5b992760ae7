import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
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
  const [row] = await selectRentalStock(
    tx,
    and(eq(shopInventory.id, inventoryId), eq(shopInventory.purpose, 'rental'))!,
  );
  return row ?? null;
}

/** The rental rows among these ids (one statement; no lock), in id order. */
export function rentalStocks(tx: Tx, inventoryIds: readonly number[]): Promise<RentalStock[]> {
  if (inventoryIds.length === 0) return Promise.resolve([]);
  return selectRentalStock(
    tx,
    and(inArray(shopInventory.id, [...inventoryIds]), eq(shopInventory.purpose, 'rental'))!,
  );
}

/**
 * What a member can rent: the club's rental rows of active items with a rental price and at least
 * one unit, by item name.
 */
export function rentalPools(tx: Tx): Promise<RentalStock[]> {
  return selectRentalStock(
    tx,
    and(
      eq(shopInventory.purpose, 'rental'),
      eq(shopItems.is_active, true),
      sql`${shopItems.rental_price} IS NOT NULL`,
      sql`${shopInventory.quantity} > 0`,
    )!,
  );
}

function selectRentalStock(tx: Tx, where: SQL): Promise<RentalStock[]> {
  return tx
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
    .where(where)
    .orderBy(asc(sql`lower(${shopItems.name})`), asc(shopInventory.id));
}

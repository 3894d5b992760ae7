import { sql } from 'drizzle-orm';
import { rowsOf } from './db/rows';
import { recordMovements } from './modules/shop';
import type { Tx } from './plugins/platform/database';

// The demo club's pro shop (issue 13): brands, categories, about thirty items priced in pence with
// SKUs and EAN-13 barcodes, sale stock with low-stock thresholds (a few running low), rental pools
// (trolleys, club sets, rangefinders) with a rental transaction type each, and an opening restock
// in the ledger for every stock row. Idempotent: what is already there (by name, SKU, item and
// purpose) is left alone, so running it twice adds nothing.

const BRANDS: readonly (readonly [name: string, description: string])[] = [
  ['Titleist', 'Golf balls, clubs and gloves'],
  ['Callaway', 'Clubs, balls and bags'],
  ['TaylorMade', 'Drivers, irons and balls'],
  ['Ping', 'Clubs and putters fitted in the shop'],
  ['FootJoy', 'Shoes, gloves and apparel'],
  ['Club own brand', "The club's crest on caps, towels and markers"],
];

const CATEGORIES: readonly (readonly [name: string, description: string])[] = [
  ['Balls', 'Dozens and sleeves'],
  ['Gloves', 'Leather and all-weather gloves'],
  ['Clubs', 'Drivers, woods, irons, wedges and putters'],
  ['Apparel', 'Shirts, layers, caps and shoes'],
  ['Accessories', 'Tees, markers, towels, umbrellas and bags'],
  ['Rental equipment', 'Trolleys, club sets and rangefinders for hire'],
];

type DemoItem = {
  name: string;
  brand: string;
  category: string;
  sku: string;
  description: string;
  /** Pence; null: not sold. */
  sale: number | null;
  /** Pence per day; null: not rented. */
  rental?: number;
  /** Sale units on the shelf and the low-stock threshold. */
  stock?: readonly [quantity: number, threshold: number, location: string];
  /** Rental units in the pool. */
  pool?: number;
};

const ITEMS: readonly DemoItem[] = [
  // Balls
  {
    name: 'Pro V1 balls (dozen)',
    brand: 'Titleist',
    category: 'Balls',
    sku: 'TIT-PV1-12',
    description: 'Tour ball, soft feel, white',
    sale: 5499,
    stock: [24, 6, 'Ball wall'],
  },
  {
    name: 'Pro V1x balls (dozen)',
    brand: 'Titleist',
    category: 'Balls',
    sku: 'TIT-PV1X-12',
    description: 'Higher flight, firmer feel',
    sale: 5499,
    stock: [4, 6, 'Ball wall'],
  },
  {
    name: 'Velocity balls (dozen)',
    brand: 'Titleist',
    category: 'Balls',
    sku: 'TIT-VEL-12',
    description: 'Distance ball, matte colours',
    sale: 2799,
    stock: [18, 5, 'Ball wall'],
  },
  {
    name: 'Chrome Soft balls (dozen)',
    brand: 'Callaway',
    category: 'Balls',
    sku: 'CAL-CS-12',
    description: 'Urethane cover, four-piece',
    sale: 4999,
    stock: [15, 5, 'Ball wall'],
  },
  {
    name: 'Supersoft balls (dozen)',
    brand: 'Callaway',
    category: 'Balls',
    sku: 'CAL-SS-12',
    description: 'Low compression, great value',
    sale: 2499,
    stock: [30, 8, 'Ball wall'],
  },
  {
    name: 'TP5 balls (dozen)',
    brand: 'TaylorMade',
    category: 'Balls',
    sku: 'TM-TP5-12',
    description: 'Five-layer tour ball',
    sale: 4999,
    stock: [2, 4, 'Ball wall'],
  },
  {
    name: 'Practice balls (sleeve of 3)',
    brand: 'Club own brand',
    category: 'Balls',
    sku: 'CLB-PRB-3',
    description: 'Crested sleeve, a nice gift',
    sale: 999,
    stock: [40, 10, 'Counter'],
  },
  // Gloves
  {
    name: 'StaSof glove',
    brand: 'FootJoy',
    category: 'Gloves',
    sku: 'FJ-STA-ML',
    description: 'Cabretta leather, men’s left, medium-large',
    sale: 2499,
    stock: [12, 4, 'Glove rack'],
  },
  {
    name: 'WeatherSof glove',
    brand: 'FootJoy',
    category: 'Gloves',
    sku: 'FJ-WSO-ML',
    description: 'All-weather synthetic, men’s left',
    sale: 1399,
    stock: [20, 6, 'Glove rack'],
  },
  {
    name: 'Players glove',
    brand: 'Titleist',
    category: 'Gloves',
    sku: 'TIT-PLY-ML',
    description: 'Thin leather for feel',
    sale: 2299,
    stock: [3, 4, 'Glove rack'],
  },
  {
    name: 'RainGrip gloves (pair)',
    brand: 'FootJoy',
    category: 'Gloves',
    sku: 'FJ-RGP-PR',
    description: 'Wet-weather grip, both hands',
    sale: 2999,
    stock: [8, 3, 'Glove rack'],
  },
  // Clubs
  {
    name: 'TSR2 driver',
    brand: 'Titleist',
    category: 'Clubs',
    sku: 'TIT-TSR2-DR',
    description: '10° loft, stiff shaft',
    sale: 52900,
    stock: [2, 1, 'Club room'],
  },
  {
    name: 'Paradym driver',
    brand: 'Callaway',
    category: 'Clubs',
    sku: 'CAL-PAR-DR',
    description: '10.5° loft, regular shaft',
    sale: 49900,
    stock: [1, 1, 'Club room'],
  },
  {
    name: 'Stealth 2 fairway wood',
    brand: 'TaylorMade',
    category: 'Clubs',
    sku: 'TM-ST2-3W',
    description: '3-wood, 15°',
    sale: 29900,
    stock: [2, 1, 'Club room'],
  },
  {
    name: 'G430 hybrid',
    brand: 'Ping',
    category: 'Clubs',
    sku: 'PING-G430-HY4',
    description: '4-hybrid, 22°',
    sale: 24900,
    stock: [3, 1, 'Club room'],
  },
  {
    name: 'Vokey SM9 wedge',
    brand: 'Titleist',
    category: 'Clubs',
    sku: 'TIT-SM9-56',
    description: '56° sand wedge, 10° bounce',
    sale: 17900,
    stock: [4, 2, 'Club room'],
  },
  {
    name: 'Anser putter',
    brand: 'Ping',
    category: 'Clubs',
    sku: 'PING-ANS-34',
    description: 'Blade putter, 34 inches',
    sale: 27900,
    stock: [2, 1, 'Club room'],
  },
  // Apparel
  {
    name: 'Club polo shirt',
    brand: 'Club own brand',
    category: 'Apparel',
    sku: 'CLB-POLO-M',
    description: 'Navy, embroidered crest, medium',
    sale: 3999,
    stock: [14, 5, 'Apparel rail'],
  },
  {
    name: 'Club quarter-zip',
    brand: 'Club own brand',
    category: 'Apparel',
    sku: 'CLB-QZIP-L',
    description: 'Grey mid-layer, large',
    sale: 5499,
    stock: [6, 3, 'Apparel rail'],
  },
  {
    name: 'Tour cap',
    brand: 'Titleist',
    category: 'Apparel',
    sku: 'TIT-CAP-WHT',
    description: 'Adjustable, white',
    sale: 2499,
    stock: [10, 4, 'Apparel rail'],
  },
  {
    name: 'Premiere Series shoes',
    brand: 'FootJoy',
    category: 'Apparel',
    sku: 'FJ-PREM-9',
    description: 'Leather spiked shoe, UK 9',
    sale: 18999,
    stock: [3, 2, 'Shoe wall'],
  },
  {
    name: 'HydroLite waterproof jacket',
    brand: 'FootJoy',
    category: 'Apparel',
    sku: 'FJ-HYD-M',
    description: 'Two-year waterproof guarantee, medium',
    sale: 12999,
    stock: [4, 2, 'Apparel rail'],
  },
  // Accessories
  {
    name: 'Wooden tees (bag of 50)',
    brand: 'Club own brand',
    category: 'Accessories',
    sku: 'CLB-TEE-50',
    description: '70 mm natural wood',
    sale: 399,
    stock: [60, 15, 'Counter'],
  },
  {
    name: 'Crested ball marker',
    brand: 'Club own brand',
    category: 'Accessories',
    sku: 'CLB-MRK',
    description: 'Enamel marker with magnetic clip',
    sale: 799,
    stock: [25, 8, 'Counter'],
  },
  {
    name: 'Tour towel',
    brand: 'Club own brand',
    category: 'Accessories',
    sku: 'CLB-TWL',
    description: 'Waffle cotton, club colours',
    sale: 1499,
    stock: [9, 4, 'Counter'],
  },
  {
    name: 'Double canopy umbrella',
    brand: 'Callaway',
    category: 'Accessories',
    sku: 'CAL-UMB-64',
    description: '64-inch, windproof',
    sale: 3499,
    stock: [5, 2, 'Umbrella stand'],
  },
  {
    name: 'Players 4 stand bag',
    brand: 'Titleist',
    category: 'Accessories',
    sku: 'TIT-P4-BAG',
    description: 'Lightweight four-way top',
    sale: 21900,
    stock: [2, 1, 'Club room'],
  },
  // Rental equipment
  {
    name: 'Pull trolley',
    brand: 'Club own brand',
    category: 'Rental equipment',
    sku: 'RNT-PULL',
    description: 'Three-wheel push/pull trolley',
    sale: null,
    rental: 500,
    pool: 6,
  },
  {
    name: 'Electric trolley',
    brand: 'Club own brand',
    category: 'Rental equipment',
    sku: 'RNT-ELEC',
    description: 'Lithium battery good for 36 holes',
    sale: null,
    rental: 1500,
    pool: 3,
  },
  {
    name: 'Rental club set',
    brand: 'Callaway',
    category: 'Rental equipment',
    sku: 'RNT-CLUBS',
    description: 'Full set with stand bag, right-handed',
    sale: null,
    rental: 2500,
    pool: 4,
  },
  {
    name: 'Rangefinder',
    brand: 'TaylorMade',
    category: 'Rental equipment',
    sku: 'RNT-RANGE',
    description: 'Laser rangefinder with slope',
    sale: null,
    rental: 1000,
    pool: 2,
  },
];

/** A 13-digit barcode with a valid EAN-13 check digit (prefix 50: the UK). */
function ean13(n: number): string {
  const body = `5060${String(412000 + n).padStart(6, '0')}01`.slice(0, 12);
  const sum = [...body].reduce((s, d, i) => s + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

async function idByName(tx: Tx, table: string, name: string): Promise<number | null> {
  const rows = rowsOf<{ id: number }>(
    await tx.execute(
      sql`SELECT id FROM ${sql.identifier(table)} WHERE lower(name) = lower(${name}) LIMIT 1`,
    ),
  );
  return rows[0]?.id ?? null;
}

async function namedRow(
  tx: Tx,
  table: 'shop_brands' | 'shop_categories',
  organizationId: number,
  name: string,
  description: string,
): Promise<number> {
  const found = await idByName(tx, table, name);
  if (found !== null) return found;
  const [row] = rowsOf<{ id: number }>(
    await tx.execute(sql`INSERT INTO ${sql.identifier(table)} (organization_id, name, description)
      VALUES (${organizationId}, ${name}, ${description}) RETURNING id`),
  );
  return row!.id;
}

export type DemoShopResult = { items: number; stockRows: number; transactionTypes: number };

/**
 * Seeds the demo club's shop inside the caller's transaction (scoped to the club). Answers what
 * it added (all zero on a second run).
 */
export async function seedDemoShop(
  tx: Tx,
  organizationId: number,
  adminUserId: number,
): Promise<DemoShopResult> {
  const brands = new Map<string, number>();
  for (const [name, description] of BRANDS)
    brands.set(name, await namedRow(tx, 'shop_brands', organizationId, name, description));
  const categories = new Map<string, number>();
  for (const [name, description] of CATEGORIES)
    categories.set(name, await namedRow(tx, 'shop_categories', organizationId, name, description));

  const result: DemoShopResult = { items: 0, stockRows: 0, transactionTypes: 0 };
  for (const [i, item] of ITEMS.entries()) {
    const categoryId = categories.get(item.category)!;
    const existing = rowsOf<{ id: number }>(
      await tx.execute(
        sql`SELECT id FROM shop_items WHERE lower(sku) = lower(${item.sku}) LIMIT 1`,
      ),
    )[0];
    let itemId = existing?.id;
    if (itemId === undefined) {
      const [row] = rowsOf<{ id: number }>(
        await tx.execute(sql`INSERT INTO shop_items (organization_id, name, description, sku,
            barcode, brand_id, category_id, sale_price, rental_price, created_by)
          VALUES (${organizationId}, ${item.name}, ${item.description}, ${item.sku},
            ${ean13(i + 1)}, ${brands.get(item.brand)!}, ${categoryId}, ${item.sale},
            ${item.rental ?? null}, ${adminUserId})
          RETURNING id`),
      );
      itemId = row!.id;
      result.items++;
    }

    const [purpose, quantity, threshold, location] = item.stock
      ? (['sale', ...item.stock] as const)
      : (['rental', item.pool ?? 0, 0, 'Trolley shed'] as const);
    const [stock] = rowsOf<{ id: number }>(
      await tx.execute(sql`INSERT INTO shop_inventory (organization_id, item_id, category_id,
          purpose, quantity, low_stock_threshold, location)
        VALUES (${organizationId}, ${itemId}, ${categoryId}, ${purpose}, ${quantity},
          ${threshold}, ${location})
        ON CONFLICT (organization_id, item_id, purpose) DO NOTHING
        RETURNING id`),
    );
    if (stock) {
      result.stockRows++;
      await recordMovements(tx, organizationId, [
        {
          kind: 'restock',
          inventoryId: stock.id,
          quantity,
          notes: 'Opening stock',
          createdBy: adminUserId,
        },
      ]);
    }

    if (purpose === 'rental') {
      const typeName = `${item.name} hire`;
      if ((await idByName(tx, 'shop_transaction_types', typeName)) === null) {
        const inventoryId =
          stock?.id ??
          rowsOf<{ id: number }>(
            await tx.execute(sql`SELECT id FROM shop_inventory
              WHERE item_id = ${itemId} AND purpose = 'rental'`),
          )[0]!.id;
        await tx.execute(sql`INSERT INTO shop_transaction_types (organization_id, name, kind,
            inventory_id, description)
          VALUES (${organizationId}, ${typeName}, 'rental', ${inventoryId},
            ${`Hire of a ${item.name.toLowerCase()} for the day`})`);
        result.transactionTypes++;
      }
    }
  }
  return result;
}

// Contract-shaped shop answers for this remote's tests (the loopback API checks them against
// CONTRACT_RESPONSES).
import type {
  Basket,
  BasketLine,
  Order,
  OrderDetails,
  OrderItem,
  OrderPayment,
  OrderTransaction,
  ShopBrand,
  ShopInventory,
  ShopItem,
  ShopItemImage,
  ShopItemWithImages,
  ShopTransaction,
  ShopTransactionType,
} from '@fairway/shared-api/shop';

const AT = '2026-11-20T10:00:00.000Z';

export const makeBrand = (overrides: Partial<ShopBrand> = {}): ShopBrand => ({
  id: 1,
  name: 'Titleist',
  description: null,
  created_at: AT,
  updated_at: AT,
  ...overrides,
});

export const makeItem = (overrides: Partial<ShopItem> = {}): ShopItem => ({
  id: 1,
  name: 'Pro V1 balls',
  description: 'A dozen tour balls',
  sku: 'PV1-12',
  barcode: null,
  brand_id: 1,
  brand_name: 'Titleist',
  category_id: 1,
  category_name: 'Balls',
  sale_price: 4999,
  rental_price: null,
  is_active: true,
  image_file_id: null,
  created_at: AT,
  updated_at: AT,
  ...overrides,
});

export const makeImage = (overrides: Partial<ShopItemImage> = {}): ShopItemImage => ({
  id: 1,
  file_id: 50,
  caption: null,
  sort_order: 0,
  is_primary: true,
  url: '/api/settings/files/50/download',
  thumbnail_url: '/api/settings/files/50/thumbnail',
  ...overrides,
});

export const makeItemWithImages = (
  overrides: Partial<ShopItemWithImages> = {},
): ShopItemWithImages => ({ ...makeItem(overrides), images: [], ...overrides });

export const makeInventory = (overrides: Partial<ShopInventory> = {}): ShopInventory => ({
  id: 11,
  item_id: 1,
  item_name: 'Pro V1 balls',
  brand_name: 'Titleist',
  category_id: 1,
  category_name: 'Balls',
  purpose: 'sale',
  quantity: 20,
  low_stock_threshold: 3,
  low_stock: false,
  location: 'Shelf A',
  sale_price: 4999,
  rental_price: null,
  image_file_id: null,
  created_at: AT,
  updated_at: AT,
  ...overrides,
});

export const makeBasketLine = (overrides: Partial<BasketLine> = {}): BasketLine => {
  const line = {
    inventory_id: 11,
    item_id: 1,
    item_name: 'Pro V1 balls',
    image_file_id: null,
    unit_price: 4999,
    quantity: 1,
    line_total: 0,
    available: 20,
    ...overrides,
  };
  return { ...line, line_total: overrides.line_total ?? (line.unit_price ?? 0) * line.quantity };
};

export const makeBasket = (items: BasketLine[] = [], userId = 1): Basket => ({
  user_id: userId,
  items,
  total: items.reduce((sum, l) => sum + l.line_total, 0),
});

export const makeOrder = (overrides: Partial<Order> = {}): Order => ({
  id: 12,
  user_id: 1,
  user_name: 'Morgan Member',
  channel: 'shop',
  status: 'pending',
  total: 4999,
  paid_amount: 0,
  refunded_amount: 0,
  payment_method: null,
  paid_at: null,
  notes: null,
  item_count: 1,
  created_by: 1,
  created_at: AT,
  updated_at: AT,
  ...overrides,
});

export const makeOrderItem = (overrides: Partial<OrderItem> = {}): OrderItem => ({
  id: 1,
  order_id: 12,
  inventory_id: 11,
  item_id: 1,
  item_name: 'Pro V1 balls',
  unit_price: 4999,
  quantity: 1,
  line_total: 4999,
  refunded_quantity: 0,
  ...overrides,
});

export const makeOrderTransaction = (
  overrides: Partial<OrderTransaction> = {},
): OrderTransaction => ({
  id: 1,
  kind: 'payment',
  inventory_id: null,
  user_id: 1,
  quantity: 0,
  amount: 4999,
  payment_method: 'account',
  status: 'completed',
  order_id: 12,
  notes: null,
  created_by: 1,
  created_at: AT,
  ...overrides,
});

export const makeOrderDetails = (overrides: Partial<OrderDetails> = {}): OrderDetails => ({
  ...makeOrder(overrides),
  items: [makeOrderItem()],
  transactions: [],
  user: { id: 1, name: 'Morgan Member', email: 'member@example.org' },
  ...overrides,
});

export const makePayment = (overrides: Partial<OrderPayment> = {}): OrderPayment => ({
  ...makeOrder({
    status: 'paid',
    paid_amount: overrides.total ?? 4999,
    payment_method: 'account',
    paid_at: AT,
    ...overrides,
  }),
  change: null,
});

export const makeTransaction = (overrides: Partial<ShopTransaction> = {}): ShopTransaction => ({
  id: 1,
  kind: 'restock',
  transaction_type_id: null,
  inventory_id: 11,
  user_id: null,
  quantity: 10,
  amount: 0,
  payment_method: null,
  status: 'completed',
  order_id: null,
  rental_id: null,
  notes: null,
  created_by: 2,
  created_at: AT,
  updated_at: AT,
  ...overrides,
});

export const makeTransactionType = (
  overrides: Partial<ShopTransactionType> = {},
): ShopTransactionType => ({
  id: 1,
  name: 'Delivery',
  kind: 'restock',
  inventory_id: null,
  inventory_item_name: null,
  description: null,
  created_at: AT,
  updated_at: AT,
  ...overrides,
});

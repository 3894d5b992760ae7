import type {
  Order,
  OrderDetails,
  OrderItem,
  OrderPayment,
  OrderTransaction,
  ShopInventory,
  ShopItem,
} from '@fairway/shared-api/shop';
import type { MemberSearchResult } from '@fairway/shared-api/users';

/** Test fixtures of the shop's staff screens, shaped as the contract says (CONTRACT_RESPONSES). */

const AT = '2026-11-20T10:00:00.000Z';

export function makeItem(overrides: Partial<ShopItem> = {}): ShopItem {
  return {
    id: 1,
    name: 'Pro V1 balls',
    description: null,
    sku: 'PV1-12',
    barcode: '5012345678900',
    brand_id: 1,
    brand_name: 'Titleist',
    category_id: 1,
    category_name: 'Balls',
    sale_price: 4500,
    rental_price: null,
    is_active: true,
    image_file_id: null,
    created_at: AT,
    updated_at: AT,
    ...overrides,
  };
}

export function makeStock(overrides: Partial<ShopInventory> = {}): ShopInventory {
  return {
    id: 11,
    item_id: 1,
    item_name: 'Pro V1 balls',
    brand_name: 'Titleist',
    category_id: 1,
    category_name: 'Balls',
    purpose: 'sale',
    quantity: 10,
    low_stock_threshold: 2,
    low_stock: false,
    location: null,
    sale_price: 4500,
    rental_price: null,
    image_file_id: null,
    created_at: AT,
    updated_at: AT,
    ...overrides,
  };
}

export function makeOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: 12,
    user_id: null,
    user_name: null,
    channel: 'counter',
    status: 'pending',
    total: 4500,
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
  };
}

export function makeOrderItem(overrides: Partial<OrderItem> = {}): OrderItem {
  return {
    id: 101,
    order_id: 12,
    inventory_id: 11,
    item_id: 1,
    item_name: 'Pro V1 balls',
    unit_price: 4500,
    quantity: 1,
    line_total: 4500,
    refunded_quantity: 0,
    ...overrides,
  };
}

export function makeTransaction(overrides: Partial<OrderTransaction> = {}): OrderTransaction {
  return {
    id: 501,
    kind: 'payment',
    inventory_id: null,
    user_id: null,
    quantity: 0,
    amount: 4500,
    payment_method: 'cash',
    status: 'completed',
    order_id: 12,
    notes: null,
    created_by: 1,
    created_at: AT,
    ...overrides,
  };
}

export function makeDetails(
  overrides: Partial<OrderDetails> = {},
  items: OrderItem[] = [makeOrderItem()],
): OrderDetails {
  return {
    ...makeOrder(),
    items,
    transactions: [],
    user: null,
    ...overrides,
  };
}

export function makePayment(order: Order, change: number | null = null): OrderPayment {
  return {
    ...order,
    status: 'paid',
    paid_amount: order.total,
    payment_method: order.payment_method ?? 'cash',
    paid_at: '2026-11-20T10:05:00.000Z',
    change,
  };
}

export function makeMember(overrides: Partial<MemberSearchResult> = {}): MemberSearchResult {
  return {
    id: 42,
    name: 'Mia Player',
    email: 'mia@example.org',
    phone: null,
    member_number: 'M-042',
    ...overrides,
  };
}

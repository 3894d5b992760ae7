// The shop's commerce calls, as the screens use them.
import type { Http } from '@fairway/shared-api/core';
import type {
  Basket,
  BasketLineInput,
  BasketRemoveQuery,
  Order,
  OrderCreateInput,
  OrderDetails,
  OrderItem,
  OrderListQuery,
  OrderPayInput,
  OrderPayment,
  OrderReceiptInput,
  OrderReceiptQueued,
  OrderRefundInput,
  OrderUpdateInput,
} from './commerce';

const orders = 'settings/orders';

/** A key for one payment attempt: retries of the same attempt reuse it and pay once. */
export function newPaymentKey(): string {
  return globalThis.crypto.randomUUID();
}

/** /api/settings/basket and /api/settings/orders (docs/shop-and-rentals.md). */
export function createShopCommerceClient(http: Http) {
  return {
    basket: (userId: number) => http.get<Basket>(`settings/basket/${userId}`),
    /** Sets a line's quantity (0 removes it); answers the basket. */
    setBasketLine: (body: BasketLineInput) => http.post<Basket>('settings/basket', body),
    /** Removes one line, or empties the basket without inventory_id; answers the basket. */
    removeFromBasket: (query: BasketRemoveQuery = {}) =>
      http.delete<Basket>('settings/basket', { searchParams: query }),

    /** Every order (staff), newest first, with the total count. */
    orders: (query: OrderListQuery = {}) => http.getPage<Order>(orders, { searchParams: query }),
    userOrders: (userId: number, query: Pick<OrderListQuery, 'page' | 'limit' | 'status'> = {}) =>
      http.getPage<Order>(`${orders}/user/${userId}`, { searchParams: query }),
    /** Takes the stock now (409 "Only 2 left of …" when short; nothing is ordered then). */
    createOrder: (body: OrderCreateInput) => http.post<OrderDetails>(orders, body),
    updateOrder: (id: number, body: OrderUpdateInput) => http.put<Order>(`${orders}/${id}`, body),
    cancelOrder: (id: number) => http.put<Order>(`${orders}/${id}`, { status: 'cancelled' }),
    orderItems: (id: number) => http.get<OrderItem[]>(`${orders}/items/by-order/${id}`),
    orderDetails: (id: number) => http.get<OrderDetails>(`${orders}/${id}/details`),
    /**
     * Pays what is due. Pass the same idempotencyKey when retrying one attempt: the server pays
     * once and answers the first result again.
     */
    pay: (id: number, body: OrderPayInput, idempotencyKey: string = newPaymentKey()) =>
      http.post<OrderPayment>(`${orders}/${id}/pay`, body, {
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    refund: (id: number, body: OrderRefundInput) =>
      http.post<OrderDetails>(`${orders}/${id}/refund`, body),
    sendReceipt: (id: number, body: OrderReceiptInput = {}) =>
      http.post<OrderReceiptQueued>(`${orders}/${id}/receipt`, body),
  };
}
export type ShopCommerceClient = ReturnType<typeof createShopCommerceClient>;

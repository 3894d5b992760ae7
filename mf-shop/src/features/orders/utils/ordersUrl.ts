import type { OrderStatus } from '@fairway/shared-api/shop';
import { isOrderStatus } from './orders';

export const PAGE_SIZES = [20, 50, 100] as const;
const DEFAULT_LIMIT = 20;

export type OrdersView = {
  page: number;
  limit: number;
  status: OrderStatus | null;
  q: string;
  /** The order whose details are open. */
  orderId: number | null;
};

const positive = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/** The list's page, filters and open order from the URL (?page&limit&status&q&order). */
export function ordersFromParams(params: URLSearchParams): OrdersView {
  const limit = positive(params.get('limit'));
  const status = params.get('status');
  return {
    page: Math.min(positive(params.get('page')) ?? 1, 100_000),
    limit:
      limit !== null && (PAGE_SIZES as readonly number[]).includes(limit) ? limit : DEFAULT_LIMIT,
    status: isOrderStatus(status) ? status : null,
    q: (params.get('q') ?? '').slice(0, 100),
    orderId: positive(params.get('order')),
  };
}

export function ordersParams(view: OrdersView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.page > 1) params.set('page', String(view.page));
  if (view.limit !== DEFAULT_LIMIT) params.set('limit', String(view.limit));
  if (view.status) params.set('status', view.status);
  if (view.q.trim()) params.set('q', view.q.trim());
  if (view.orderId !== null) params.set('order', String(view.orderId));
  return params;
}

import { useResource } from '@fairway/shared-ui';
import { commerceApi } from '../api/clients';
import type { OrdersView } from '../utils/ordersUrl';

/** One page of the shop's orders (newest first) with the total, as the URL asks. */
export function useOrders(view: OrdersView) {
  const { page, limit, status, q } = view;
  return useResource(
    () =>
      commerceApi().orders({
        page,
        limit,
        ...(status ? { status } : {}),
        ...(q.trim() ? { q: q.trim() } : {}),
      }),
    [page, limit, status, q],
  );
}

/** One order with its items, ledger and customer. */
export function useOrderDetails(id: number) {
  return useResource(() => commerceApi().orderDetails(id), [id]);
}

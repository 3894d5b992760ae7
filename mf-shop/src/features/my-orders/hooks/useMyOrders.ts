import { useCurrentUserId, useResource } from '@fairway/shared-ui';
import { commerceApi } from '../../../shared/api/clients';

export const MY_ORDERS_PAGE_SIZE = 20;

/** The signed-in member's orders, newest first, one page at a time. */
export function useMyOrders(page: number) {
  const userId = useCurrentUserId() ?? 0;
  return useResource(async () => {
    const answer = await commerceApi().userOrders(userId, { page, limit: MY_ORDERS_PAGE_SIZE });
    const items = [...answer.items].sort(
      (a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id,
    );
    return { items, total: answer.total };
  }, [userId, page]);
}

/** One order with its lines and its ledger rows (payments, refunds). */
export function useOrderDetails(id: number, version: number) {
  return useResource(() => commerceApi().orderDetails(id), [id, version]);
}

import type { BadgeTone } from '@fairway/shared-ui';
import type { Order, OrderItem, OrderStatus } from '@fairway/shared-api/shop';
import { ORDER_STATUSES } from '@fairway/shared-api/shop';

export const STATUS_TONE: Record<OrderStatus, BadgeTone> = {
  pending: 'warning',
  paid: 'success',
  cancelled: 'neutral',
  refunded: 'info',
  partially_refunded: 'info',
};

/** The catalogue key of a status ('statusPartially_refunded'). */
export const statusKey = (status: OrderStatus) =>
  `status${status[0]!.toUpperCase()}${status.slice(1)}` as `status${Capitalize<OrderStatus>}`;

export const isOrderStatus = (value: string | null): value is OrderStatus =>
  value !== null && (ORDER_STATUSES as readonly string[]).includes(value);

/** What is still owed on an order (0 once paid). */
export const amountDue = (order: Order) => Math.max(0, order.total - order.paid_amount);

/** What can still go back: paid minus refunded. */
export const refundable = (order: Order) => Math.max(0, order.paid_amount - order.refunded_amount);

/** Units of a line not refunded yet. */
export const unitsLeft = (item: OrderItem) => Math.max(0, item.quantity - item.refunded_quantity);

/** The value of `units` of each line (unit price × units), the default of a refund's amount. */
export function valueOf(items: readonly OrderItem[], units: Readonly<Record<number, number>>) {
  return items.reduce((sum, item) => sum + item.unit_price * (units[item.id] ?? 0), 0);
}

export const canPay = (order: Order) => order.status === 'pending';
export const canCancel = (order: Order) => order.status === 'pending';
export const canRefund = (order: Order) =>
  (order.status === 'paid' || order.status === 'partially_refunded') && refundable(order) > 0;

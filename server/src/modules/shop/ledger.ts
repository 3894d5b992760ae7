import type { Tx } from '../../plugins/platform/database';
import { shopTransactions, type TransactionKind } from './tables';

/** One movement of stock or money (docs/shop-and-rentals.md, "Transaction"). */
export type Movement = {
  kind: TransactionKind;
  /** Signed stock change: −2 when two left the shelf. */
  quantity?: number;
  /** Signed money in minor units: +2450 taken, −1000 paid back. */
  amount?: number;
  inventoryId?: number | null;
  userId?: number | null;
  transactionTypeId?: number | null;
  paymentMethod?: 'cash' | 'card' | 'account' | null;
  status?: 'pending' | 'approved' | 'rejected' | 'completed' | 'cancelled';
  orderId?: number | null;
  rentalId?: number | null;
  notes?: string | null;
  createdBy: number | null;
};

/** Writes movements to the ledger (one statement); every stock and money change calls it. */
export async function recordMovements(
  tx: Tx,
  organizationId: number,
  movements: readonly Movement[],
): Promise<number[]> {
  if (movements.length === 0) return [];
  const rows = await tx
    .insert(shopTransactions)
    .values(
      movements.map((m) => ({
        organization_id: organizationId,
        kind: m.kind,
        quantity: m.quantity ?? 0,
        amount: m.amount ?? 0,
        inventory_id: m.inventoryId ?? null,
        user_id: m.userId ?? null,
        transaction_type_id: m.transactionTypeId ?? null,
        payment_method: m.paymentMethod ?? null,
        status: m.status ?? 'completed',
        order_id: m.orderId ?? null,
        rental_id: m.rentalId ?? null,
        notes: m.notes ?? null,
        created_by: m.createdBy,
      })),
    )
    .returning({ id: shopTransactions.id });
  return rows.map((r) => r.id);
}

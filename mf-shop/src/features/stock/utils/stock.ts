import type { ShopInventory, ShopInventoryPurpose } from '@fairway/shared-api/shop';
import type { StockKey, StockT } from '../i18n';

export const purposeName = (t: StockT, purpose: ShopInventoryPurpose) =>
  t(purpose === 'sale' ? 'purposeSale' : 'purposeRental');

/** 'kind_restock' etc.: a ledger kind or a transaction type's kind in words (the code if unknown). */
export function kindName(t: StockT, kind: string): string {
  const key = `kind_${kind}` as StockKey;
  try {
    const text = t(key);
    return text === key ? kind : text;
  } catch {
    return kind;
  }
}

export function statusName(t: StockT, status: string): string {
  const key = `status_${status}` as StockKey;
  const text = t(key);
  return text === key ? status : text;
}

/** The row after a movement of `delta` units (what the server's conditional update does). */
export function moved(row: ShopInventory, delta: number): ShopInventory {
  const quantity = row.quantity + delta;
  return { ...row, quantity, low_stock: quantity <= row.low_stock_threshold };
}

/** A whole number typed in a field, or null. */
export function wholeNumber(text: string, { signed = false } = {}): number | null {
  const trimmed = text.trim();
  if (!(signed ? /^-?\d{1,6}$/ : /^\d{1,6}$/).test(trimmed)) return null;
  return Number(trimmed);
}

import { Badge, useT, type BadgeTone } from '@fairway/shared-ui';
import { sharedMessages, type SharedKey } from '../i18n';

const STATUS: Record<string, { tone: BadgeTone; key: SharedKey }> = {
  pending: { tone: 'warning', key: 'statusPending' },
  paid: { tone: 'success', key: 'statusPaid' },
  cancelled: { tone: 'neutral', key: 'statusCancelled' },
  refunded: { tone: 'info', key: 'statusRefunded' },
  partially_refunded: { tone: 'info', key: 'statusPartiallyRefunded' },
};

/** An order's status as a coloured badge, in words. */
export function OrderStatusBadge({ status }: { status: string }) {
  const t = useT(sharedMessages);
  const known = STATUS[status];
  return known ? <Badge tone={known.tone}>{t(known.key)}</Badge> : <Badge>{status}</Badge>;
}

const METHOD: Record<string, SharedKey> = {
  cash: 'methodCash',
  card: 'methodCard',
  account: 'methodAccount',
};

/** A payment method in words ('Member account'). */
export function usePaymentMethodName() {
  const t = useT(sharedMessages);
  return (method: string | null | undefined) =>
    method ? (METHOD[method] ? t(METHOD[method]) : method) : '';
}

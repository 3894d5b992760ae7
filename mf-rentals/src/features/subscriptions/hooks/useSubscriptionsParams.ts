import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

export type SubscriptionsTab =
  'subscriptions' | 'types' | 'member' | 'household' | 'joined' | 'balances';
export const SUBSCRIPTIONS_TABS: readonly SubscriptionsTab[] = [
  'subscriptions',
  'types',
  'member',
  'household',
  'joined',
  'balances',
];

const positiveId = (text: string | null) => {
  const n = Number(text);
  return text && Number.isSafeInteger(n) && n > 0 ? n : null;
};

/** The screen's choices in the address: ?tab=, ?household=ID, ?subscription=ID (who joined). */
export function useSubscriptionsParams() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') as SubscriptionsTab | null;

  const update = useCallback(
    (changes: Record<string, string | number | null>) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, String(value));
        }
        return next;
      }),
    [setParams],
  );

  return {
    tab: tab && SUBSCRIPTIONS_TABS.includes(tab) ? tab : ('subscriptions' as SubscriptionsTab),
    tenantId: positiveId(params.get('household')),
    subscriptionId: positiveId(params.get('subscription')),
    update,
  };
}

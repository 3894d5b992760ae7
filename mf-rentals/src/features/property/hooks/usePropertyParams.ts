import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

export const PROPERTY_TABS = ['houses', 'types', 'tenants'] as const;
export type PropertyTab = (typeof PROPERTY_TABS)[number];

const positiveId = (text: string | null) => {
  const n = Number(text);
  return text && Number.isSafeInteger(n) && n > 0 ? n : null;
};

/**
 * The page's views in the address: ?tab=types|tenants (houses by default), ?house=ID (a house's
 * panel) and ?tenant=ID (a household, on the tenants tab). Anything unreadable is ignored.
 */
export function usePropertyParams() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab') as PropertyTab | null;

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
    tab: asked && PROPERTY_TABS.includes(asked) ? asked : ('houses' as PropertyTab),
    houseId: positiveId(params.get('house')),
    tenantId: positiveId(params.get('tenant')),
    update,
  };
}

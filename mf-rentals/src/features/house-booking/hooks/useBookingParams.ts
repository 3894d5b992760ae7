import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

export type BookHouseTab = 'houses' | 'stays';

const positiveId = (text: string | null) => {
  const n = Number(text);
  return text && Number.isSafeInteger(n) && n > 0 ? n : null;
};

/** The page's place in the address: ?tab=stays, ?listing=ID (booking that house). */
export function useBookingParams() {
  const [params, setParams] = useSearchParams();
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
    tab: (params.get('tab') === 'stays' ? 'stays' : 'houses') as BookHouseTab,
    listingId: positiveId(params.get('listing')),
    update,
  };
}

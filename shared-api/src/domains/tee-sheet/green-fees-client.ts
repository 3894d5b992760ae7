import type { Http } from '@fairway/shared-api/core';
import type {
  GreenFeeQuote,
  GreenFeeQuoteRequest,
  GreenFeeRate,
  GreenFeeRateInput,
  GreenFeeRateList,
} from './green-fees';

const rates = 'settings/green-fees/rates';

/** Issue 12: the green-fees calls of the tee sheet (/api/settings/green-fees). */
export function createGreenFeesClient(http: Http) {
  return {
    /** Every rate of the club (active or not) and the currency they are in. */
    rates: () => http.get<GreenFeeRateList>(rates),
    createRate: (body: GreenFeeRateInput) => http.post<GreenFeeRate>(rates, body),
    updateRate: (id: number, body: GreenFeeRateInput) =>
      http.put<GreenFeeRate>(`${rates}/${id}`, body),
    deleteRate: (id: number) => http.delete<void>(`${rates}/${id}`),
    /** The price a booking would have; `price` is null when the club has no active rates. */
    quote: (body: GreenFeeQuoteRequest, signal?: AbortSignal) =>
      http.post<GreenFeeQuote>('settings/green-fees/quote', body, signal ? { signal } : {}),
  };
}
export type GreenFeesClient = ReturnType<typeof createGreenFeesClient>;

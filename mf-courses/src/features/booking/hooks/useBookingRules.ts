import { useResource } from '@fairway/shared-ui';
import type { BookingRules } from '@fairway/shared-api/tee-sheet';
import { teeSheetApi } from '../../../shared/api/clients';

/**
 * The club's booking rules as they apply to the signed-in user (last bookable date, players per
 * booking, guests, cancellation cut-off); null until they are known. The server enforces them
 * whatever the screen offers.
 */
export function useBookingRules(): BookingRules | null {
  return useBookingRulesState().rules;
}

/** The rules, and whether asking for them is over (answered or failed). */
export function useBookingRulesState(): { rules: BookingRules | null; settled: boolean } {
  const rules = useResource(() => teeSheetApi().rules(), []);
  return { rules: rules.data, settled: rules.status !== 'loading' };
}

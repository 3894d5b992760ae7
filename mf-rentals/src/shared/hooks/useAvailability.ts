import { useResource } from '@fairway/shared-ui';
import type { RentalAvailability } from '../api/types';
import { rentalsApi } from '../api/clients';
import { isDay } from '../utils/dates';

/**
 * GET /availability/{inventoryId}?start_date&end_date once a pool and a valid range are chosen;
 * null (ready) while they are not.
 */
export function useAvailability(inventoryId: number | null, start: string, end: string) {
  const ready = inventoryId !== null && isDay(start) && isDay(end) && end >= start;
  return useResource<RentalAvailability | null>(
    () => (ready ? rentalsApi().availability(inventoryId, start, end) : Promise.resolve(null)),
    [ready, inventoryId, start, end],
  );
}

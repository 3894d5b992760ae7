import { useResource } from '@fairway/shared-ui';
import { rentalsApi } from '../../../shared/api/clients';
import type { EquipmentRental } from '../../../shared/api/types';

/** The signed-in member's rentals (GET /user/{me}?details=true), newest first. */
export function useMyRentals(userId: number | null) {
  return useResource<EquipmentRental[]>(
    () => (userId === null ? Promise.resolve([]) : rentalsApi().forUser(userId)),
    [userId],
  );
}

import { useResource } from '@fairway/shared-ui';
import { MAX_RENTAL_PAGE, type EquipmentRentalListQuery } from '@fairway/shared-api/rentals';
import { rentalsApi } from '../../../shared/api/clients';
import type { EquipmentRental } from '../../../shared/api/types';
import { addDays, rentalDay } from '../../../shared/utils/dates';

export type DeskToday = { pickups: EquipmentRental[]; returns: EquipmentRental[] };

const byStart = (a: EquipmentRental, b: EquipmentRental) =>
  a.rental_start_date.localeCompare(b.rental_start_date) || a.id - b.id;
const byEnd = (a: EquipmentRental, b: EquipmentRental) =>
  a.rental_end_date.localeCompare(b.rental_end_date) || a.id - b.id;

/**
 * Today at the desk: pickups (requested or confirmed, starting today) and returns (out or overdue,
 * ending today or earlier, and every overdue one). Reloads when a rental is created (`created`).
 */
export function useDeskToday(today: string, created: number) {
  return useResource<DeskToday>(async () => {
    const api = rentalsApi();
    const limit = MAX_RENTAL_PAGE;
    const [starting, active, overdue] = await Promise.all([
      api.listWithDetails({ from: today, to: today, limit }),
      api.listWithDetails({ status: 'active', to: today, limit }),
      api.listWithDetails({ status: 'overdue', limit }),
    ]);
    const pickups = starting.items.filter(
      (r) =>
        (r.status === 'pending' || r.status === 'confirmed') &&
        rentalDay(r.rental_start_date) === today,
    );
    const returns = [
      ...active.items.filter((r) => rentalDay(r.rental_end_date) <= today),
      ...overdue.items,
    ];
    return { pickups: pickups.sort(byStart), returns: returns.sort(byEnd) };
  }, [today, created]);
}

/** One page of the desk's list of every rental (newest first) with its filters. */
export function useRentalList(query: EquipmentRentalListQuery, created: number) {
  const { status, from, to, limit, offset } = query;
  return useResource(
    () => rentalsApi().listWithDetails({ status, from, to, limit, offset }),
    [status, from, to, limit, offset, created],
  );
}

/** The statistics tiles: the last 30 days up to today, and today's figures. */
export function useRentalStatistics(today: string, changes: number) {
  return useResource(
    () => rentalsApi().statistics({ start_date: addDays(today, -29), end_date: today }),
    [today, changes],
  );
}

/** One rental with its item and member (the details panel). */
export function useRental(id: number | null) {
  return useResource<EquipmentRental | null>(
    () => (id === null ? Promise.resolve(null) : rentalsApi().get(id)),
    [id],
  );
}

import { withMessage, type Http } from '@fairway/shared-api/core';
import type { HouseRental, HouseRentalInput, HouseRentalUpdate } from './contract';

/** /api/settings/house-rentals: each failure reads as what the person was doing. */
export function createHouseRentalsClient(http: Http) {
  return {
    list: () =>
      withMessage(
        http.get<HouseRental[]>('settings/house-rentals'),
        'Failed to fetch house rentals',
      ),
    get: (id: number) => http.get<HouseRental>(`settings/house-rentals/${id}`),
    create: (body: HouseRentalInput) =>
      withMessage(
        http.post<HouseRental>('settings/house-rentals', body),
        'Failed to create house rental',
      ),
    update: (id: number, body: HouseRentalUpdate) =>
      withMessage(
        http.put<HouseRental>(`settings/house-rentals/${id}`, body),
        'Failed to update house rental',
      ),
    remove: (id: number) =>
      withMessage(
        http.delete<void>(`settings/house-rentals/${id}`),
        'Failed to delete house rental',
      ),
  };
}
export type HouseRentalsClient = ReturnType<typeof createHouseRentalsClient>;

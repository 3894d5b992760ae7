import { withMessage, type Http } from '@fairway/shared-api/core';
import type {
  HouseMaintenanceItem,
  HouseMaintenanceItemInput,
  HouseMaintenanceItemUpdate,
} from './contract';

/** /api/settings/house-maintenance: each failure reads as what the person was doing. */
export function createHouseMaintenanceClient(http: Http) {
  return {
    list: () =>
      withMessage(
        http.get<HouseMaintenanceItem[]>('settings/house-maintenance'),
        'Failed to fetch maintenance',
      ),
    get: (id: number) => http.get<HouseMaintenanceItem>(`settings/house-maintenance/${id}`),
    create: (body: HouseMaintenanceItemInput) =>
      withMessage(
        http.post<HouseMaintenanceItem>('settings/house-maintenance', body),
        'Failed to create house maintenance item',
      ),
    update: (id: number, body: HouseMaintenanceItemUpdate) =>
      withMessage(
        http.put<HouseMaintenanceItem>(`settings/house-maintenance/${id}`, body),
        'Failed to update house maintenance item',
      ),
    remove: (id: number) =>
      withMessage(
        http.delete<void>(`settings/house-maintenance/${id}`),
        'Failed to delete house maintenance item',
      ),
  };
}
export type HouseMaintenanceClient = ReturnType<typeof createHouseMaintenanceClient>;

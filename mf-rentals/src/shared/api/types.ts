// The rentals screens' names for the contract's types (@fairway/shared-api/rentals and /shop).
import type { EquipmentRentalDetails, EquipmentRentalStatus } from '@fairway/shared-api/rentals';

export {
  EQUIPMENT_RENTAL_STATUSES as RENTAL_STATUSES,
  RENTAL_PAYMENT_METHODS,
  type RentalAvailability,
  type RentalPaymentMethod,
  type RentalPool,
  type RentalStatistics,
} from '@fairway/shared-api/rentals';

export type RentalStatus = EquipmentRentalStatus;
/** A rental as the screens show it: always with its item and member (details=true). */
export type EquipmentRental = EquipmentRentalDetails;

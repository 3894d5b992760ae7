import { NOTIFICATION_TYPES, type SettingsSection } from '@fairway/shared-api/contract';
import type { BookingKind } from './templates/booking';

type Switch = keyof Pick<
  SettingsSection<'notifications'>,
  'booking_confirmation_email' | 'cancellation_email'
>;

/**
 * The kinds the server sends itself, their type ids and the club's e-mail switch for each. A move
 * or change is a new confirmation, so it follows booking_confirmation_email.
 */
export const KINDS: Record<BookingKind, { typeId: number; emailSwitch: Switch }> = {
  booking_confirmed: {
    typeId: NOTIFICATION_TYPES.booking_confirmed,
    emailSwitch: 'booking_confirmation_email',
  },
  booking_changed: {
    typeId: NOTIFICATION_TYPES.booking_changed,
    emailSwitch: 'booking_confirmation_email',
  },
  booking_cancelled: {
    typeId: NOTIFICATION_TYPES.booking_cancelled,
    emailSwitch: 'cancellation_email',
  },
};

export const kindOfType = (typeId: number): BookingKind | null =>
  (Object.keys(KINDS) as BookingKind[]).find((k) => KINDS[k].typeId === typeId) ?? null;

import { NOTIFICATION_TYPES, type SettingsSection } from '@fairway/shared-api/contract';
import type { AcademyKind } from './templates/academy';
import type { BookingKind } from './templates/booking';
import type { PropertyKind } from './templates/property';

type Switch = keyof Pick<
  SettingsSection<'notifications'>,
  'booking_confirmation_email' | 'cancellation_email'
>;

/** Every kind the server sends itself. */
export type NoticeKind = BookingKind | 'waitlist_offer' | AcademyKind | PropertyKind;

/**
 * The kinds the server sends itself, their type ids and the club's e-mail switch for each. A move
 * or change is a new confirmation, so it follows booking_confirmation_email; so does a waitlist
 * offer (it leads to a booking). The academy's follow the same two switches: an approval, a move
 * and a reminder are confirmations; a cancelled session or schedule is a cancellation.
 */
export const KINDS: Record<NoticeKind, { typeId: number; emailSwitch: Switch }> = {
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
  waitlist_offer: {
    typeId: NOTIFICATION_TYPES.waitlist_offer,
    emailSwitch: 'booking_confirmation_email',
  },
  academy_enrollment_approved: {
    typeId: NOTIFICATION_TYPES.academy_enrollment_approved,
    emailSwitch: 'booking_confirmation_email',
  },
  academy_session_cancelled: {
    typeId: NOTIFICATION_TYPES.academy_session_cancelled,
    emailSwitch: 'cancellation_email',
  },
  academy_session_moved: {
    typeId: NOTIFICATION_TYPES.academy_session_moved,
    emailSwitch: 'booking_confirmation_email',
  },
  academy_schedule_cancelled: {
    typeId: NOTIFICATION_TYPES.academy_schedule_cancelled,
    emailSwitch: 'cancellation_email',
  },
  academy_session_reminder: {
    typeId: NOTIFICATION_TYPES.academy_session_reminder,
    emailSwitch: 'booking_confirmation_email',
  },
  'house_booking.confirmed': {
    typeId: NOTIFICATION_TYPES.house_booking_confirmed,
    emailSwitch: 'booking_confirmation_email',
  },
  'house_booking.cancelled': {
    typeId: NOTIFICATION_TYPES.house_booking_cancelled,
    emailSwitch: 'cancellation_email',
  },
  'maintenance.resolved': {
    typeId: NOTIFICATION_TYPES.maintenance_resolved,
    emailSwitch: 'booking_confirmation_email',
  },
};

export const kindOfType = (typeId: number): NoticeKind | null =>
  (Object.keys(KINDS) as NoticeKind[]).find((k) => KINDS[k].typeId === typeId) ?? null;

export { isPropertyKind } from './templates/property';

export const isBookingKind = (kind: NoticeKind): kind is BookingKind =>
  kind === 'booking_confirmed' || kind === 'booking_changed' || kind === 'booking_cancelled';

export const isAcademyKind = (kind: NoticeKind): kind is AcademyKind => kind.startsWith('academy_');

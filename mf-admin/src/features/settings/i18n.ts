import { defineMessages } from '@fairway/shared-ui';

/**
 * The settings screen's new words (issue 12). Its own catalogue while the package's
 * (src/i18n/messages.ts) is shared by every feature; the keys can move there later.
 */
export const settingsMessages = defineMessages({
  en: {
    bookingRulesElsewhere: 'Booking rules are edited in one place',
    bookingRulesElsewhereText:
      'Tee time intervals, players per time, how far ahead members and guests can book, cancellations and the waitlist are set under Tee times → Booking rules.',
    openBookingRules: 'Open the booking rules',
  },
  es: {
    bookingRulesElsewhere: 'Las normas de reserva se editan en un solo lugar',
    bookingRulesElsewhereText:
      'Los intervalos entre salidas, los jugadores por horario, la antelación de socios e invitados, las cancelaciones y la lista de espera se configuran en Horarios de salida → Normas de reserva.',
    openBookingRules: 'Abrir las normas de reserva',
  },
});

import { defineMessages } from '@fairway/shared-ui';

/**
 * The booking rules' new words (issue 12): the waitlist's offer time. Its own catalogue while the
 * package's (src/i18n/messages.ts) is shared by every feature; the keys can move there later.
 */
export const bookingRulesMessages = defineMessages({
  en: {
    waitlist: 'Waitlist',
    waitlistIntro:
      'When a place frees on a full time, the first member waiting gets an offer and the place is held for them.',
    offerHeldFor: 'Hold an offered place for',
    offerHeldForHint: 'From 5 to 240 minutes; then the next member waiting gets the offer.',
  },
  es: {
    waitlist: 'Lista de espera',
    waitlistIntro:
      'Cuando se libera una plaza en un horario completo, el primer socio en espera recibe una oferta y la plaza se le reserva.',
    offerHeldFor: 'Reservar una plaza ofrecida durante',
    offerHeldForHint: 'De 5 a 240 minutos; después la oferta pasa al siguiente socio en espera.',
  },
});

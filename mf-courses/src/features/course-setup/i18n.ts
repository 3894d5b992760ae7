import { defineMessages } from '@fairway/shared-ui';

/**
 * The course setup's new words (issue 12). Its own catalogue while the package's
 * (src/i18n/messages.ts) is shared by every feature; the keys can move there later.
 */
export const courseSetupMessages = defineMessages({
  en: {
    crossoverStarts: 'Start from the 1st and 10th tees',
    crossoverStartsHint:
      'Crossover starts: every tee time is offered on the 1st and on the 10th tee, each for the players per tee time.',
  },
  es: {
    crossoverStarts: 'Salidas desde el tee del 1 y el del 10',
    crossoverStartsHint:
      'Salidas cruzadas: cada horario se ofrece en el tee del 1 y en el del 10, cada uno para los jugadores por horario.',
  },
});

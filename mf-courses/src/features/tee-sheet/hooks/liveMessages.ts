import { defineMessages } from '@fairway/shared-ui';

/**
 * What the live refresh announces to screen readers. Its own catalogue while the package's
 * (src/i18n/messages.ts) is being translated; the keys can move there as they are.
 */
export const liveMessages = defineMessages({
  en: {
    teeSheetUpdated: 'Tee sheet updated',
    teeTimesUpdated: 'Tee times updated',
  },
  es: {
    teeSheetUpdated: 'Hoja de salidas actualizada',
    teeTimesUpdated: 'Horarios de salida actualizados',
  },
});

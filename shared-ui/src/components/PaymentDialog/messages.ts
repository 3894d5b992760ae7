import { defineMessages } from '../../i18n/catalogue';

/** The payment dialog's default words; screens pass their own where they say it differently. */
export const messages = defineMessages({
  en: {
    amountLabel: 'Amount ({currency})',
    amountHint: '{amount} is due.',
    amountInvalid: 'Enter an amount such as {example}',
    methodLabel: 'Paid by',
    submit: 'Record payment',
  },
  es: {
    amountLabel: 'Importe ({currency})',
    amountHint: 'Quedan {amount} por pagar.',
    amountInvalid: 'Escriba un importe como {example}',
    methodLabel: 'Forma de pago',
    submit: 'Registrar pago',
  },
});

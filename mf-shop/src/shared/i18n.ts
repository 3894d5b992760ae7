import { defineMessages, type MessageKey, type Translate } from '@fairway/shared-ui';

/** Words of the shop's shared pieces: item pictures, quantity steppers, order statuses. */
export const sharedMessages = defineMessages({
  en: {
    noPicture: 'No picture yet',
    decrease: 'One fewer {name}',
    increase: 'One more {name}',
    quantityOf: 'Quantity of {name}',
    statusPending: 'Awaiting payment',
    statusPaid: 'Paid',
    statusCancelled: 'Cancelled',
    statusRefunded: 'Refunded',
    statusPartiallyRefunded: 'Partly refunded',
    methodCash: 'Cash',
    methodCard: 'Card',
    methodAccount: 'Member account',
  },
  es: {
    noPicture: 'Aún sin foto',
    decrease: 'Un {name} menos',
    increase: 'Un {name} más',
    quantityOf: 'Cantidad de {name}',
    statusPending: 'Pendiente de pago',
    statusPaid: 'Pagado',
    statusCancelled: 'Cancelado',
    statusRefunded: 'Reembolsado',
    statusPartiallyRefunded: 'Reembolsado en parte',
    methodCash: 'Efectivo',
    methodCard: 'Tarjeta',
    methodAccount: 'Cuenta de socio',
  },
});
export type SharedKey = MessageKey<typeof sharedMessages>;
export type SharedT = Translate<SharedKey>;

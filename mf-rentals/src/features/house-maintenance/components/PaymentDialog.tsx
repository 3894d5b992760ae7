import { useState } from 'react';
import {
  PaymentDialog as SharedPaymentDialog,
  TextField,
  useFormat,
  useT,
} from '@fairway/shared-ui';
import {
  MAINTENANCE_PAYMENT_METHODS,
  MAX_MAINTENANCE_AMOUNT,
} from '@fairway/shared-api/house-maintenance';
import { maintenanceApi } from '../../../shared/api/clients';
import { useMaintenance, type PaymentTarget } from '../stores/MaintenanceContext';
import { maintenanceMessages } from '../i18n';
import { amountInput, amountOf } from '../utils/money';

/**
 * A payment toward a completed job's charge. The amount starts at what is outstanding; the server
 * has the last word (a payment made elsewhere meanwhile): its 409 "Only … is outstanding" shows here.
 */
export function PaymentDialog({ target }: { target: PaymentTarget }) {
  const t = useT(maintenanceMessages);
  const f = useFormat();
  const state = useMaintenance();
  const [note, setNote] = useState('');
  const close = () => state.openDialog(null);

  return (
    <SharedPaymentDialog
      title={t('paymentTitle', { title: target.title })}
      description={t('paymentDescription', {
        household: target.tenant_name ?? t('noHousehold'),
        amount: amountOf(target.outstanding, f),
      })}
      amountDue={target.outstanding}
      maxAmount={MAX_MAINTENANCE_AMOUNT}
      amountLabel={t('paymentAmount', { currency: f.settings.currency })}
      amountHint={t('paymentAmountHint', { amount: amountOf(target.outstanding, f) })}
      invalidAmountText={t('amountInvalid', { example: amountInput(1500, f) })}
      amountMaxLength={12}
      methods={MAINTENANCE_PAYMENT_METHODS.map((m) => ({ value: m, label: t(`method_${m}`) }))}
      defaultMethod="card"
      methodLabel={t('paymentMethod')}
      submitLabel={t('recordPayment')}
      fieldNames={['amount', 'method', 'note']}
      extraFields={(errors) => (
        <TextField
          label={t('paymentNote')}
          optionalLabel={t('optional')}
          maxLength={500}
          autoComplete="off"
          value={note}
          error={errors.note}
          onValueChange={setNote}
        />
      )}
      onSubmit={async ({ amount, method }) => {
        const balance = await maintenanceApi().balances.pay(target.maintenance_id, {
          amount,
          method,
          note: note.trim() || null,
        });
        state.markMoney();
        // The job's panel shows the new figures.
        try {
          state.remember(await maintenanceApi().get(target.maintenance_id));
        } catch {
          // The board keeps the old figures until it reloads; the payment itself was recorded.
        }
        return balance;
      }}
      successMessage={(balance, { amount }) =>
        t('paymentRecorded', { amount: amountOf(amount, f), title: balance.title })
      }
      onPaid={close}
      onClose={close}
    />
  );
}

import { useId, useState, type FormEvent } from 'react';
import {
  Button,
  Dialog,
  Notice,
  TextArea,
  TextField,
  errorText,
  money,
  notify,
  parseMoney,
  useFormat,
  useT,
} from '@fairway/shared-ui';
import { MAX_RENTAL_AMOUNT } from '@fairway/shared-api/rentals';
import { rentalsApi } from '../../../shared/api/clients';
import type { EquipmentRental } from '../../../shared/api/types';
import { rentalMessages } from '../../../shared/i18n/messages';
import { itemOf, memberOf } from '../../../shared/utils/rentals';
import { useDesk } from '../stores/DeskContext';
import { deskMessages } from '../i18n';
import { MoneySummary } from './MoneySummary';
import styles from './Desk.module.css';

/**
 * Taking a rental back: what the damage is and its fee (typed as an amount, sent in minor units),
 * with the amount due as it will be; then the amount due and "Take payment".
 */
export function ReturnDialog({ rental }: { rental: EquipmentRental }) {
  const t = useT(deskMessages);
  const tr = useT(rentalMessages);
  const f = useFormat();
  const desk = useDesk();
  const formId = useId();
  const currency = f.settings.currency;
  const [assessment, setAssessment] = useState('');
  const [feeText, setFeeText] = useState('');
  const [feeError, setFeeError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [returned, setReturned] = useState<EquipmentRental | null>(null);
  const names = { member: memberOf(rental, tr), item: itemOf(rental, tr) };

  const typedFee = feeText.trim() === '' ? 0 : parseMoney(feeText, currency);
  const close = () => desk.openDialog(null);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    if (typedFee === null || typedFee > MAX_RENTAL_AMOUNT) {
      setFeeError(t('amountInvalid', { example: money(1500, currency, f) }));
      return;
    }
    setFeeError(null);
    setError(null);
    setSubmitting(true);
    try {
      const done = await rentalsApi().return(rental.id, {
        damage_assessment: assessment.trim() || null,
        damage_fee: typedFee,
      });
      desk.remember(done);
      notify.success(t('takenBack', names));
      setReturned(done);
    } catch (err) {
      setError(errorText(err));
    } finally {
      setSubmitting(false);
    }
  };

  if (returned)
    return (
      <Dialog
        open
        onClose={close}
        size="sm"
        title={t('returnedTitle', names)}
        footer={
          <>
            <Button variant="secondary" onClick={close}>
              {t('done')}
            </Button>
            {returned.amount_due > 0 ? (
              <Button onClick={() => desk.openDialog({ kind: 'payment', rental: returned })}>
                {t('actionPayment')}
              </Button>
            ) : null}
          </>
        }
      >
        <p className={styles['fw-rentals-due']} role="status">
          {returned.amount_due > 0
            ? t('amountDueNow', { amount: money(returned.amount_due, null, f) })
            : t('nothingDue')}
        </p>
        <MoneySummary rental={returned} />
      </Dialog>
    );

  return (
    <Dialog
      open
      onClose={close}
      size="sm"
      title={t('returnTitle', names)}
      description={t('returnDescription')}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {tr('cancel')}
          </Button>
          <Button type="submit" form={formId} loading={submitting}>
            {t('actionReturn')}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        className={styles['fw-rentals-form']}
        onSubmit={(e) => void handleSubmit(e)}
      >
        {error ? (
          <Notice tone="error" role="alert">
            {error}
          </Notice>
        ) : null}
        <TextArea
          label={t('damageAssessment')}
          hint={t('damageAssessmentHint')}
          optionalLabel={t('optional')}
          maxLength={2000}
          rows={3}
          value={assessment}
          onValueChange={setAssessment}
        />
        <TextField
          label={t('damageFeeIn', { currency })}
          hint={t('damageFeeHint')}
          optionalLabel={t('optional')}
          inputMode="decimal"
          autoComplete="off"
          value={feeText}
          error={feeError}
          onValueChange={(v) => {
            setFeeText(v);
            setFeeError(null);
          }}
        />
        <MoneySummary rental={rental} damageFee={typedFee ?? 0} />
      </form>
    </Dialog>
  );
}

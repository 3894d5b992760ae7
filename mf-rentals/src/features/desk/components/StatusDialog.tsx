import { useId, useState, type FormEvent } from 'react';
import {
  Button,
  Dialog,
  Notice,
  Select,
  TextArea,
  errorText,
  notify,
  useT,
} from '@fairway/shared-ui';
import { rentalsApi } from '../../../shared/api/clients';
import type { EquipmentRental, RentalStatus } from '../../../shared/api/types';
import { rentalMessages } from '../../../shared/i18n/messages';
import { STATUS_MOVES, itemOf, memberOf } from '../../../shared/utils/rentals';
import { useDesk } from '../stores/DeskContext';
import { deskMessages } from '../i18n';
import styles from './Desk.module.css';

/** Any allowed move (out ↔ overdue, …) with a note added to the rental's notes. */
export function StatusDialog({ rental }: { rental: EquipmentRental }) {
  const t = useT(deskMessages);
  const tr = useT(rentalMessages);
  const desk = useDesk();
  const formId = useId();
  const moves = STATUS_MOVES[rental.status];
  const [status, setStatus] = useState<RentalStatus | ''>(moves[0] ?? '');
  const [notes, setNotes] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const names = { member: memberOf(rental, tr), item: itemOf(rental, tr) };
  const close = () => desk.openDialog(null);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting || !status) return;
    setError(null);
    setSubmitting(true);
    try {
      const changed = await rentalsApi().changeStatus(rental.id, status, notes.trim() || undefined);
      desk.remember(changed);
      notify.success(t('statusChanged', { ...names, status: tr(`status_${changed.status}`) }));
      close();
    } catch (err) {
      setError(errorText(err));
      setSubmitting(false);
    }
  };

  return (
    <Dialog
      open
      onClose={close}
      size="sm"
      title={t('statusTitle', names)}
      description={t('statusNow', { status: tr(`status_${rental.status}`) })}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {tr('cancel')}
          </Button>
          <Button type="submit" form={formId} loading={submitting} disabled={!status}>
            {t('changeStatus')}
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
        {moves.length === 0 ? (
          <p>{t('noMoves')}</p>
        ) : (
          <Select
            label={t('newStatus')}
            options={moves.map((s) => ({ value: s, label: tr(`status_${s}`) }))}
            value={status}
            onChange={(e) => setStatus(e.target.value as RentalStatus)}
          />
        )}
        <TextArea
          label={t('notes')}
          optionalLabel={t('optional')}
          maxLength={2000}
          rows={3}
          value={notes}
          onValueChange={setNotes}
        />
      </form>
    </Dialog>
  );
}

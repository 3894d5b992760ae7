import { useState } from 'react';
import { ConfirmDialog, TextField, errorText, notify, useT } from '@fairway/shared-ui';
import { DEFAULT_RENTAL_CANCEL_REASON } from '@fairway/shared-api/rentals';
import { rentalsApi } from '../../../shared/api/clients';
import type { EquipmentRental } from '../../../shared/api/types';
import { rentalMessages } from '../../../shared/i18n/messages';
import { itemOf, memberOf } from '../../../shared/utils/rentals';
import { useDesk } from '../stores/DeskContext';
import { deskMessages } from '../i18n';

/** Cancelling a requested or confirmed rental, with a reason ('Cancelled by staff' unless changed). */
export function CancelDialog({ rental }: { rental: EquipmentRental }) {
  const t = useT(deskMessages);
  const tr = useT(rentalMessages);
  const desk = useDesk();
  const [reason, setReason] = useState(DEFAULT_RENTAL_CANCEL_REASON);
  const names = { member: memberOf(rental, tr), item: itemOf(rental, tr) };

  const handleConfirm = async () => {
    try {
      const cancelled = await rentalsApi().cancel(
        rental.id,
        reason.trim() || DEFAULT_RENTAL_CANCEL_REASON,
      );
      desk.remember(cancelled);
    } catch (err) {
      throw new Error(errorText(err));
    }
    notify.success(t('cancelled', names));
    desk.openDialog(null);
  };

  return (
    <ConfirmDialog
      open
      title={t('cancelTitle', names)}
      message={t('cancelMessage')}
      confirmLabel={t('actionCancel')}
      cancelLabel={t('keepRental')}
      tone="danger"
      onConfirm={handleConfirm}
      onCancel={() => desk.openDialog(null)}
    >
      <TextField label={t('reason')} maxLength={500} value={reason} onValueChange={setReason} />
    </ConfirmDialog>
  );
}

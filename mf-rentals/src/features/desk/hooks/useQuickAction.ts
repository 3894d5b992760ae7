import { useState } from 'react';
import { errorText, notify, useT } from '@fairway/shared-ui';
import { rentalsApi } from '../../../shared/api/clients';
import type { EquipmentRental } from '../../../shared/api/types';
import { rentalMessages } from '../../../shared/i18n/messages';
import { itemOf, memberOf, type NextAction } from '../../../shared/utils/rentals';
import { useDesk } from '../stores/DeskContext';
import { deskMessages } from '../i18n';

/**
 * A rental's next step from a list or the details: confirm and hand over at once (a toast says so,
 * or what went wrong); take back and take payment open their dialogs.
 */
export function useQuickAction() {
  const t = useT(deskMessages);
  const tr = useT(rentalMessages);
  const desk = useDesk();
  const [busy, setBusy] = useState<number | null>(null);

  const run = async (action: NextAction, rental: EquipmentRental) => {
    if (action === 'return') return desk.openDialog({ kind: 'return', rental });
    if (action === 'payment') return desk.openDialog({ kind: 'payment', rental });
    if (busy !== null) return;
    setBusy(rental.id);
    const names = { member: memberOf(rental, tr), item: itemOf(rental, tr) };
    try {
      const api = rentalsApi();
      const changed =
        action === 'confirm' ? await api.confirm(rental.id) : await api.pickup(rental.id);
      desk.remember(changed);
      notify.success(t(action === 'confirm' ? 'confirmed' : 'handedOver', names));
    } catch (err) {
      notify.error(errorText(err));
    } finally {
      setBusy(null);
    }
  };
  return { run, busy };
}

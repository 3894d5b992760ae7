import { Button, useT } from '@fairway/shared-ui';
import type { EquipmentRental } from '../../../shared/api/types';
import { rentalMessages } from '../../../shared/i18n/messages';
import { itemOf, memberOf, type NextAction } from '../../../shared/utils/rentals';
import { deskMessages } from '../i18n';

export type NextActionButtonProps = {
  rental: EquipmentRental;
  action: NextAction;
  busy: boolean;
  onRun: (action: NextAction, rental: EquipmentRental) => void;
};

const LABEL = {
  confirm: 'actionConfirm',
  pickup: 'actionPickup',
  return: 'actionReturn',
  payment: 'actionPayment',
} as const;

/** "Confirm", "Hand over", "Take back" or "Take payment", named with the member and the item. */
export function NextActionButton({ rental, action, busy, onRun }: NextActionButtonProps) {
  const t = useT(deskMessages);
  const tr = useT(rentalMessages);
  const label = t(LABEL[action]);
  return (
    <Button
      size="sm"
      variant={action === 'payment' ? 'secondary' : 'primary'}
      loading={busy}
      aria-label={t('actionFor', {
        action: label,
        member: memberOf(rental, tr),
        item: itemOf(rental, tr),
      })}
      onClick={() => onRun(action, rental)}
    >
      {label}
    </Button>
  );
}

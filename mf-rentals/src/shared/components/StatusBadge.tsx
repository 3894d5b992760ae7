import { Badge, useT } from '@fairway/shared-ui';
import type { RentalStatus } from '../api/types';
import { rentalMessages } from '../i18n/messages';
import { statusTone } from '../utils/rentals';

/** A rental's status in words, with a tone. */
export function StatusBadge({ status }: { status: RentalStatus }) {
  const t = useT(rentalMessages);
  return <Badge tone={statusTone(status)}>{t(`status_${status}`)}</Badge>;
}

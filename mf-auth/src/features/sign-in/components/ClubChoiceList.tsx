import type { ClubChoice } from '@fairway/shared-api';
import { Button, useT } from '@fairway/shared-ui';
import { messages } from '../../../i18n/messages';
import { authStyles as styles } from '../../../shared/components/AuthLayout';

export type ClubChoiceListProps = {
  clubs: ClubChoice[];
  pending: boolean;
  onChoose: (organizationId: number) => void;
  onCancel: () => void;
};

/** One button per club the password opened; choosing one signs in there. */
export function ClubChoiceList({ clubs, pending, onChoose, onCancel }: ClubChoiceListProps) {
  const t = useT(messages);
  return (
    <div className={styles['fw-auth-form']} aria-busy={pending || undefined}>
      {clubs.map((club) => (
        <Button
          key={club.organization_id}
          type="button"
          fullWidth
          disabled={pending}
          onClick={() => onChoose(club.organization_id)}
        >
          {club.name || t('clubNumber', { id: String(club.organization_id) })}
        </Button>
      ))}
      <Button type="button" variant="secondary" fullWidth disabled={pending} onClick={onCancel}>
        {t('useAnotherAccount')}
      </Button>
    </div>
  );
}

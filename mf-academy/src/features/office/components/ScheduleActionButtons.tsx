import { Button, useT } from '@fairway/shared-ui';
import type { Schedule } from '@fairway/shared-api/academy';
import { officeMessages } from '../i18n';
import type { ScheduleDialogState } from './ScheduleActionDialogs';
import styles from './Office.module.css';

/** Edit, publish and cancel, as the schedule's status allows (academy:write only). */
export function ScheduleActionButtons({
  schedule,
  onAction,
}: {
  schedule: Schedule;
  onAction: (dialog: ScheduleDialogState) => void;
}) {
  const t = useT(officeMessages);
  const open = schedule.status === 'draft' || schedule.status === 'published';
  if (!open) return null;
  const name = schedule.name;
  return (
    <div className={styles['fw-academy-row-actions']}>
      <Button
        size="sm"
        variant="secondary"
        aria-label={t('editSchedule', { name })}
        onClick={() => onAction({ kind: 'edit', schedule })}
      >
        {t('edit')}
      </Button>
      {schedule.status === 'draft' ? (
        <Button
          size="sm"
          aria-label={t('publishSchedule', { name })}
          onClick={() => onAction({ kind: 'publish', schedule })}
        >
          {t('publish')}
        </Button>
      ) : null}
      <Button
        size="sm"
        variant="ghost"
        aria-label={t('cancelScheduleNamed', { name })}
        onClick={() => onAction({ kind: 'cancel', schedule })}
      >
        {t('cancel')}
      </Button>
    </div>
  );
}

import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  Button,
  ConfirmDialog,
  EmptyState,
  TextArea,
  buttonClassName,
  errorText,
  money,
  notify,
  useFormat,
  useT,
} from '@fairway/shared-ui';
import type { Enrollment } from '@fairway/shared-api/academy';
import { academyApi } from '../../../shared/api/clients';
import { StatusBadge } from '../../../shared/components/StatusBadge';
import { academyMessages } from '../../../shared/i18n/messages';
import { myTrainingMessages } from '../i18n';
import styles from './MyTraining.module.css';

export type MyEnrolmentsProps = {
  enrolments: readonly Enrollment[];
  onChanged: (enrolment: Enrollment) => void;
};

const LIVE = new Set<Enrollment['status']>(['pending', 'approved']);

/** My enrolments, newest course first, with Withdraw (and a reason) while pending or approved. */
export function MyEnrolments({ enrolments, onChanged }: MyEnrolmentsProps) {
  const t = useT(myTrainingMessages);
  const ta = useT(academyMessages);
  const f = useFormat();
  const [withdrawing, setWithdrawing] = useState<Enrollment | null>(null);
  const [reason, setReason] = useState('');

  const handleWithdraw = async () => {
    const enrolment = withdrawing;
    if (!enrolment) return;
    let done: Enrollment;
    try {
      done = await academyApi().enrollments.withdraw(enrolment.id, reason.trim() || null);
    } catch (err) {
      throw new Error(errorText(err));
    }
    onChanged(done);
    notify.success(t('withdrawn', { name: done.schedule_name }));
    setWithdrawing(null);
  };

  if (enrolments.length === 0)
    return (
      <EmptyState
        title={t('noEnrolments')}
        message={t('noEnrolmentsMessage')}
        action={
          <Link to="/academy" className={buttonClassName('secondary')}>
            {t('browse')}
          </Link>
        }
      />
    );

  const sorted = [...enrolments].sort(
    (a, b) => b.schedule_start_date.localeCompare(a.schedule_start_date) || b.id - a.id,
  );
  return (
    <>
      <ul className={styles['fw-academy-list']} aria-labelledby="fw-academy-mine-enrolments">
        {sorted.map((e) => (
          <li key={e.id} className={styles['fw-academy-item']}>
            <p className={styles['fw-academy-item-title']}>
              <strong>{e.schedule_name}</strong> <StatusBadge kind="enrollment" status={e.status} />
            </p>
            <p>
              {ta('dateRange', {
                start: f.date(e.schedule_start_date),
                end: f.date(e.schedule_end_date),
              })}{' '}
              · {t('withTrainer', { trainer: e.trainer_name })}
            </p>
            <p className={styles['fw-academy-muted']}>
              {t('price', { price: money(e.price, null, f) })}
            </p>
            {e.status === 'withdrawn' && e.withdraw_reason ? (
              <p className={styles['fw-academy-muted']}>
                {t('withdrawnBecause', { reason: e.withdraw_reason })}
              </p>
            ) : null}
            {LIVE.has(e.status) ? (
              <div>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={t('withdrawFrom', { name: e.schedule_name })}
                  onClick={() => {
                    setReason('');
                    setWithdrawing(e);
                  }}
                >
                  {t('withdraw')}
                </Button>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      {withdrawing ? (
        <ConfirmDialog
          open
          title={t('withdrawTitle', { name: withdrawing.schedule_name })}
          message={t('withdrawMessage')}
          confirmLabel={t('withdraw')}
          cancelLabel={t('keep')}
          tone="danger"
          onConfirm={handleWithdraw}
          onCancel={() => setWithdrawing(null)}
        >
          <TextArea
            label={t('reason')}
            hint={t('reasonHint')}
            optionalLabel={t('optional')}
            value={reason}
            maxLength={500}
            rows={3}
            onChange={(ev) => setReason(ev.target.value)}
          />
        </ConfirmDialog>
      ) : null}
    </>
  );
}

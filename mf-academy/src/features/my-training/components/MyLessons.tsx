import { useState } from 'react';
import {
  Button,
  ConfirmDialog,
  EmptyState,
  Notice,
  ResourceStatus,
  errorText,
  notify,
  useFormat,
  useT,
} from '@fairway/shared-ui';
import type { TrainingUser } from '@fairway/shared-api/academy';
import { trainingsApi } from '../../../shared/api/clients';
import { StatusBadge } from '../../../shared/components/StatusBadge';
import { useMyLessonRequests } from '../hooks/useMyTraining';
import { myTrainingMessages } from '../i18n';
import { LessonRequestForm } from './LessonRequestForm';
import styles from './MyTraining.module.css';

const CONFIRMED = 2;
const CANCELLED = 3;

/** My basic-training requests: ask for one, accept a proposed date, cancel. */
export function MyLessons() {
  const t = useT(myTrainingMessages);
  const f = useFormat();
  const requests = useMyLessonRequests();
  const [cancelling, setCancelling] = useState<TrainingUser | null>(null);
  const [accepting, setAccepting] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<{ id: number; text: string } | null>(null);

  const replace = (done: TrainingUser) =>
    requests.setData((list) => (list ?? []).map((r) => (r.id === done.id ? done : r)));

  const handleAccept = async (request: TrainingUser) => {
    setAccepting(request.id);
    setRefusal(null);
    try {
      const done = await trainingsApi().requests.update(request.id, { status_id: CONFIRMED });
      replace(done);
      notify.success(
        t('accepted', {
          name: done.training_name,
          date: f.dateTime(done.training_date ?? request.proposed_date ?? ''),
        }),
      );
    } catch (err) {
      setRefusal({ id: request.id, text: errorText(err) });
    } finally {
      setAccepting(null);
    }
  };

  const handleCancel = async () => {
    const request = cancelling;
    if (!request) return;
    let done: TrainingUser;
    try {
      done = await trainingsApi().requests.update(request.id, { status_id: CANCELLED });
    } catch (err) {
      throw new Error(errorText(err));
    }
    replace(done);
    notify.success(t('cancelled', { name: done.training_name }));
    setCancelling(null);
  };

  const list = requests.data ?? [];
  return (
    <>
      <h3 className={styles['fw-academy-subheading']}>{t('requestLesson')}</h3>
      <LessonRequestForm
        onRequested={(request) => requests.setData((current) => [request, ...(current ?? [])])}
      />
      {requests.status !== 'ready' && !requests.data ? (
        <ResourceStatus
          resource={requests}
          loadingLabel={t('loadingLessons')}
          errorTitle={t('lessonsError')}
        />
      ) : list.length === 0 ? (
        <EmptyState title={t('noRequests')} message={t('noRequestsMessage')} />
      ) : (
        <ul className={styles['fw-academy-list']} aria-labelledby="fw-academy-mine-lessons">
          {list.map((r) => {
            const open = r.status === 'REQUESTED' || r.status === 'CONFIRMED';
            const proposal = r.status === 'REQUESTED' && r.proposed_date ? r.proposed_date : null;
            return (
              <li key={r.id} className={styles['fw-academy-item']}>
                <p className={styles['fw-academy-item-title']}>
                  <strong>{r.training_name}</strong>{' '}
                  <StatusBadge kind="request" status={r.status} />
                </p>
                <p className={styles['fw-academy-muted']}>{r.course_name}</p>
                {r.training_date && r.status !== 'REQUESTED' ? (
                  <p>{t('confirmedFor', { date: f.dateTime(r.training_date) })}</p>
                ) : r.preferred_date ? (
                  <p>{t('preferred', { date: f.dateLong(r.preferred_date) })}</p>
                ) : null}
                {proposal ? (
                  <Notice tone="info" role="none">
                    {t('proposed', { date: f.dateTime(proposal) })}
                    {r.proposal_note ? ` · ${r.proposal_note}` : ''}
                  </Notice>
                ) : null}
                {r.notes ? <p className={styles['fw-academy-muted']}>{r.notes}</p> : null}
                {refusal?.id === r.id ? <Notice tone="error">{refusal.text}</Notice> : null}
                {open ? (
                  <div className={styles['fw-academy-actions']}>
                    {proposal ? (
                      <Button
                        size="sm"
                        loading={accepting === r.id}
                        aria-label={t('acceptProposal', {
                          date: f.dateTime(proposal),
                          name: r.training_name,
                        })}
                        onClick={() => void handleAccept(r)}
                      >
                        {t('accept')}
                      </Button>
                    ) : null}
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={t('cancelRequestFor', { name: r.training_name })}
                      onClick={() => setCancelling(r)}
                    >
                      {t('cancelRequest')}
                    </Button>
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      {cancelling ? (
        <ConfirmDialog
          open
          title={t('cancelTitle', { name: cancelling.training_name })}
          message={t('cancelMessage')}
          confirmLabel={t('cancelRequestFor', { name: cancelling.training_name })}
          cancelLabel={t('keepRequest')}
          tone="danger"
          onConfirm={handleCancel}
          onCancel={() => setCancelling(null)}
        />
      ) : null}
    </>
  );
}

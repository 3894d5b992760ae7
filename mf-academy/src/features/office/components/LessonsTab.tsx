import { useState } from 'react';
import {
  Button,
  ConfirmDialog,
  DataTable,
  errorText,
  notify,
  useFormat,
  usePermission,
  useResource,
  useT,
  type DataTableColumn,
} from '@fairway/shared-ui';
import type { TrainingUser } from '@fairway/shared-api/academy';
import { trainingsApi } from '../../../shared/api/clients';
import { StatusBadge } from '../../../shared/components/StatusBadge';
import { academyMessages } from '../../../shared/i18n/messages';
import { officeMessages } from '../i18n';
import { LessonDateDialog } from './LessonDateDialog';
import styles from './Office.module.css';

type LessonAction = {
  kind: 'date' | 'proposal' | 'complete' | 'cancel';
  request: TrainingUser;
};

/** ?tab=lessons: members' requests of basic trainings; set or propose a date, complete, cancel. */
export function LessonsTab() {
  const t = useT(officeMessages);
  const ta = useT(academyMessages);
  const f = useFormat();
  const canWrite = usePermission('academy:write');
  const list = useResource(() => trainingsApi().requests.list(), []);
  const [action, setAction] = useState<LessonAction | null>(null);

  const memberOf = (r: TrainingUser) => r.user_name ?? t('someone', { id: r.user_id });
  const replace = (saved: TrainingUser) =>
    list.setData((rows) => (rows ?? []).map((r) => (r.id === saved.id ? saved : r)));

  const handleStatus = async () => {
    if (!action || (action.kind !== 'complete' && action.kind !== 'cancel')) return;
    const { request, kind } = action;
    let saved: TrainingUser;
    try {
      saved = await trainingsApi().requests.update(request.id, {
        status_id: kind === 'complete' ? 4 : 3,
      });
    } catch (err) {
      throw new Error(errorText(err));
    }
    replace(saved);
    notify.success(
      t(kind === 'complete' ? 'lessonCompleted' : 'lessonCancelled', { member: memberOf(request) }),
    );
    setAction(null);
  };

  const columns: DataTableColumn<TrainingUser>[] = [
    { id: 'member', header: t('columnMember'), value: memberOf, rowHeader: true },
    {
      id: 'training',
      header: t('columnTraining'),
      value: (r) => `${r.training_name} · ${r.course_name}`,
      wrap: true,
    },
    {
      id: 'preferred',
      header: t('columnPreferred'),
      value: (r) => r.preferred_date,
      render: (r) => (r.preferred_date ? f.date(r.preferred_date) : t('notYet')),
    },
    {
      id: 'when',
      header: t('columnWhen'),
      value: (r) => r.training_date ?? r.proposed_date,
      render: (r) =>
        r.training_date
          ? f.dateTime(r.training_date)
          : r.proposed_date
            ? t('proposedOn', { date: f.dateTime(r.proposed_date) })
            : t('notYet'),
    },
    {
      id: 'status',
      header: t('columnStatus'),
      value: (r) => ta(`request_${r.status}`),
      render: (r) => <StatusBadge kind="request" status={r.status} />,
    },
    ...(canWrite
      ? [
          {
            id: 'actions',
            header: t('actions'),
            sortable: false,
            exportable: false,
            render: (r: TrainingUser) => {
              const member = memberOf(r);
              const open = r.status === 'REQUESTED' || r.status === 'CONFIRMED';
              return (
                <div className={styles['fw-academy-row-actions']}>
                  {open ? (
                    <Button
                      size="sm"
                      aria-label={t('setDateNamed', { member })}
                      onClick={() => setAction({ kind: 'date', request: r })}
                    >
                      {t('setDate')}
                    </Button>
                  ) : null}
                  {r.status === 'REQUESTED' ? (
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={t('proposeNamed', { member })}
                      onClick={() => setAction({ kind: 'proposal', request: r })}
                    >
                      {t('propose')}
                    </Button>
                  ) : null}
                  {r.status === 'CONFIRMED' ? (
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={t('completeNamed', { member })}
                      onClick={() => setAction({ kind: 'complete', request: r })}
                    >
                      {t('complete')}
                    </Button>
                  ) : null}
                  {open ? (
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={t('cancelLessonNamed', { member })}
                      onClick={() => setAction({ kind: 'cancel', request: r })}
                    >
                      {t('cancel')}
                    </Button>
                  ) : null}
                </div>
              );
            },
          },
        ]
      : []),
  ];

  const statusAction =
    action && (action.kind === 'complete' || action.kind === 'cancel') ? action : null;
  const names = statusAction
    ? { member: memberOf(statusAction.request), training: statusAction.request.training_name }
    : { member: '', training: '' };

  return (
    <section aria-labelledby="fw-academy-lessons" className={styles['fw-academy-section']}>
      <h2 id="fw-academy-lessons">{t('lessons')}</h2>
      <DataTable
        caption={t('lessons')}
        hideCaption
        columns={columns}
        rows={list.data}
        getRowId={(r) => String(r.id)}
        loading={list.loading}
        error={list.status === 'error' ? `${t('lessonsError')}: ${list.error}` : null}
        onRetry={() => void list.reload()}
        emptyTitle={t('noLessons')}
        emptyMessage={t('noLessonsMessage')}
        exportFileName="academy-lesson-requests"
      />
      {action && (action.kind === 'date' || action.kind === 'proposal') ? (
        <LessonDateDialog
          request={action.request}
          mode={action.kind}
          member={memberOf(action.request)}
          onClose={() => setAction(null)}
          onSaved={(saved) => {
            replace(saved);
            setAction(null);
          }}
        />
      ) : null}
      <ConfirmDialog
        open={statusAction !== null}
        title={
          statusAction
            ? t(statusAction.kind === 'complete' ? 'completeTitle' : 'cancelLessonTitle', names)
            : ''
        }
        message={
          statusAction
            ? t(statusAction.kind === 'complete' ? 'completeMessage' : 'cancelLessonMessage', names)
            : ''
        }
        confirmLabel={statusAction?.kind === 'complete' ? t('complete') : t('cancelLesson')}
        cancelLabel={t('keepRequest')}
        tone={statusAction?.kind === 'cancel' ? 'danger' : 'primary'}
        onConfirm={handleStatus}
        onCancel={() => setAction(null)}
      />
    </section>
  );
}

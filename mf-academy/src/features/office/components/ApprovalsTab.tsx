import { useState } from 'react';
import {
  Button,
  ConfirmDialog,
  DataTable,
  TextField,
  errorText,
  money,
  notify,
  useFormat,
  usePermission,
  useResource,
  useT,
  type DataTableColumn,
} from '@fairway/shared-ui';
import type { Enrollment } from '@fairway/shared-api/academy';
import { academyApi } from '../../../shared/api/clients';
import { academyMessages } from '../../../shared/i18n/messages';
import { officeMessages } from '../i18n';
import { EnrolDialog } from './EnrolDialog';
import styles from './Office.module.css';

const byEnrolled = (a: Enrollment, b: Enrollment) =>
  a.enrolled_at.localeCompare(b.enrolled_at) || a.id - b.id;

/**
 * ?tab=approvals: pending enrolments, oldest first. Approve is one click (the row goes at once and
 * comes back if the server refuses); withdraw asks for a reason. The office enrols candidates too.
 */
export function ApprovalsTab() {
  const t = useT(officeMessages);
  const ta = useT(academyMessages);
  const f = useFormat();
  const canWrite = usePermission('academy:write');
  const list = useResource(
    async () => (await academyApi().enrollments.byStatus('pending')).sort(byEnrolled),
    [],
  );
  const [withdrawing, setWithdrawing] = useState<Enrollment | null>(null);
  const [reason, setReason] = useState('');
  const [enrolling, setEnrolling] = useState(false);

  const names = (e: Enrollment) => ({ candidate: e.candidate_name, schedule: e.schedule_name });
  const remove = (id: number) => list.setData((rows) => (rows ?? []).filter((r) => r.id !== id));
  const putBack = (row: Enrollment) =>
    list.setData((rows) => [...(rows ?? []).filter((r) => r.id !== row.id), row].sort(byEnrolled));

  const handleApprove = async (row: Enrollment) => {
    remove(row.id);
    try {
      await academyApi().enrollments.approve(row.id);
      notify.success(t('approved', names(row)));
    } catch (err) {
      putBack(row);
      notify.error(errorText(err));
    }
  };

  const handleWithdraw = async () => {
    const row = withdrawing;
    if (!row) return;
    try {
      await academyApi().enrollments.withdraw(row.id, reason.trim() || null);
    } catch (err) {
      throw new Error(errorText(err));
    }
    remove(row.id);
    notify.success(t('withdrawn', names(row)));
    setWithdrawing(null);
  };

  const columns: DataTableColumn<Enrollment>[] = [
    {
      id: 'candidate',
      header: t('columnCandidate'),
      value: (e) => e.candidate_name,
      rowHeader: true,
    },
    { id: 'schedule', header: t('columnSchedule'), value: (e) => e.schedule_name, wrap: true },
    {
      id: 'dates',
      header: t('columnDates'),
      value: (e) => e.schedule_start_date,
      render: (e) =>
        ta('dateRange', {
          start: f.date(e.schedule_start_date),
          end: f.date(e.schedule_end_date),
        }),
    },
    {
      id: 'price',
      header: t('columnPrice'),
      value: (e) => e.price,
      render: (e) => money(e.price, null, f),
      align: 'end',
    },
    {
      id: 'enrolled',
      header: t('columnEnrolled'),
      value: (e) => e.enrolled_at,
      render: (e) => f.dateTime(e.enrolled_at),
    },
    ...(canWrite
      ? [
          {
            id: 'actions',
            header: t('actions'),
            sortable: false,
            exportable: false,
            render: (e: Enrollment) => (
              <div className={styles['fw-academy-row-actions']}>
                <Button
                  size="sm"
                  aria-label={t('approveNamed', names(e))}
                  onClick={() => void handleApprove(e)}
                >
                  {t('approve')}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={t('withdrawNamed', names(e))}
                  onClick={() => {
                    setReason('');
                    setWithdrawing(e);
                  }}
                >
                  {t('withdraw')}
                </Button>
              </div>
            ),
          },
        ]
      : []),
  ];

  return (
    <section aria-labelledby="fw-academy-approvals" className={styles['fw-academy-section']}>
      <div className={styles['fw-academy-heading']}>
        <h2 id="fw-academy-approvals">{t('approvals')}</h2>
        {canWrite ? (
          <Button onClick={() => setEnrolling(true)}>{t('enrolCandidate')}</Button>
        ) : null}
      </div>
      <DataTable
        caption={t('approvals')}
        hideCaption
        columns={columns}
        rows={list.data}
        getRowId={(e) => String(e.id)}
        loading={list.loading}
        error={list.status === 'error' ? `${t('approvalsError')}: ${list.error}` : null}
        onRetry={() => void list.reload()}
        emptyTitle={t('noApprovals')}
        emptyMessage={t('noApprovalsMessage')}
        exportFileName={false}
      />
      {enrolling ? (
        <EnrolDialog
          onClose={() => setEnrolling(false)}
          onEnrolled={(e) => (e.status === 'pending' ? putBack(e) : undefined)}
        />
      ) : null}
      <ConfirmDialog
        open={withdrawing !== null}
        title={withdrawing ? t('withdrawTitle', names(withdrawing)) : ''}
        message={t('withdrawMessage')}
        confirmLabel={t('withdraw')}
        cancelLabel={t('keepEnrolment')}
        tone="danger"
        onConfirm={handleWithdraw}
        onCancel={() => setWithdrawing(null)}
      >
        <TextField
          label={t('reason')}
          optionalLabel={t('optional')}
          maxLength={500}
          value={reason}
          onValueChange={setReason}
        />
      </ConfirmDialog>
    </section>
  );
}

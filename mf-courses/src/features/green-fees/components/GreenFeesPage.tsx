import { useState } from 'react';
import {
  Badge,
  Button,
  ConfirmDialog,
  DataTable,
  EmptyState,
  PageHeader,
  ResourceStatus,
  errorText,
  notify,
  useDocumentTitle,
  useFormat,
  useT,
  pageStyles as page,
  type DataTableColumn,
} from '@fairway/shared-ui';
import type { GreenFeeRate } from '@fairway/shared-api/tee-sheet';
import { greenFeesApi } from '../../../shared/api/clients';
import { useActiveCourses } from '../../../shared/hooks/useActiveCourses';
import { messages } from '../../../i18n/messages';
import { useGreenFeeRates } from '../hooks/useGreenFees';
import { greenFeeMessages } from '../i18n';
import { GROUPS, describeBand, describeDays, groupName } from '../utils/rateForm';
import { RateDialog } from './RateDialog';
import { TryPrice } from './TryPrice';
import styles from './GreenFees.module.css';
import { money } from '../../../shared/utils/money';

type Editing = { rate: GreenFeeRate | null } | null;

/** /courses/green-fees (courses:write): the club's rates by class, and "try a price". */
export function GreenFeesPage() {
  const tc = useT(messages);
  const t = useT(greenFeeMessages);
  const f = useFormat();
  useDocumentTitle(tc('greenFeesTitle'), tc('sectionName'));
  const rates = useGreenFeeRates();
  const courses = useActiveCourses();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<GreenFeeRate | null>(null);

  const list = rates.data?.rates ?? [];
  const currency = rates.data?.currency ?? f.settings.currency;
  const courseList = courses.data ?? [];
  const courseName = (id: number | null) =>
    id === null ? t('allCourses') : (courseList.find((c) => c.id === id)?.name ?? `#${id}`);

  const handleSaved = (saved: GreenFeeRate) => {
    rates.setData((current) => {
      const others = (current?.rates ?? []).filter((r) => r.id !== saved.id);
      return { currency, rates: [...others, saved] };
    });
    setEditing(null);
  };

  const handleDelete = async () => {
    const rate = deleting;
    if (!rate) return;
    try {
      await greenFeesApi().deleteRate(rate.id);
    } catch (err) {
      throw new Error(errorText(err));
    }
    rates.setData((current) => ({
      currency,
      rates: (current?.rates ?? []).filter((r) => r.id !== rate.id),
    }));
    notify.success(t('rateDeleted', { name: rate.name }));
    setDeleting(null);
  };

  const columns: DataTableColumn<GreenFeeRate>[] = [
    { id: 'name', header: t('columnName'), value: (r) => r.name, wrap: true },
    {
      id: 'holes',
      header: t('columnHoles'),
      value: (r) => r.holes,
      render: (r) => t('holesCount', { count: r.holes }),
    },
    {
      id: 'days',
      header: t('columnDays'),
      value: (r) => describeDays(r.weekdays, t, f),
      sortable: false,
      wrap: true,
    },
    {
      id: 'band',
      header: t('columnBand'),
      value: (r) => describeBand(r.from_time, r.to_time, t, f),
      sortable: false,
    },
    { id: 'course', header: t('columnCourse'), value: (r) => courseName(r.course_id) },
    {
      id: 'price',
      header: t('columnPrice'),
      value: (r) => r.price_cents,
      render: (r) => money(r.price_cents, currency, f),
      align: 'end',
    },
    {
      id: 'status',
      header: t('columnStatus'),
      value: (r) => (r.active ? t('active') : t('inactive')),
      render: (r) =>
        r.active ? <Badge tone="success">{t('active')}</Badge> : <Badge>{t('inactive')}</Badge>,
    },
    {
      id: 'actions',
      header: t('columnActions'),
      render: (r) => (
        <div className={styles['fw-gf-row-actions']}>
          <Button
            size="sm"
            variant="secondary"
            aria-label={t('editRateNamed', { name: r.name })}
            onClick={() => setEditing({ rate: r })}
          >
            {t('editRate')}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            aria-label={t('deleteRateNamed', { name: r.name })}
            onClick={() => setDeleting(r)}
          >
            {t('deleteRate')}
          </Button>
        </div>
      ),
    },
  ];

  const addButton = <Button onClick={() => setEditing({ rate: null })}>{t('addRate')}</Button>;
  const sorted = [...list].sort(
    (a, b) => a.from_time.localeCompare(b.from_time) || b.holes - a.holes || a.id - b.id,
  );

  return (
    <div className={page['fw-ui-page']}>
      <PageHeader
        title={tc('greenFeesTitle')}
        description={t('greenFeesDescription')}
        actions={list.length > 0 ? addButton : undefined}
      />
      {rates.status !== 'ready' || courses.status === 'loading' ? (
        <ResourceStatus
          resource={rates.status === 'ready' ? courses : rates}
          loadingLabel={t('loadingRates')}
          errorTitle={t('ratesLoadError')}
        />
      ) : list.length === 0 ? (
        <EmptyState title={t('noRatesTitle')} message={t('noRatesMessage')} action={addButton} />
      ) : (
        GROUPS.filter((g) => list.some((r) => r.applies_to === g)).map((group) => (
          <section key={group} className={page['fw-ui-page-section']}>
            <h2 className={styles['fw-gf-group-heading']}>{groupName(t, group)}</h2>
            <DataTable
              caption={t('ratesFor', { group: groupName(t, group) })}
              hideCaption
              columns={columns}
              rows={sorted.filter((r) => r.applies_to === group)}
              getRowId={(r) => String(r.id)}
              filterable={false}
            />
          </section>
        ))
      )}
      {rates.status === 'ready' && list.some((r) => r.active) && courseList.length > 0 ? (
        <TryPrice courses={courseList} />
      ) : null}
      {editing ? (
        <RateDialog
          rate={editing.rate}
          courses={courseList}
          currency={currency}
          onClose={() => setEditing(null)}
          onSaved={handleSaved}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={deleting ? t('deleteRateTitle', { name: deleting.name }) : ''}
        message={t('deleteRateMessage')}
        confirmLabel={t('deleteRate')}
        tone="danger"
        onConfirm={handleDelete}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}

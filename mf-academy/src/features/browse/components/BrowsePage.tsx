import { useState } from 'react';
import {
  Button,
  EmptyState,
  LiveMessage,
  LoadingState,
  Notice,
  PageHeader,
  ResourceStatus,
  errorText,
  hasStatus,
  notify,
  useCurrentUserId,
  useDocumentTitle,
  useT,
  pageStyles as page,
} from '@fairway/shared-ui';
import type { PlanLevel, Schedule } from '@fairway/shared-api/academy';
import { academyApi } from '../../../shared/api/clients';
import { academyMessages } from '../../../shared/i18n/messages';
import { useActiveSchedules, useMyActiveEnrolments, usePlanLevels } from '../hooks/useBrowseData';
import { useBrowseParams } from '../hooks/useBrowseParams';
import { browseMessages } from '../i18n';
import { filterSchedules, trainersOf } from '../utils/filterSchedules';
import { BrowseFilters } from './BrowseFilters';
import { ScheduleCard } from './ScheduleCard';
import { ScheduleDetails } from './ScheduleDetails';
import styles from './Browse.module.css';

/** /academy (academy:enrol): published courses to browse, with my price and places left; enrol. */
export function BrowsePage() {
  const t = useT(browseMessages);
  const ta = useT(academyMessages);
  useDocumentTitle(t('title'), ta('sectionName'));
  const me = useCurrentUserId();
  const params = useBrowseParams();
  const schedules = useActiveSchedules();
  const levels = usePlanLevels();
  const mine = useMyActiveEnrolments(me);
  const [enrollingId, setEnrollingId] = useState<number | null>(null);
  const [refusals, setRefusals] = useState<Record<number, string>>({});

  const levelMap: ReadonlyMap<number, PlanLevel> = levels.data ?? new Map();
  const levelText = (s: Schedule) => {
    const level = levelMap.get(s.training_plan_id);
    return level ? ta(`level_${level}`) : null;
  };
  const enrolmentOf = (s: Schedule) => (mine.data ?? []).find((e) => e.schedule_id === s.id);

  const handleEnrol = async (schedule: Schedule) => {
    setEnrollingId(schedule.id);
    setRefusals(({ [schedule.id]: _, ...rest }) => rest);
    try {
      const enrolment = await academyApi().enrollments.create({ schedule_id: schedule.id });
      mine.setData((list) => [...(list ?? []), enrolment]);
      schedules.setData((list) =>
        (list ?? []).map((s) =>
          s.id === schedule.id
            ? { ...s, places_taken: s.places_taken + 1, places_left: s.places_left - 1 }
            : s,
        ),
      );
      notify.success(t('enrolledNotice', { name: schedule.name }));
    } catch (err) {
      setRefusals((current) => ({ ...current, [schedule.id]: errorText(err) }));
      // Full or already enrolled: what is shown is out of date.
      if (hasStatus(err, 409)) {
        void schedules.reload();
        void mine.reload();
      }
    } finally {
      setEnrollingId(null);
    }
  };

  const list = schedules.data ?? [];
  // A level filter needs the plans' levels before it can say what matches.
  const waitingForLevels = !!params.level && !levels.data && levels.status === 'loading';
  const shown = filterSchedules(list, levelMap, params);
  const selected =
    params.scheduleId !== null ? (list.find((s) => s.id === params.scheduleId) ?? null) : null;

  return (
    <div className={page['fw-ui-page']}>
      <PageHeader title={t('title')} description={t('description')} />
      {mine.status === 'error' ? <Notice tone="warning">{t('enrolmentsError')}</Notice> : null}
      {schedules.status !== 'ready' && !schedules.data ? (
        <ResourceStatus
          resource={schedules}
          loadingLabel={t('loading')}
          errorTitle={t('loadError')}
        />
      ) : list.length === 0 ? (
        <EmptyState title={t('noSchedules')} message={t('noSchedulesMessage')} />
      ) : (
        <>
          <BrowseFilters
            query={params.query}
            level={params.level}
            trainerId={params.trainerId}
            trainers={trainersOf(list)}
            onQueryChange={(q) => params.update({ q }, true)}
            onLevelChange={(level) => params.update({ level })}
            onTrainerChange={(trainer) => params.update({ trainer })}
          />
          <LiveMessage text={waitingForLevels ? '' : t('results', { count: shown.length })} />
          {waitingForLevels ? (
            <LoadingState label={t('loading')} />
          ) : shown.length === 0 ? (
            <EmptyState
              title={t('noMatches')}
              message={t('noMatchesMessage')}
              action={
                <Button
                  variant="secondary"
                  onClick={() => params.update({ q: null, level: null, trainer: null })}
                >
                  {t('clearFilters')}
                </Button>
              }
            />
          ) : (
            <ul className={styles['fw-academy-cards']} aria-label={t('title')}>
              {shown.map((s) => (
                <li key={s.id}>
                  <ScheduleCard
                    schedule={s}
                    levelText={levelText(s)}
                    enrolment={enrolmentOf(s)}
                    enrolling={enrollingId === s.id}
                    refusal={params.scheduleId === s.id ? null : (refusals[s.id] ?? null)}
                    onEnrol={(schedule) => void handleEnrol(schedule)}
                    onOpen={(schedule) => params.update({ schedule: schedule.id })}
                  />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      {params.scheduleId !== null && schedules.status !== 'loading' ? (
        <ScheduleDetails
          scheduleId={params.scheduleId}
          schedule={selected}
          levelText={selected ? levelText(selected) : null}
          enrolment={selected ? enrolmentOf(selected) : undefined}
          enrolling={enrollingId === params.scheduleId}
          refusal={refusals[params.scheduleId] ?? null}
          onEnrol={(schedule) => void handleEnrol(schedule)}
          onClose={() => params.update({ schedule: null })}
        />
      ) : null}
    </div>
  );
}

import type { ReactNode } from 'react';
import {
  Button,
  PageHeader,
  Tabs,
  useDocumentTitle,
  useT,
  pageStyles as page,
} from '@fairway/shared-ui';
import { rentalMessages } from '../../../shared/i18n/messages';
import { useMaintenanceParams, type MaintenanceTab } from '../hooks/useMaintenanceParams';
import { MaintenanceProvider, useMaintenance } from '../stores/MaintenanceContext';
import { maintenanceMessages } from '../i18n';
import { ActivitiesTab } from './ActivitiesTab';
import { BalancesTab } from './BalancesTab';
import { BoardTab } from './BoardTab';
import { FinancesTab } from './FinancesTab';
import { InterestsTab } from './InterestsTab';
import { JobDetails } from './JobDetails';
import { MaintenanceDialogs } from './MaintenanceDialogs';
import { TypesTab } from './TypesTab';

/** /rentals/house-maintenance (house_maintenance:read; changes with :write): jobs by status, money, types, activities, interests. */
export function HouseMaintenancePage() {
  return (
    <MaintenanceProvider>
      <Maintenance />
    </MaintenanceProvider>
  );
}

function Maintenance() {
  const t = useT(maintenanceMessages);
  const tr = useT(rentalMessages);
  const state = useMaintenance();
  const { tab, jobId, update } = useMaintenanceParams();
  useDocumentTitle(t('title'), tr('sectionName'));

  // Each tab's own choices do not carry over; the household stays (finances and balances share it).
  const handleTab = (id: string) =>
    update({ tab: id === 'board' ? null : id, period: null, interest: null });

  const tabs: { id: MaintenanceTab; label: string; content: ReactNode }[] = [
    { id: 'board', label: t('tabBoard'), content: <BoardTab /> },
    { id: 'balances', label: t('tabBalances'), content: <BalancesTab /> },
    { id: 'finances', label: t('tabFinances'), content: <FinancesTab /> },
    { id: 'types', label: t('tabTypes'), content: <TypesTab /> },
    { id: 'activities', label: t('tabActivities'), content: <ActivitiesTab /> },
    { id: 'interests', label: t('tabInterests'), content: <InterestsTab /> },
  ];

  return (
    <div className={page['fw-ui-page']}>
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          state.canWrite ? (
            <Button onClick={() => state.openDialog({ kind: 'new' })}>{t('newJob')}</Button>
          ) : null
        }
      />
      <Tabs label={t('views')} value={tab} onChange={handleTab} tabs={tabs} />
      {jobId !== null ? <JobDetails key={jobId} id={jobId} /> : null}
      <MaintenanceDialogs />
    </div>
  );
}

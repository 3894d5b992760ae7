import { PageHeader, Tabs, pageStyles as page, useDocumentTitle, useT } from '@fairway/shared-ui';
import { SECTION_NAME } from '../../../app/sections';
import { useOfficeParams, type OfficeTab } from '../hooks/useOfficeParams';
import { officeMessages } from '../i18n';
import { ApprovalsTab } from './ApprovalsTab';
import { LessonsTab } from './LessonsTab';
import { SchedulesTab } from './SchedulesTab';

/**
 * /academy/office (academy:read; changes with academy:write): schedules with their sessions and
 * enrolments, enrolments awaiting approval, and lesson requests. The tab, the status filter and
 * the open schedule are in the URL.
 */
export function OfficePage() {
  const t = useT(officeMessages);
  useDocumentTitle(t('title'), SECTION_NAME);
  const { tab, update } = useOfficeParams();

  const handleTab = (id: string) =>
    update({ tab: id === 'schedules' ? null : id, status: null, schedule: null });

  return (
    <div className={page['fw-ui-page']}>
      <PageHeader title={t('title')} description={t('description')} />
      <Tabs
        label={t('views')}
        value={tab}
        onChange={handleTab}
        tabs={[
          {
            id: 'schedules' satisfies OfficeTab,
            label: t('tabSchedules'),
            content: <SchedulesTab />,
          },
          {
            id: 'approvals' satisfies OfficeTab,
            label: t('tabApprovals'),
            content: <ApprovalsTab />,
          },
          { id: 'lessons' satisfies OfficeTab, label: t('tabLessons'), content: <LessonsTab /> },
        ]}
      />
    </div>
  );
}

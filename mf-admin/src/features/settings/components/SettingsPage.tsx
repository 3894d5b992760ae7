import { useSearchParams } from 'react-router-dom';
import {
  PageHeader,
  Tabs,
  type TabItem,
  useDocumentTitle,
  usePermission,
  useT,
  pageStyles as styles,
} from '@fairway/shared-ui';
import { PERMISSIONS } from '@fairway/shared-api';
import { SETTINGS_SECTION_NAMES } from '@fairway/shared-api/settings';
import { messages } from '../../../i18n/messages';
import { sectionTitle } from '../utils/labels';
import { BookingRulesLink } from './BookingRulesLink';
import { FeaturesTab } from './FeaturesTab';
import { SectionTab } from './SectionTab';
import { TransferTab } from './TransferTab';

/** /admin/settings?tab=features|app|course|maintenance|notifications|security|transfer */
export function SettingsPage() {
  const t = useT(messages);
  useDocumentTitle(t('sectionSettings'), t('adminSection'));
  const canWrite = usePermission(PERMISSIONS.settingsWrite);
  const [params, setParams] = useSearchParams();

  const tabs: TabItem[] = [
    { id: 'features', label: t('tabFeatures'), content: <FeaturesTab canWrite={canWrite} /> },
    ...SETTINGS_SECTION_NAMES.map((name) => ({
      id: name,
      label: sectionTitle(name, t),
      // Booking rules have one editor (Tee times → Booking rules); this tab links there.
      content:
        name === 'course' ? <BookingRulesLink /> : <SectionTab name={name} canWrite={canWrite} />,
    })),
    { id: 'transfer', label: t('tabTransfer'), content: <TransferTab canWrite={canWrite} /> },
  ];
  const requested = params.get('tab');
  const current = tabs.some((tab) => tab.id === requested) ? requested! : 'features';

  return (
    <div className={styles['fw-ui-page']}>
      <PageHeader title={t('sectionSettings')} description={t('settingsDescription')} />
      <Tabs
        label={t('settingsTabs')}
        tabs={tabs}
        value={current}
        onChange={(id) => setParams(id === 'features' ? {} : { tab: id }, { replace: true })}
      />
    </div>
  );
}

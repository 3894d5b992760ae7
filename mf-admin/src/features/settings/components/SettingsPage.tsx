import { useSearchParams } from 'react-router-dom';
import {
  PageHeader,
  Tabs,
  type TabItem,
  useDocumentTitle,
  usePermission,
  pageStyles as styles,
} from '@fairway/shared-ui';
import { PERMISSIONS } from '@fairway/shared-api';
import { SETTINGS_SECTION_NAMES } from '@fairway/shared-api/settings';
import { SECTION_TITLES } from '../utils/labels';
import { FeaturesTab } from './FeaturesTab';
import { SectionTab } from './SectionTab';
import { TransferTab } from './TransferTab';

/** /admin/settings?tab=features|app|course|maintenance|notifications|security|transfer */
export function SettingsPage() {
  useDocumentTitle('Settings', 'Administration');
  const canWrite = usePermission(PERMISSIONS.settingsWrite);
  const [params, setParams] = useSearchParams();

  const tabs: TabItem[] = [
    { id: 'features', label: 'Features', content: <FeaturesTab canWrite={canWrite} /> },
    ...SETTINGS_SECTION_NAMES.map((name) => ({
      id: name,
      label: SECTION_TITLES[name],
      content: <SectionTab name={name} canWrite={canWrite} />,
    })),
    { id: 'transfer', label: 'Import and export', content: <TransferTab canWrite={canWrite} /> },
  ];
  const requested = params.get('tab');
  const current = tabs.some((t) => t.id === requested) ? requested! : 'features';

  return (
    <div className={styles['fw-ui-page']}>
      <PageHeader
        title="Settings"
        description="What the club offers, how it looks and how it behaves."
      />
      <Tabs
        label="Settings sections"
        tabs={tabs}
        value={current}
        onChange={(id) => setParams(id === 'features' ? {} : { tab: id }, { replace: true })}
      />
    </div>
  );
}

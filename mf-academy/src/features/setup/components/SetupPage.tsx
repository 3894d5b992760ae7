import { useSearchParams } from 'react-router-dom';
import { PageHeader, Tabs, pageStyles as page, useDocumentTitle, useT } from '@fairway/shared-ui';
import { SECTION_NAME } from '../../../app/sections';
import { setupMessages } from '../i18n';
import { CandidatesTab } from './CandidatesTab';
import { PlansTab } from './PlansTab';
import { TrainersTab } from './TrainersTab';
import { TrainingsTab } from './TrainingsTab';
import { TypesTab } from './TypesTab';

const TABS = ['trainers', 'types', 'plans', 'candidates', 'trainings'] as const;
type SetupTab = (typeof TABS)[number];

/**
 * /academy/setup (academy:write): trainers, training types, training plans, candidates and basic
 * trainings, one tab each (?tab=, trainers by default).
 */
export function SetupPage() {
  const t = useT(setupMessages);
  useDocumentTitle(t('title'), SECTION_NAME);
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab') as SetupTab | null;
  const tab: SetupTab = asked && TABS.includes(asked) ? asked : 'trainers';

  const handleTab = (id: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (id === 'trainers') next.delete('tab');
      else next.set('tab', id);
      return next;
    });

  return (
    <div className={page['fw-ui-page']}>
      <PageHeader title={t('title')} description={t('description')} />
      <Tabs
        label={t('views')}
        value={tab}
        onChange={handleTab}
        tabs={[
          { id: 'trainers', label: t('tabTrainers'), content: <TrainersTab /> },
          { id: 'types', label: t('tabTypes'), content: <TypesTab /> },
          { id: 'plans', label: t('tabPlans'), content: <PlansTab /> },
          { id: 'candidates', label: t('tabCandidates'), content: <CandidatesTab /> },
          { id: 'trainings', label: t('tabTrainings'), content: <TrainingsTab /> },
        ]}
      />
    </div>
  );
}

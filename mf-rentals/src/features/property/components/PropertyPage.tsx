import { PageHeader, Tabs, pageStyles as page, useDocumentTitle, useT } from '@fairway/shared-ui';
import { rentalMessages } from '../../../shared/i18n/messages';
import { usePropertyParams, type PropertyTab } from '../hooks/usePropertyParams';
import { propertyMessages } from '../i18n';
import { HouseTypesTab } from './HouseTypesTab';
import { HousesTab } from './HousesTab';
import { TenantsTab } from './TenantsTab';

/**
 * /rentals/property (property:read; changes with property:write): houses and their types,
 * households with their sub-tenants, and a household's finances (docs/property.md). One tab each
 * in the address (?tab=), a house's panel (?house=ID) and a household (?tab=tenants&tenant=ID).
 */
export function PropertyPage() {
  const t = useT(propertyMessages);
  const tr = useT(rentalMessages);
  useDocumentTitle(t('title'), tr('sectionName'));
  const { tab, update } = usePropertyParams();

  const handleTab = (id: string) =>
    update({ tab: id === 'houses' ? null : id, house: null, tenant: null });

  return (
    <div className={page['fw-ui-page']}>
      <PageHeader title={t('title')} description={t('description')} />
      <Tabs
        label={t('views')}
        value={tab}
        onChange={handleTab}
        tabs={[
          { id: 'houses' satisfies PropertyTab, label: t('tabHouses'), content: <HousesTab /> },
          { id: 'types' satisfies PropertyTab, label: t('tabTypes'), content: <HouseTypesTab /> },
          { id: 'tenants' satisfies PropertyTab, label: t('tabTenants'), content: <TenantsTab /> },
        ]}
      />
    </div>
  );
}

import {
  EmptyState,
  Notice,
  PageHeader,
  ResourceStatus,
  pageStyles as page,
  useDocumentTitle,
  useT,
} from '@fairway/shared-ui';
import { rentalMessages } from '../../../shared/i18n/messages';
import { HouseholdFinances } from '../../property/components/HouseholdFinances';
import { useMyHousehold } from '../hooks/useMyHousehold';
import { householdMessages } from '../i18n';
import { BookingsSection } from './BookingsSection';
import { HouseSection } from './HouseSection';
import { HouseholdMembers } from './HouseholdMembers';
import { MaintenanceSection } from './MaintenanceSection';
import styles from '../../property/components/Property.module.css';

/**
 * /rentals/my-house (property:reside): the signed-in person's household. Each section shows only
 * when the household allows it (the tenant holds every permission; a sub-tenant what the tenant
 * switched on; a deactivated one nothing), as the server would answer 403 anyway.
 */
export function MyHousePage() {
  const t = useT(householdMessages);
  const tr = useT(rentalMessages);
  useDocumentTitle(t('title'), tr('sectionName'));
  const household = useMyHousehold();
  const membership = household.data;

  return (
    <div className={page['fw-ui-page']}>
      <PageHeader
        title={t('title')}
        description={
          membership ? t('householdOf', { name: membership.tenant.name }) : t('description')
        }
      />
      <ResourceStatus
        resource={household}
        loadingLabel={t('loadingHousehold')}
        errorTitle={t('householdError')}
      />
      {household.status === 'ready' && !membership ? (
        <EmptyState title={t('noHousehold')} message={t('noHouseholdMessage')} />
      ) : null}
      {membership ? <Household membership={membership} /> : null}
    </div>
  );
}

function Household({
  membership,
}: {
  membership: NonNullable<ReturnType<typeof useMyHousehold>['data']>;
}) {
  const t = useT(householdMessages);
  const { tenant, permissions: can, role } = membership;
  if (!membership.is_active)
    return <Notice tone="warning">{t('deactivatedNotice', { household: tenant.name })}</Notice>;
  const isTenant = role === 'tenant';
  const seesAnything =
    can.view_bookings || can.view_maintenance || can.request_maintenance || can.view_finances;
  return (
    <div className={styles['fw-rentals-property-details']}>
      <HouseSection tenantId={tenant.id} />
      {can.view_bookings ? <BookingsSection tenantId={tenant.id} /> : null}
      {can.view_maintenance || can.request_maintenance ? (
        <MaintenanceSection
          tenantId={tenant.id}
          canView={can.view_maintenance}
          canRequest={can.request_maintenance}
        />
      ) : null}
      {can.view_finances ? (
        <HouseholdFinances tenantId={tenant.id} headingLevel={2} title={t('balance')} />
      ) : null}
      {isTenant ? <HouseholdMembers tenant={tenant} canManage staff={false} /> : null}
      {!seesAnything && !isTenant ? (
        <p className={styles['fw-rentals-property-muted']}>{t('nothingAllowed')}</p>
      ) : null}
    </div>
  );
}

import { Button, EmptyState, ResourceStatus, usePermission, useT } from '@fairway/shared-ui';
import { HouseholdMembers } from '../../household/components/HouseholdMembers';
import { useTenants } from '../hooks/usePropertyData';
import { usePropertyParams } from '../hooks/usePropertyParams';
import { propertyMessages } from '../i18n';
import { HouseholdFinances } from './HouseholdFinances';
import styles from './Property.module.css';

/** ?tab=tenants&tenant=ID: one household, its members (with their permissions) and its finances. */
export function TenantDetails({ id }: { id: number }) {
  const t = useT(propertyMessages);
  const canWrite = usePermission('property:write');
  const tenants = useTenants();
  const { update } = usePropertyParams();
  const tenant = tenants.data?.find((te) => te.id === id) ?? null;

  const back = (
    <Button variant="ghost" onClick={() => update({ tenant: null })}>
      {`← ${t('backToTenants')}`}
    </Button>
  );

  if (tenants.status !== 'ready')
    return (
      <div className={styles['fw-rentals-property-details']}>
        {back}
        <ResourceStatus
          resource={tenants}
          loadingLabel={t('loadingTenant')}
          errorTitle={t('tenantError')}
        />
      </div>
    );
  if (!tenant)
    return (
      <div className={styles['fw-rentals-property-details']}>
        {back}
        <EmptyState title={t('tenantNotFound')} />
      </div>
    );

  return (
    <article
      aria-labelledby="fw-rentals-tenant-title"
      className={styles['fw-rentals-property-details']}
    >
      <div>{back}</div>
      <header>
        <h2 id="fw-rentals-tenant-title">{tenant.name}</h2>
        <dl className={styles['fw-rentals-property-facts']}>
          <dt>{t('columnPrimary')}</dt>
          <dd>
            {tenant.user_name}
            {tenant.user_email ? ` (${tenant.user_email})` : ''}
          </dd>
          <dt>{t('columnHouse')}</dt>
          <dd>{tenant.houses.map((h) => h.name).join(', ') || t('noHouse')}</dd>
          {tenant.email || tenant.phone ? (
            <>
              <dt>{t('contact')}</dt>
              <dd>{[tenant.email, tenant.phone].filter(Boolean).join(' · ')}</dd>
            </>
          ) : null}
          {tenant.notes ? (
            <>
              <dt>{t('notes')}</dt>
              <dd>{tenant.notes}</dd>
            </>
          ) : null}
        </dl>
      </header>
      <HouseholdMembers tenant={tenant} canManage={canWrite} staff headingLevel={3} />
      <HouseholdFinances tenantId={tenant.id} headingLevel={3} />
    </article>
  );
}

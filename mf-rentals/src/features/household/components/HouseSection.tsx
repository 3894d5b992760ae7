import { EmptyState, ResourceStatus, useT } from '@fairway/shared-ui';
import { useHouseholdHouses } from '../hooks/useHouseholdData';
import { householdMessages } from '../i18n';
import styles from '../../property/components/Property.module.css';

/** My house: the household's house (or houses) with address and type. */
export function HouseSection({ tenantId }: { tenantId: number }) {
  const t = useT(householdMessages);
  const houses = useHouseholdHouses(tenantId);
  const heading = houses.data && houses.data.length > 1 ? t('myHouses') : t('myHouse');
  return (
    <section aria-label={heading} className={styles['fw-rentals-property-section']}>
      <h2>{heading}</h2>
      <ResourceStatus
        resource={houses}
        loadingLabel={t('loadingHouse')}
        errorTitle={t('houseError')}
      />
      {houses.status === 'ready' && houses.data.length === 0 ? (
        <EmptyState title={t('noHouse')} message={t('noHouseMessage')} />
      ) : null}
      {(houses.data ?? []).map((house) => (
        <article
          key={house.id}
          aria-label={house.name}
          className={styles['fw-rentals-property-member']}
        >
          <h3>{house.name}</h3>
          <dl className={styles['fw-rentals-property-facts']}>
            <dt>{t('address')}</dt>
            <dd>{house.address ?? t('noAddress')}</dd>
            <dt>{t('houseType')}</dt>
            <dd>{house.house_type_name}</dd>
          </dl>
        </article>
      ))}
    </section>
  );
}

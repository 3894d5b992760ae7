import { Badge, Button, Drawer, EmptyState, Notice, useT } from '@fairway/shared-ui';
import type { House } from '@fairway/shared-api/property';
import { propertyMessages } from '../i18n';
import styles from './Property.module.css';

export type HouseDetailsProps = {
  /** null: the house asked for (?house=ID) is not in the list. */
  house: House | null;
  canWrite: boolean;
  onEdit: (house: House) => void;
  onClose: () => void;
};

/** ?house=ID: a house's panel. The sensor's key is never shown; readings come with the weather issue. */
export function HouseDetails({ house, canWrite, onEdit, onClose }: HouseDetailsProps) {
  const t = useT(propertyMessages);
  return (
    <Drawer
      open
      onClose={onClose}
      title={house?.name ?? t('houseDetails')}
      closeLabel={t('close')}
      footer={
        house && canWrite ? (
          <Button variant="secondary" onClick={() => onEdit(house)}>
            {t('editHouse', { name: house.name })}
          </Button>
        ) : null
      }
    >
      {house ? (
        <div className={styles['fw-rentals-property-details']}>
          <dl className={styles['fw-rentals-property-facts']}>
            <dt>{t('houseType')}</dt>
            <dd>{house.house_type_name}</dd>
            <dt>{t('address')}</dt>
            <dd>{house.address ?? t('noAddress')}</dd>
            <dt>{t('household')}</dt>
            <dd>{house.tenant_name ?? t('noHousehold')}</dd>
            <dt>{t('notes')}</dt>
            <dd>{house.notes ?? t('noNotes')}</dd>
          </dl>
          <section aria-label={t('columnSensor')} className={styles['fw-rentals-property-sensor']}>
            <h3>{t('columnSensor')}</h3>
            <p>
              {house.has_temperature_sensor ? (
                <Badge tone="success">
                  {t('sensorConfiguredHint', { hint: house.temperature_sensor_key_hint ?? '' })}
                </Badge>
              ) : (
                <Badge tone="neutral">{t('sensorNone')}</Badge>
              )}
            </p>
            <Notice tone="info">{t('sensorReadings')}</Notice>
          </section>
        </div>
      ) : (
        <EmptyState title={t('houseNotFound')} />
      )}
    </Drawer>
  );
}

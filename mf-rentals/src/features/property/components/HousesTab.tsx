import { useState } from 'react';
import {
  Badge,
  Button,
  ConfirmDialog,
  DataTable,
  errorText,
  notify,
  usePermission,
  useT,
  type DataTableColumn,
} from '@fairway/shared-ui';
import type { House } from '@fairway/shared-api/property';
import { propertyApi } from '../../../shared/api/clients';
import { useHouseTypes, useHouses, useTenants } from '../hooks/usePropertyData';
import { usePropertyParams } from '../hooks/usePropertyParams';
import { propertyMessages } from '../i18n';
import { HouseDetails } from './HouseDetails';
import { HouseDialog } from './HouseDialog';
import styles from './Property.module.css';

type Editing = { house: House | null } | null;

/** ?tab=houses (the default): every house with its type, household and sensor; add, edit, delete. */
export function HousesTab() {
  const t = useT(propertyMessages);
  const canWrite = usePermission('property:write');
  const houses = useHouses();
  const types = useHouseTypes();
  const tenants = useTenants();
  const { houseId, update } = usePropertyParams();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<House | null>(null);

  const put = (saved: House) =>
    houses.setData((current) => {
      const list = current ?? [];
      return list.some((h) => h.id === saved.id)
        ? list.map((h) => (h.id === saved.id ? saved : h))
        : [...list, saved];
    });

  const handleDelete = async () => {
    const house = deleting;
    if (!house) return;
    try {
      await propertyApi().houses.remove(house.id);
    } catch (err) {
      // The dialog shows it: "Failed to delete house: Seaview Cottage has bookings…".
      throw new Error(errorText(err));
    }
    houses.setData((current) => (current ?? []).filter((h) => h.id !== house.id));
    if (houseId === house.id) update({ house: null });
    notify.success(t('houseDeleted', { name: house.name }));
    setDeleting(null);
  };

  const columns: DataTableColumn<House>[] = [
    {
      id: 'name',
      header: t('columnName'),
      value: (h) => h.name,
      rowHeader: true,
      wrap: true,
      render: (h) => (
        <button
          type="button"
          className={styles['fw-rentals-property-link']}
          aria-label={t('openHouse', { name: h.name })}
          onClick={() => update({ house: h.id })}
        >
          {h.name}
        </button>
      ),
    },
    { id: 'type', header: t('columnType'), value: (h) => h.house_type_name, wrap: true },
    {
      id: 'household',
      header: t('columnHousehold'),
      value: (h) => h.tenant_name ?? t('noHousehold'),
      wrap: true,
    },
    {
      id: 'sensor',
      header: t('columnSensor'),
      value: (h) => (h.has_temperature_sensor ? t('sensorConfigured') : t('sensorNone')),
      render: (h) =>
        h.has_temperature_sensor ? (
          <Badge tone="success">
            {t('sensorConfiguredHint', { hint: h.temperature_sensor_key_hint ?? '' })}
          </Badge>
        ) : (
          <Badge tone="neutral">{t('sensorNone')}</Badge>
        ),
    },
    ...(canWrite
      ? [
          {
            id: 'actions',
            header: t('actions'),
            sortable: false,
            exportable: false,
            render: (h: House) => (
              <div className={styles['fw-rentals-property-actions']}>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={t('editHouse', { name: h.name })}
                  onClick={() => setEditing({ house: h })}
                >
                  {t('edit')}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={t('deleteHouse', { name: h.name })}
                  onClick={() => setDeleting(h)}
                >
                  {t('delete')}
                </Button>
              </div>
            ),
          },
        ]
      : []),
  ];

  const open = houseId !== null ? (houses.data?.find((h) => h.id === houseId) ?? null) : null;
  const noTypes = types.status === 'ready' && types.data.length === 0;

  return (
    <div className={styles['fw-rentals-property-tab']}>
      <DataTable
        caption={t('houses')}
        hideCaption
        columns={columns}
        rows={houses.data}
        getRowId={(h) => String(h.id)}
        loading={houses.loading}
        error={houses.status === 'error' ? `${t('housesError')}: ${houses.error}` : null}
        onRetry={() => void houses.reload()}
        initialSort={{ columnId: 'name', direction: 'ascending' }}
        emptyTitle={t('noHouses')}
        emptyMessage={noTypes ? t('noHouseTypesFirst') : t('noHousesMessage')}
        toolbar={
          canWrite ? (
            <Button disabled={noTypes} onClick={() => setEditing({ house: null })}>
              {t('addHouse')}
            </Button>
          ) : null
        }
      />
      {editing ? (
        <HouseDialog
          house={editing.house}
          types={types}
          tenants={tenants}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            put(saved);
            notify.success(t(editing.house ? 'houseSaved' : 'houseCreated', { name: saved.name }));
            setEditing(null);
          }}
        />
      ) : null}
      {houseId !== null && houses.status === 'ready' ? (
        <HouseDetails
          house={open}
          canWrite={canWrite}
          onEdit={(h) => setEditing({ house: h })}
          onClose={() => update({ house: null })}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={deleting ? t('deleteHouseTitle', { name: deleting.name }) : ''}
        message={t('deleteHouseMessage')}
        confirmLabel={t('delete')}
        cancelLabel={t('keep')}
        tone="danger"
        onConfirm={handleDelete}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}

import { useState } from 'react';
import {
  Button,
  ConfirmDialog,
  DataTable,
  errorText,
  notify,
  usePermission,
  useT,
  type DataTableColumn,
} from '@fairway/shared-ui';
import type { HouseType } from '@fairway/shared-api/property';
import { propertyApi } from '../../../shared/api/clients';
import { useHouseTypes } from '../hooks/usePropertyData';
import { propertyMessages } from '../i18n';
import { HouseTypeDialog } from './HouseTypeDialog';
import styles from './Property.module.css';

/** ?tab=types: the house types with how many houses use each; add, delete (409 while in use). */
export function HouseTypesTab() {
  const t = useT(propertyMessages);
  const canWrite = usePermission('property:write');
  const types = useHouseTypes();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<HouseType | null>(null);

  const handleDelete = async () => {
    const type = deleting;
    if (!type) return;
    try {
      await propertyApi().houseTypes.remove(type.id);
    } catch (err) {
      // Shown in the dialog: "Failed to delete house type: Cottage is used by 2 houses".
      throw new Error(errorText(err));
    }
    types.setData((current) => (current ?? []).filter((ty) => ty.id !== type.id));
    notify.success(t('typeDeleted', { name: type.name }));
    setDeleting(null);
  };

  const optionalCount = (n: number | null) => n ?? '—';
  const columns: DataTableColumn<HouseType>[] = [
    { id: 'name', header: t('columnName'), value: (ty) => ty.name, rowHeader: true, wrap: true },
    {
      id: 'bedrooms',
      header: t('bedrooms'),
      value: (ty) => ty.bedrooms,
      render: (ty) => optionalCount(ty.bedrooms),
      align: 'end',
    },
    {
      id: 'bathrooms',
      header: t('bathrooms'),
      value: (ty) => ty.bathrooms,
      render: (ty) => optionalCount(ty.bathrooms),
      align: 'end',
    },
    {
      id: 'guests',
      header: t('maxGuests'),
      value: (ty) => ty.max_guests,
      render: (ty) => optionalCount(ty.max_guests),
      align: 'end',
    },
    { id: 'houses', header: t('columnHouses'), value: (ty) => ty.house_count, align: 'end' },
    {
      id: 'description',
      header: t('typeDescription'),
      value: (ty) => ty.description ?? '',
      wrap: true,
    },
    ...(canWrite
      ? [
          {
            id: 'actions',
            header: t('actions'),
            sortable: false,
            exportable: false,
            render: (ty: HouseType) => (
              <Button
                size="sm"
                variant="ghost"
                aria-label={t('deleteType', { name: ty.name })}
                onClick={() => setDeleting(ty)}
              >
                {t('delete')}
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <div className={styles['fw-rentals-property-tab']}>
      <DataTable
        caption={t('houseTypes')}
        hideCaption
        columns={columns}
        rows={types.data}
        getRowId={(ty) => String(ty.id)}
        loading={types.loading}
        error={types.status === 'error' ? `${t('typesError')}: ${types.error}` : null}
        onRetry={() => void types.reload()}
        initialSort={{ columnId: 'name', direction: 'ascending' }}
        emptyTitle={t('noTypes')}
        emptyMessage={t('noTypesMessage')}
        toolbar={canWrite ? <Button onClick={() => setAdding(true)}>{t('addType')}</Button> : null}
      />
      {adding ? (
        <HouseTypeDialog
          onClose={() => setAdding(false)}
          onSaved={(saved) => {
            types.setData((current) => [...(current ?? []), saved]);
            notify.success(t('typeCreated', { name: saved.name }));
            setAdding(false);
          }}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={deleting ? t('deleteTypeTitle', { name: deleting.name }) : ''}
        message={t('deleteTypeMessage')}
        confirmLabel={t('delete')}
        cancelLabel={t('keep')}
        tone="danger"
        onConfirm={handleDelete}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}

import { useState } from 'react';
import {
  Button,
  ConfirmDialog,
  DataTable,
  errorText,
  money,
  notify,
  useFormat,
  usePermission,
  useT,
  type DataTableColumn,
} from '@fairway/shared-ui';
import type { Tenant } from '@fairway/shared-api/property';
import { propertyApi } from '../../../shared/api/clients';
import { useOutstanding, useTenants } from '../hooks/usePropertyData';
import { usePropertyParams } from '../hooks/usePropertyParams';
import { propertyMessages } from '../i18n';
import { NewTenantDialog } from './NewTenantDialog';
import { TenantDetails } from './TenantDetails';
import styles from './Property.module.css';

/**
 * ?tab=tenants: the households (name, primary account, house, members, what is outstanding); add
 * one, delete one. ?tenant=ID shows one household instead: its members and its finances.
 */
export function TenantsTab() {
  const { tenantId } = usePropertyParams();
  return tenantId !== null ? <TenantDetails key={tenantId} id={tenantId} /> : <TenantList />;
}

function TenantList() {
  const t = useT(propertyMessages);
  const f = useFormat();
  const canWrite = usePermission('property:write');
  const tenants = useTenants();
  const outstanding = useOutstanding(tenants.data);
  const { update } = usePropertyParams();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<Tenant | null>(null);

  const handleDelete = async () => {
    const tenant = deleting;
    if (!tenant) return;
    try {
      await propertyApi().tenants.remove(tenant.id);
    } catch (err) {
      throw new Error(errorText(err));
    }
    tenants.setData((current) => (current ?? []).filter((te) => te.id !== tenant.id));
    notify.success(t('tenantDeleted', { name: tenant.name }));
    setDeleting(null);
  };

  const owed = (te: Tenant) => outstanding.data?.get(te.id);
  const columns: DataTableColumn<Tenant>[] = [
    {
      id: 'name',
      header: t('columnName'),
      value: (te) => te.name,
      rowHeader: true,
      wrap: true,
      render: (te) => (
        <button
          type="button"
          className={styles['fw-rentals-property-link']}
          aria-label={t('openTenant', { name: te.name })}
          onClick={() => update({ tenant: te.id })}
        >
          {te.name}
        </button>
      ),
    },
    { id: 'primary', header: t('columnPrimary'), value: (te) => te.user_name, wrap: true },
    {
      id: 'house',
      header: t('columnHouse'),
      value: (te) => te.houses.map((h) => h.name).join(', ') || t('noHouse'),
      wrap: true,
    },
    {
      id: 'members',
      header: t('columnMembers'),
      // The tenant and the sub-tenants.
      value: (te) => te.sub_tenant_count + 1,
      align: 'end',
    },
    {
      id: 'outstanding',
      header: t('columnOutstanding'),
      value: (te) => owed(te) ?? null,
      render: (te) => {
        const amount = owed(te);
        if (amount !== undefined) return money(amount, null, f);
        return outstanding.loading ? '…' : '—';
      },
      align: 'end',
    },
    ...(canWrite
      ? [
          {
            id: 'actions',
            header: t('actions'),
            sortable: false,
            exportable: false,
            render: (te: Tenant) => (
              <Button
                size="sm"
                variant="ghost"
                aria-label={t('deleteTenant', { name: te.name })}
                onClick={() => setDeleting(te)}
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
        caption={t('tenants')}
        hideCaption
        columns={columns}
        rows={tenants.data}
        getRowId={(te) => String(te.id)}
        loading={tenants.loading}
        error={tenants.status === 'error' ? `${t('tenantsError')}: ${tenants.error}` : null}
        onRetry={() => void tenants.reload()}
        initialSort={{ columnId: 'name', direction: 'ascending' }}
        emptyTitle={t('noTenants')}
        emptyMessage={t('noTenantsMessage')}
        toolbar={
          canWrite ? <Button onClick={() => setAdding(true)}>{t('addTenant')}</Button> : null
        }
      />
      {adding ? (
        <NewTenantDialog
          onClose={() => setAdding(false)}
          onSaved={(saved) => {
            tenants.setData((current) => [...(current ?? []), saved]);
            notify.success(t('tenantCreated', { name: saved.name }));
            setAdding(false);
          }}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={deleting ? t('deleteTenantTitle', { name: deleting.name }) : ''}
        message={t('deleteTenantMessage')}
        confirmLabel={t('delete')}
        cancelLabel={t('keep')}
        tone="danger"
        onConfirm={handleDelete}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}

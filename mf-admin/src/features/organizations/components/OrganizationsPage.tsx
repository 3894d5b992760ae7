import { useMemo, useState } from 'react';
import {
  Badge,
  Button,
  ConfirmDialog,
  DataTable,
  PageHeader,
  type DataTableColumn,
  LiveMessage,
  useDocumentTitle,
  useCan,
  useT,
  errorText,
  notify,
  pageStyles as styles,
} from '@fairway/shared-ui';
import { PERMISSIONS } from '@fairway/shared-api';
import { type Organization } from '@fairway/shared-api/organizations';
import { messages, type AdminT } from '../../../i18n/messages';
import { organizationsApi } from '../../../shared/api/clients';
import { useOrganizations } from '../hooks/useOrganizations';
import { OrganizationDialog } from './OrganizationDialog';

const contact = (o: Organization) => [o.email, o.phone, o.website].filter(Boolean).join(' · ');

const columnsOf = (t: AdminT): DataTableColumn<Organization>[] => {
  const active = (o: Organization) =>
    o.is_active ? t('organizationActive') : t('organizationInactive');
  return [
    { id: 'name', header: t('name'), value: (o) => o.name },
    { id: 'slug', header: t('slug'), value: (o) => o.slug },
    { id: 'timezone', header: t('timeZone'), value: (o) => o.timezone },
    { id: 'contact', header: t('contact'), value: contact, wrap: true },
    {
      id: 'active',
      header: t('status'),
      value: active,
      render: (o) => <Badge tone={o.is_active ? 'success' : 'neutral'}>{active(o)}</Badge>,
    },
  ];
};

type Editing = { organization: Organization | null } | null;

/** /admin/organizations: list; edit with organizations:write; create and delete for the installation operator. */
export function OrganizationsPage() {
  const t = useT(messages);
  useDocumentTitle(t('sectionOrganizations'), t('adminSection'));
  const columns = useMemo(() => columnsOf(t), [t]);
  const list = useOrganizations();
  const can = useCan();
  const canWrite = can(PERMISSIONS.organizationsWrite);
  const canManage = can(PERMISSIONS.organizationsManage);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Organization | null>(null);

  const handleSaved = (saved: Organization) => {
    list.setData((rows) => {
      const current = rows ?? [];
      return current.some((o) => o.id === saved.id)
        ? current.map((o) => (o.id === saved.id ? saved : o))
        : [...current, saved];
    });
    setEditing(null);
  };

  const handleDelete = async () => {
    if (!deleting) return;
    try {
      await organizationsApi().remove(deleting.id);
    } catch (err) {
      // ConfirmDialog shows the message and stays open.
      throw new Error(errorText(err));
    }
    list.setData((rows) => (rows ?? []).filter((o) => o.id !== deleting.id));
    notify.success(t('organizationDeleted', { name: deleting.name }));
    setDeleting(null);
  };

  const rowActions =
    canWrite || canManage
      ? (o: Organization) => (
          <>
            {canWrite ? (
              <Button
                size="sm"
                variant="secondary"
                aria-label={t('editNamed', { name: o.name })}
                onClick={() => setEditing({ organization: o })}
              >
                {t('edit')}
              </Button>
            ) : null}
            {canManage ? (
              <Button
                size="sm"
                variant="danger"
                aria-label={t('deleteNamed', { name: o.name })}
                onClick={() => setDeleting(o)}
              >
                {t('delete')}
              </Button>
            ) : null}
          </>
        )
      : undefined;

  return (
    <div className={styles['fw-ui-page']}>
      <PageHeader
        title={t('sectionOrganizations')}
        description={t('organizationsDescription')}
        actions={
          canManage ? (
            <Button onClick={() => setEditing({ organization: null })}>
              {t('newOrganization')}
            </Button>
          ) : null
        }
      />
      <LiveMessage
        text={
          list.data && !list.loading ? t('organizationsCount', { count: list.data.length }) : ''
        }
      />
      <DataTable
        caption={t('sectionOrganizations')}
        hideCaption
        columns={columns}
        rows={list.data}
        getRowId={(o) => String(o.id)}
        loading={list.loading}
        error={list.error}
        onRetry={() => void list.reload()}
        initialSort={{ columnId: 'name', direction: 'ascending' }}
        exportFileName="organizations.csv"
        emptyTitle={t('noOrganizations')}
        emptyMessage={canManage ? t('organizationsEmptyManage') : t('organizationsEmptyNone')}
        emptyAction={
          canManage ? (
            <Button onClick={() => setEditing({ organization: null })}>
              {t('newOrganization')}
            </Button>
          ) : null
        }
        rowActions={rowActions}
      />
      {editing ? (
        <OrganizationDialog
          organization={editing.organization}
          onClose={() => setEditing(null)}
          onSaved={handleSaved}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={
          deleting
            ? t('deleteOrganizationNamed', { name: deleting.name })
            : t('deleteOrganizationQuestion')
        }
        message={t('deleteOrganizationMessage')}
        confirmLabel={t('deleteOrganization')}
        tone="danger"
        onConfirm={handleDelete}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}

import { useState } from 'react';
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
  errorText,
  notify,
  pageStyles as styles,
} from '@fairway/shared-ui';
import { PERMISSIONS } from '@fairway/shared-api';
import { type Organization } from '@fairway/shared-api/organizations';
import { organizationsApi } from '../../../shared/api/clients';
import { plural } from '../../../shared/utils/format';
import { useOrganizations } from '../hooks/useOrganizations';
import { OrganizationDialog } from './OrganizationDialog';

const contact = (o: Organization) => [o.email, o.phone, o.website].filter(Boolean).join(' · ');

const columns: DataTableColumn<Organization>[] = [
  { id: 'name', header: 'Name', value: (o) => o.name },
  { id: 'slug', header: 'Slug', value: (o) => o.slug },
  { id: 'timezone', header: 'Time zone', value: (o) => o.timezone },
  { id: 'contact', header: 'Contact', value: contact, wrap: true },
  {
    id: 'active',
    header: 'Status',
    value: (o) => (o.is_active ? 'Active' : 'Inactive'),
    render: (o) => (
      <Badge tone={o.is_active ? 'success' : 'neutral'}>
        {o.is_active ? 'Active' : 'Inactive'}
      </Badge>
    ),
  },
];

type Editing = { organization: Organization | null } | null;

/** /admin/organizations: list; edit with organizations:write; create and delete for the installation operator. */
export function OrganizationsPage() {
  useDocumentTitle('Organizations', 'Administration');
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
    notify.success(`${deleting.name} is deleted`);
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
                aria-label={`Edit ${o.name}`}
                onClick={() => setEditing({ organization: o })}
              >
                Edit
              </Button>
            ) : null}
            {canManage ? (
              <Button
                size="sm"
                variant="danger"
                aria-label={`Delete ${o.name}`}
                onClick={() => setDeleting(o)}
              >
                Delete
              </Button>
            ) : null}
          </>
        )
      : undefined;

  return (
    <div className={styles['fw-ui-page']}>
      <PageHeader
        title="Organizations"
        description="Each organization is a club or resort with its own users, roles and settings."
        actions={
          canManage ? (
            <Button onClick={() => setEditing({ organization: null })}>New organization</Button>
          ) : null
        }
      />
      <LiveMessage
        text={list.data && !list.loading ? plural(list.data.length, 'organization') : ''}
      />
      <DataTable
        caption="Organizations"
        hideCaption
        columns={columns}
        rows={list.data}
        getRowId={(o) => String(o.id)}
        loading={list.loading}
        error={list.error}
        onRetry={() => void list.reload()}
        initialSort={{ columnId: 'name', direction: 'ascending' }}
        exportFileName="organizations.csv"
        emptyTitle="No organizations"
        emptyMessage={
          canManage ? 'Create the first club or resort.' : 'There is no organization you can see.'
        }
        emptyAction={
          canManage ? (
            <Button onClick={() => setEditing({ organization: null })}>New organization</Button>
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
        title={deleting ? `Delete ${deleting.name}?` : 'Delete organization?'}
        message="Its users, roles, settings and every other record go with it. This cannot be undone."
        confirmLabel="Delete organization"
        tone="danger"
        onConfirm={handleDelete}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}

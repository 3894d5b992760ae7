import { useState } from 'react';
import {
  Badge,
  Button,
  DataTable,
  PageHeader,
  type DataTableColumn,
  LiveMessage,
  useDocumentTitle,
  usePermission,
  pageStyles as styles,
} from '@fairway/shared-ui';
import { PERMISSIONS } from '@fairway/shared-api';
import { type RoleWithUsage } from '@fairway/shared-api/roles';
import { plural } from '../../../shared/utils/format';
import { roleLabel } from '../../users/hooks/useRoleList';
import { useRoles } from '../hooks/useRoles';
import { EditRoleDialog } from './EditRoleDialog';

const columns: DataTableColumn<RoleWithUsage>[] = [
  {
    id: 'name',
    header: 'Role',
    value: (r) => r.name,
    render: (r) => (
      <span className={styles['fw-ui-page-badges']}>
        {roleLabel(r.name)}
        {r.is_system ? <Badge tone="info">Built-in</Badge> : null}
      </span>
    ),
  },
  { id: 'description', header: 'Description', value: (r) => r.description, wrap: true },
  {
    id: 'permissions',
    header: 'Permissions',
    value: (r) => r.permissions.join(' '),
    wrap: true,
    render: (r) =>
      r.permissions.length ? (
        <span className={styles['fw-ui-page-badges']}>
          {r.permissions.map((p) => (
            <code key={p} className={styles['fw-ui-page-code']}>
              {p}
            </code>
          ))}
        </span>
      ) : (
        'None'
      ),
  },
  { id: 'users', header: 'Users', value: (r) => r.user_count, align: 'end' },
];

/** /admin/roles: every role with its permission strings and user count; editing with roles:write. */
export function RolesPage() {
  useDocumentTitle('Roles', 'Administration');
  const roles = useRoles();
  const canWrite = usePermission(PERMISSIONS.rolesWrite);
  const [editing, setEditing] = useState<RoleWithUsage | null>(null);

  return (
    <div className={styles['fw-ui-page']}>
      <PageHeader
        title="Roles"
        description="A role is a set of permissions. Give roles to users on their page."
      />
      <LiveMessage
        text={roles.data && !roles.loading ? `${plural(roles.data.length, 'role')}` : ''}
      />
      <DataTable
        caption="Roles"
        hideCaption
        columns={columns}
        rows={roles.data}
        getRowId={(r) => String(r.id)}
        loading={roles.loading}
        error={roles.error}
        onRetry={() => void roles.reload()}
        initialSort={{ columnId: 'name', direction: 'ascending' }}
        pageSizeOptions={[25, 50, 100]}
        exportFileName="roles.csv"
        emptyTitle="No roles yet"
        emptyMessage="Roles appear here once the club is set up."
        rowActions={
          canWrite
            ? (r) => (
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => setEditing(r)}
                  aria-label={`Edit ${roleLabel(r.name)}`}
                >
                  Edit
                </Button>
              )
            : undefined
        }
      />
      {editing ? (
        <EditRoleDialog
          role={editing}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            roles.setData((list) =>
              (list ?? []).map((r) => (r.id === saved.id ? { ...r, ...saved } : r)),
            );
            setEditing(null);
          }}
        />
      ) : null}
    </div>
  );
}

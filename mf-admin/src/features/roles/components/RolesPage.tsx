import { useMemo, useState } from 'react';
import {
  Badge,
  Button,
  DataTable,
  PageHeader,
  type DataTableColumn,
  LiveMessage,
  useDocumentTitle,
  usePermission,
  useT,
  pageStyles as styles,
} from '@fairway/shared-ui';
import { PERMISSIONS } from '@fairway/shared-api';
import { type RoleWithUsage } from '@fairway/shared-api/roles';
import { messages, type AdminT } from '../../../i18n/messages';
import { roleLabel } from '../../users/hooks/useRoleList';
import { useRoles } from '../hooks/useRoles';
import { EditRoleDialog } from './EditRoleDialog';

const columnsOf = (t: AdminT): DataTableColumn<RoleWithUsage>[] => [
  {
    id: 'name',
    header: t('role'),
    value: (r) => r.name,
    render: (r) => (
      <span className={styles['fw-ui-page-badges']}>
        {roleLabel(r.name, t)}
        {r.is_system ? <Badge tone="info">{t('builtIn')}</Badge> : null}
      </span>
    ),
  },
  { id: 'description', header: t('description'), value: (r) => r.description, wrap: true },
  {
    id: 'permissions',
    header: t('permissions'),
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
        t('noPermissions')
      ),
  },
  { id: 'users', header: t('sectionUsers'), value: (r) => r.user_count, align: 'end' },
];

/** /admin/roles: every role with its permission strings and user count; editing with roles:write. */
export function RolesPage() {
  const t = useT(messages);
  useDocumentTitle(t('sectionRoles'), t('adminSection'));
  const columns = useMemo(() => columnsOf(t), [t]);
  const roles = useRoles();
  const canWrite = usePermission(PERMISSIONS.rolesWrite);
  const [editing, setEditing] = useState<RoleWithUsage | null>(null);

  return (
    <div className={styles['fw-ui-page']}>
      <PageHeader title={t('sectionRoles')} description={t('rolesDescription')} />
      <LiveMessage
        text={roles.data && !roles.loading ? t('rolesCount', { count: roles.data.length }) : ''}
      />
      <DataTable
        caption={t('sectionRoles')}
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
        emptyTitle={t('noRolesYet')}
        emptyMessage={t('rolesEmptyMessage')}
        rowActions={
          canWrite
            ? (r) => (
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => setEditing(r)}
                  aria-label={t('editNamed', { name: roleLabel(r.name, t) })}
                >
                  {t('edit')}
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

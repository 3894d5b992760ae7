import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  Button,
  DataTable,
  PageHeader,
  downloadCsv,
  icons,
  type DataTableColumn,
  LiveMessage,
  useDocumentTitle,
  usePermission,
  errorText,
  notify,
  pageStyles as styles,
} from '@fairway/shared-ui';
import { PERMISSIONS } from '@fairway/shared-api';
import { type User } from '@fairway/shared-api/users';
import { formatDateTime, fullName, isoDay, plural } from '../../../shared/utils/format';
import { fetchAllUsers } from '../api/users';
import { useRoleList } from '../hooks/useRoleList';
import { useUsersList } from '../hooks/useUsersList';
import { useUsersListStore } from '../stores/usersListStore';
import { usersCsv } from '../utils/userText';
import { BulkCreateDialog } from './BulkCreateDialog';
import { CreateUserDialog } from './CreateUserDialog';
import { RoleBadges, StatusBadge } from './UserBadges';
import { UserFilters } from './UserFilters';

/**
 * The table is in server mode (paging): it sorts by a column only while every matching user is on
 * this one page (the list API takes no sort order).
 */
const COLUMNS: DataTableColumn<User>[] = [
  {
    id: 'name',
    header: 'Name',
    value: fullName,
    render: (u) => <Link to={`/admin/users/${u.id}`}>{fullName(u)}</Link>,
  },
  { id: 'email', header: 'E-mail', value: (u) => u.email },
  {
    id: 'roles',
    header: 'Roles',
    value: (u) => u.roles.join(', '),
    render: (u) => <RoleBadges roles={u.roles} />,
  },
  {
    id: 'status',
    header: 'Status',
    value: (u) => u.status,
    render: (u) => <StatusBadge status={u.status} />,
  },
  {
    id: 'last_login',
    header: 'Last sign-in',
    value: (u) => (u.last_login_at ? new Date(u.last_login_at) : null),
    render: (u) => formatDateTime(u.last_login_at, 'Never'),
  },
];

/** /admin/users: the club's accounts, searched, filtered and paged by the server. */
export function UsersPage() {
  useDocumentTitle('Users', 'Administration');
  const canWrite = usePermission(PERMISSIONS.usersWrite);
  const { page, filter, offset, limit } = useUsersList();
  const roles = useRoleList();
  const setOffset = useUsersListStore((s) => s.setOffset);
  const setLimit = useUsersListStore((s) => s.setLimit);
  const resetFilters = useUsersListStore((s) => s.reset);
  const [dialog, setDialog] = useState<'create' | 'bulk' | null>(null);
  const [exporting, setExporting] = useState(false);

  const filtered = Boolean(filter.q || filter.role || filter.status);
  const total = page.data?.total ?? 0;

  const handleExport = async () => {
    setExporting(true);
    try {
      const all = await fetchAllUsers(filter);
      downloadCsv(`users-${isoDay()}.csv`, usersCsv(all));
      notify.success(`Exported ${plural(all.length, 'user')} to a CSV file`);
    } catch (err) {
      notify.error(`The export did not work: ${errorText(err)}`);
    } finally {
      setExporting(false);
    }
  };

  const handleCreated = () => {
    setDialog(null);
    void page.reload();
  };

  const live = page.loading
    ? ''
    : page.error
      ? ''
      : filtered
        ? `${plural(total, 'user')} found${filter.q ? ` for “${filter.q}”` : ''}`
        : `${plural(total, 'user')} in all`;

  return (
    <div className={styles['fw-ui-page']}>
      <PageHeader
        title="Users"
        description="Everyone with an account at your club: their roles, status and sign-in history."
        actions={
          canWrite ? (
            <>
              <Button onClick={() => setDialog('create')}>New user</Button>
              <Button variant="secondary" onClick={() => setDialog('bulk')}>
                Add several users
              </Button>
            </>
          ) : null
        }
      />
      <UserFilters roles={roles.data} />
      <LiveMessage text={live} />
      <div className={styles['fw-ui-page-section']}>
        <DataTable
          caption="Users"
          hideCaption
          columns={COLUMNS}
          rows={page.data?.items ?? null}
          getRowId={(u) => String(u.id)}
          loading={page.loading}
          error={page.error}
          onRetry={() => void page.reload()}
          paging={{
            total,
            offset,
            limit,
            onOffsetChange: setOffset,
            onLimitChange: setLimit,
          }}
          pageSizeOptions={[25, 50, 100]}
          emptyTitle={filtered ? 'No users match' : 'No users yet'}
          emptyMessage={
            filtered ? 'Try another search or fewer filters.' : 'Add the first user of your club.'
          }
          emptyAction={
            filtered ? (
              <Button variant="secondary" onClick={resetFilters}>
                Clear search and filters
              </Button>
            ) : canWrite ? (
              <Button onClick={() => setDialog('create')}>New user</Button>
            ) : null
          }
          toolbar={
            <Button
              variant="secondary"
              iconStart={<icons.DownloadIcon />}
              loading={exporting}
              loadingLabel="Exporting"
              disabled={total === 0}
              onClick={() => void handleExport()}
            >
              Export CSV
            </Button>
          }
        />
      </div>
      <CreateUserDialog
        open={dialog === 'create'}
        roles={roles.data}
        onClose={() => setDialog(null)}
        onCreated={handleCreated}
      />
      <BulkCreateDialog
        open={dialog === 'bulk'}
        onClose={() => setDialog(null)}
        onCreated={handleCreated}
      />
    </div>
  );
}

import { useMemo, useState } from 'react';
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
  useFormat,
  useT,
  errorText,
  notify,
  pageStyles as styles,
  type Formatter,
} from '@fairway/shared-ui';
import { PERMISSIONS } from '@fairway/shared-api';
import { type User } from '@fairway/shared-api/users';
import { messages, type AdminT } from '../../../i18n/messages';
import { formatDateTime, fullName } from '../../../shared/utils/format';
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
const columnsOf = (t: AdminT, f: Formatter): DataTableColumn<User>[] => [
  {
    id: 'name',
    header: t('name'),
    value: fullName,
    render: (u) => <Link to={`/admin/users/${u.id}`}>{fullName(u)}</Link>,
  },
  { id: 'email', header: t('email'), value: (u) => u.email },
  {
    id: 'roles',
    header: t('sectionRoles'),
    value: (u) => u.roles.join(', '),
    render: (u) => <RoleBadges roles={u.roles} />,
  },
  {
    id: 'status',
    header: t('status'),
    value: (u) => u.status,
    render: (u) => <StatusBadge status={u.status} />,
  },
  {
    id: 'last_login',
    header: t('lastSignIn'),
    value: (u) => (u.last_login_at ? new Date(u.last_login_at) : null),
    render: (u) => formatDateTime(u.last_login_at, t('never'), f),
  },
];

/** /admin/users: the club's accounts, searched, filtered and paged by the server. */
export function UsersPage() {
  const t = useT(messages);
  const f = useFormat();
  useDocumentTitle(t('sectionUsers'), t('adminSection'));
  const columns = useMemo(() => columnsOf(t, f), [t, f]);
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
      downloadCsv(`users-${f.today()}.csv`, usersCsv(all, t));
      notify.success(t('usersExported', { count: all.length }));
    } catch (err) {
      notify.error(t('exportFailed', { error: errorText(err) }));
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
        ? filter.q
          ? t('usersFoundFor', { count: total, q: filter.q })
          : t('usersFound', { count: total })
        : t('usersInAll', { count: total });

  return (
    <div className={styles['fw-ui-page']}>
      <PageHeader
        title={t('sectionUsers')}
        description={t('usersDescription')}
        actions={
          canWrite ? (
            <>
              <Button onClick={() => setDialog('create')}>{t('newUser')}</Button>
              <Button variant="secondary" onClick={() => setDialog('bulk')}>
                {t('addSeveralUsers')}
              </Button>
            </>
          ) : null
        }
      />
      <UserFilters roles={roles.data} />
      <LiveMessage text={live} />
      <div className={styles['fw-ui-page-section']}>
        <DataTable
          caption={t('sectionUsers')}
          hideCaption
          columns={columns}
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
          emptyTitle={filtered ? t('noUsersMatch') : t('noUsersYet')}
          emptyMessage={filtered ? t('usersEmptyFiltered') : t('usersEmpty')}
          emptyAction={
            filtered ? (
              <Button variant="secondary" onClick={resetFilters}>
                {t('clearSearch')}
              </Button>
            ) : canWrite ? (
              <Button onClick={() => setDialog('create')}>{t('newUser')}</Button>
            ) : null
          }
          toolbar={
            <Button
              variant="secondary"
              iconStart={<icons.DownloadIcon />}
              loading={exporting}
              loadingLabel={t('exporting')}
              disabled={total === 0}
              onClick={() => void handleExport()}
            >
              {t('exportCsv')}
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

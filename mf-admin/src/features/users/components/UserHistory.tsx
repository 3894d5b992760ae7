import { Link } from 'react-router-dom';
import {
  Badge,
  Card,
  DataTable,
  EmptyState,
  ErrorState,
  Grid,
  LoadingState,
  StatTile,
  type DataTableColumn,
  type Resource,
  pageStyles as styles,
} from '@fairway/shared-ui';
import type { LoginHistoryEntry, UserActivityEntry, UserStats } from '@fairway/shared-api/users';
import { formatDate, formatDateTime } from '../../../shared/utils/format';
import { RECENT_LIMIT } from '../hooks/useUserDetail';
import { describeActivity } from '../utils/userText';

/** Key figures of the account as StatTiles. */
export function UserStatTiles({ stats }: { stats: Resource<UserStats> }) {
  if (stats.error)
    return (
      <ErrorState
        title="Could not load the figures"
        message={stats.error}
        onRetry={() => void stats.reload()}
        retrying={stats.loading}
      />
    );
  if (!stats.data) return <LoadingState label="Loading figures…" />;
  const s = stats.data;
  return (
    <Grid minColumnWidth="10rem" gap={3}>
      <StatTile label="Sign-ins" value={s.login_count.toLocaleString()} />
      <StatTile
        label="Failed sign-ins"
        value={s.failed_login_count.toLocaleString()}
        hint={s.last_failed_login_at ? `last ${formatDateTime(s.last_failed_login_at)}` : undefined}
      />
      <StatTile label="Active sessions" value={s.active_sessions.toLocaleString()} />
      <StatTile label="Last sign-in" value={formatDateTime(s.last_login_at, 'Never')} />
      <StatTile label="Last active" value={formatDateTime(s.last_active_at, 'Never')} />
      <StatTile
        label="Account created"
        value={formatDate(s.created_at)}
        hint={`${s.activity_count.toLocaleString()} recorded actions`}
      />
    </Grid>
  );
}

const loginColumns: DataTableColumn<LoginHistoryEntry>[] = [
  {
    id: 'when',
    header: 'When',
    value: (e) => new Date(e.created_at),
    render: (e) => formatDateTime(e.created_at),
  },
  {
    id: 'result',
    header: 'Result',
    value: (e) => (e.success ? 'Signed in' : 'Failed'),
    render: (e) => (
      <Badge tone={e.success ? 'success' : 'danger'}>{e.success ? 'Signed in' : 'Failed'}</Badge>
    ),
  },
  { id: 'ip', header: 'Address', value: (e) => e.ip },
  { id: 'agent', header: 'Browser', value: (e) => e.user_agent, wrap: true },
];

export function LoginHistoryCard({
  userId,
  logins,
}: {
  userId: number;
  logins: Resource<LoginHistoryEntry[]>;
}) {
  return (
    <Card title="Sign-in history" subtitle={`The last ${RECENT_LIMIT} attempts, newest first`}>
      <DataTable
        caption="Sign-in history"
        hideCaption
        columns={loginColumns}
        rows={logins.data}
        getRowId={(e) => String(e.id)}
        loading={logins.loading}
        error={logins.error}
        onRetry={() => void logins.reload()}
        filterable={false}
        exportFileName={`sign-ins-user-${userId}.csv`}
        emptyTitle="No sign-ins yet"
        emptyMessage="This user has not tried to sign in."
      />
    </Card>
  );
}

function actorText(entry: UserActivityEntry, currentUserId: number | null) {
  if (entry.actor_id === null) return 'by the system';
  if (entry.actor_id === currentUserId) return 'by you';
  if (entry.actor_id === entry.user_id) return 'by the user';
  return (
    <>
      by <Link to={`/admin/users/${entry.actor_id}`}>user #{entry.actor_id}</Link>
    </>
  );
}

export function ActivityCard({
  activity,
  currentUserId,
}: {
  activity: Resource<UserActivityEntry[]>;
  currentUserId: number | null;
}) {
  const body = () => {
    if (activity.error)
      return (
        <ErrorState
          title="Could not load the activity"
          message={activity.error}
          onRetry={() => void activity.reload()}
          retrying={activity.loading}
        />
      );
    if (!activity.data) return <LoadingState label="Loading activity…" />;
    if (activity.data.length === 0)
      return (
        <EmptyState
          title="No activity yet"
          message="Changes to this account will be listed here."
        />
      );
    return (
      <ol className={styles['fw-ui-page-list']} aria-label="Activity, newest first">
        {activity.data.map((e) => (
          <li key={e.id} className={styles['fw-ui-page-list-item']}>
            <span>{describeActivity(e)}</span>
            <span className={styles['fw-ui-page-muted']}>
              <time dateTime={e.created_at}>{formatDateTime(e.created_at)}</time>{' '}
              {actorText(e, currentUserId)}
            </span>
          </li>
        ))}
      </ol>
    );
  };
  return (
    <Card title="Activity" subtitle={`The last ${RECENT_LIMIT} actions on this account`}>
      {body()}
    </Card>
  );
}

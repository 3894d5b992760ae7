import { useMemo } from 'react';
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
  type Formatter,
  type Resource,
  useFormat,
  useT,
  pageStyles as styles,
} from '@fairway/shared-ui';
import type { LoginHistoryEntry, UserActivityEntry, UserStats } from '@fairway/shared-api/users';
import { messages, type AdminT } from '../../../i18n/messages';
import { formatDate, formatDateTime } from '../../../shared/utils/format';
import { RECENT_LIMIT } from '../hooks/useUserDetail';
import { describeActivity } from '../utils/userText';

/** Key figures of the account as StatTiles. */
export function UserStatTiles({ stats }: { stats: Resource<UserStats> }) {
  const t = useT(messages);
  const f = useFormat();
  if (stats.error)
    return (
      <ErrorState
        title={t('figuresNotLoaded')}
        message={stats.error}
        onRetry={() => void stats.reload()}
        retrying={stats.loading}
      />
    );
  if (!stats.data) return <LoadingState label={t('loadingFigures')} />;
  const s = stats.data;
  return (
    <Grid minColumnWidth="10rem" gap={3}>
      <StatTile label={t('signIns')} value={f.number(s.login_count)} />
      <StatTile
        label={t('failedSignIns')}
        value={f.number(s.failed_login_count)}
        hint={
          s.last_failed_login_at
            ? t('lastFailed', { when: formatDateTime(s.last_failed_login_at, undefined, f) })
            : undefined
        }
      />
      <StatTile label={t('activeSessions')} value={f.number(s.active_sessions)} />
      <StatTile label={t('lastSignIn')} value={formatDateTime(s.last_login_at, t('never'), f)} />
      <StatTile label={t('lastActive')} value={formatDateTime(s.last_active_at, t('never'), f)} />
      <StatTile
        label={t('accountCreated')}
        value={formatDate(s.created_at, undefined, f)}
        hint={t('recordedActions', { count: s.activity_count })}
      />
    </Grid>
  );
}

const loginColumnsOf = (t: AdminT, f: Formatter): DataTableColumn<LoginHistoryEntry>[] => {
  const result = (e: LoginHistoryEntry) => (e.success ? t('signedIn') : t('failed'));
  return [
    {
      id: 'when',
      header: t('when'),
      value: (e) => new Date(e.created_at),
      render: (e) => formatDateTime(e.created_at, undefined, f),
    },
    {
      id: 'result',
      header: t('result'),
      value: result,
      render: (e) => <Badge tone={e.success ? 'success' : 'danger'}>{result(e)}</Badge>,
    },
    { id: 'ip', header: t('ipAddress'), value: (e) => e.ip },
    { id: 'agent', header: t('browser'), value: (e) => e.user_agent, wrap: true },
  ];
};

export function LoginHistoryCard({
  userId,
  logins,
}: {
  userId: number;
  logins: Resource<LoginHistoryEntry[]>;
}) {
  const t = useT(messages);
  const f = useFormat();
  const loginColumns = useMemo(() => loginColumnsOf(t, f), [t, f]);
  return (
    <Card title={t('signInHistory')} subtitle={t('signInHistorySubtitle', { count: RECENT_LIMIT })}>
      <DataTable
        caption={t('signInHistory')}
        hideCaption
        columns={loginColumns}
        rows={logins.data}
        getRowId={(e) => String(e.id)}
        loading={logins.loading}
        error={logins.error}
        onRetry={() => void logins.reload()}
        filterable={false}
        exportFileName={`sign-ins-user-${userId}.csv`}
        emptyTitle={t('noSignInsYet')}
        emptyMessage={t('noSignInsMessage')}
      />
    </Card>
  );
}

function actorText(entry: UserActivityEntry, currentUserId: number | null, t: AdminT) {
  if (entry.actor_id === null) return t('bySystem');
  if (entry.actor_id === currentUserId) return t('byYou');
  if (entry.actor_id === entry.user_id) return t('byTheUser');
  // The sentence keeps its word order in every language; the link goes where {user} stands.
  const [before = '', after = ''] = t('byUserLink').split('{user}');
  return (
    <>
      {before}
      <Link to={`/admin/users/${entry.actor_id}`}>
        {t('userNumber', { id: String(entry.actor_id) })}
      </Link>
      {after}
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
  const t = useT(messages);
  const f = useFormat();
  const body = () => {
    if (activity.error)
      return (
        <ErrorState
          title={t('activityNotLoaded')}
          message={activity.error}
          onRetry={() => void activity.reload()}
          retrying={activity.loading}
        />
      );
    if (!activity.data) return <LoadingState label={t('loadingActivity')} />;
    if (activity.data.length === 0)
      return <EmptyState title={t('noActivityYet')} message={t('noActivityMessage')} />;
    return (
      <ol className={styles['fw-ui-page-list']} aria-label={t('activityNewestFirst')}>
        {activity.data.map((e) => (
          <li key={e.id} className={styles['fw-ui-page-list-item']}>
            <span>{describeActivity(e, t)}</span>
            <span className={styles['fw-ui-page-muted']}>
              <time dateTime={e.created_at}>{formatDateTime(e.created_at, undefined, f)}</time>{' '}
              {actorText(e, currentUserId, t)}
            </span>
          </li>
        ))}
      </ol>
    );
  };
  return (
    <Card title={t('activity')} subtitle={t('activitySubtitle', { count: RECENT_LIMIT })}>
      {body()}
    </Card>
  );
}

import { useParams, useNavigate, Link } from 'react-router-dom';
import {
  EmptyState,
  ErrorState,
  LoadingState,
  PageHeader,
  buttonClassName,
  useDocumentTitle,
  useCan,
  useCurrentUserId,
  hasStatus,
  useT,
  pageStyles as styles,
} from '@fairway/shared-ui';
import { PERMISSIONS } from '@fairway/shared-api';
import { type Role } from '@fairway/shared-api/roles';
import { type User } from '@fairway/shared-api/users';
import { messages } from '../../../i18n/messages';
import { fullName } from '../../../shared/utils/format';
import { useRoleList } from '../hooks/useRoleList';
import { useUserDetail } from '../hooks/useUserDetail';
import { StatusBadge } from './UserBadges';
import { UserDetailsForm } from './UserDetailsForm';
import { ActivityCard, LoginHistoryCard, UserStatTiles } from './UserHistory';
import { UserRolesCard } from './UserRolesCard';
import { UserStatusCard } from './UserStatusCard';

function NotFound() {
  const t = useT(messages);
  return (
    <div className={styles['fw-ui-page']}>
      <PageHeader
        title={t('userNotFound')}
        breadcrumbs={[{ label: t('sectionUsers'), href: '/admin/users' }, { label: t('notFound') }]}
      />
      <EmptyState
        title={t('noSuchUser')}
        message={t('noSuchUserMessage')}
        action={
          <Link to="/admin/users" className={buttonClassName('secondary')}>
            {t('backToUsers')}
          </Link>
        }
      />
    </div>
  );
}

/** /admin/users/:id */
export function UserDetailPage() {
  const params = useParams();
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) return <NotFound />;
  // A new id is a new page: nothing of the previous user's state is kept.
  return <UserDetail key={id} id={id} />;
}

function UserDetail({ id }: { id: number }) {
  const t = useT(messages);
  const navigate = useNavigate();
  const can = useCan();
  const me = useCurrentUserId();
  const { user, stats, logins, activity, roles, changed } = useUserDetail(id);
  const allRoles = useRoleList();
  useDocumentTitle(user.data ? fullName(user.data) : t('sectionUser'), t('adminSection'));

  if (user.failure && hasStatus(user.failure, 404)) return <NotFound />;
  if (user.error) {
    return (
      <div className={styles['fw-ui-page']}>
        <PageHeader
          title={t('sectionUser')}
          breadcrumbs={[
            { label: t('sectionUsers'), href: '/admin/users' },
            { label: t('sectionUser') },
          ]}
          onNavigate={(href) => navigate(href)}
        />
        <ErrorState
          title={t('userNotLoaded')}
          message={user.error}
          onRetry={() => void user.reload()}
          retrying={user.loading}
        />
      </div>
    );
  }
  if (!user.data) return <LoadingState label={t('loadingUser')} />;

  const u = user.data;
  const name = fullName(u);
  const handleRoles = (next: Role[]) => {
    user.setData((current) => ({ ...(current as User), roles: next.map((r) => r.name) }));
    changed();
  };

  return (
    <div className={styles['fw-ui-page']}>
      <PageHeader
        title={name}
        description={
          <>
            {u.email} · <StatusBadge status={u.status} />
          </>
        }
        breadcrumbs={[{ label: t('sectionUsers'), href: '/admin/users' }, { label: name }]}
        onNavigate={(href) => navigate(href)}
      />
      <UserStatTiles stats={stats} />
      <div className={styles['fw-ui-page-columns']}>
        <div className={styles['fw-ui-page-section']}>
          <UserDetailsForm
            key={u.id}
            user={u}
            canWrite={can(PERMISSIONS.usersWrite)}
            onSaved={changed}
          />
          <UserRolesCard
            userId={u.id}
            userName={name}
            allRoles={allRoles}
            userRoles={roles}
            canEdit={can(PERMISSIONS.rolesWrite)}
            onChanged={handleRoles}
          />
        </div>
        <div className={styles['fw-ui-page-section']}>
          <UserStatusCard
            user={u}
            isSelf={u.id === me}
            canWrite={can(PERMISSIONS.usersWrite)}
            onChanged={changed}
          />
          <ActivityCard activity={activity} currentUserId={me} />
        </div>
      </div>
      <LoginHistoryCard userId={u.id} logins={logins} />
    </div>
  );
}

import { Badge, useT, pageStyles as styles } from '@fairway/shared-ui';
import type { UserStatus } from '@fairway/shared-api/users';
import { messages } from '../../../i18n/messages';
import { roleLabel } from '../hooks/useRoleList';
import { STATUS_TONES, statusLabel } from '../utils/userText';

export function StatusBadge({ status }: { status: UserStatus }) {
  const t = useT(messages);
  return (
    <Badge tone={STATUS_TONES[status]} dot>
      {statusLabel(status, t)}
    </Badge>
  );
}

export function RoleBadges({ roles }: { roles: readonly string[] }) {
  const t = useT(messages);
  if (roles.length === 0) return <span>{t('noRoles')}</span>;
  return (
    <span className={styles['fw-ui-page-badges']}>
      {roles.map((r) => (
        <Badge key={r} tone={r === 'admin' ? 'accent' : 'neutral'}>
          {roleLabel(r, t)}
        </Badge>
      ))}
    </span>
  );
}

import { Badge, pageStyles as styles } from '@fairway/shared-ui';
import type { UserStatus } from '@fairway/shared-api/users';
import { roleLabel } from '../hooks/useRoleList';
import { STATUS_LABELS, STATUS_TONES } from '../utils/userText';

export function StatusBadge({ status }: { status: UserStatus }) {
  return (
    <Badge tone={STATUS_TONES[status]} dot>
      {STATUS_LABELS[status]}
    </Badge>
  );
}

export function RoleBadges({ roles }: { roles: readonly string[] }) {
  if (roles.length === 0) return <span>No roles</span>;
  return (
    <span className={styles['fw-ui-page-badges']}>
      {roles.map((r) => (
        <Badge key={r} tone={r === 'admin' ? 'accent' : 'neutral'}>
          {roleLabel(r)}
        </Badge>
      ))}
    </span>
  );
}

import type { BadgeTone } from '@fairway/shared-ui';
import type { User, UserActivityEntry, UserStatus } from '@fairway/shared-api/users';
import { toCsv } from '@fairway/shared-ui';

export const STATUS_LABELS: Record<UserStatus, string> = {
  active: 'Active',
  inactive: 'Inactive',
  suspended: 'Suspended',
  pending: 'Pending',
};

export const STATUS_TONES: Record<UserStatus, BadgeTone> = {
  active: 'success',
  inactive: 'neutral',
  suspended: 'danger',
  pending: 'warning',
};

const str = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : null);

/** An activity entry in words: 'Suspended: "Unpaid fees"', 'Role added: staff'. */
export function describeActivity(entry: UserActivityEntry): string {
  const d = entry.details ?? {};
  switch (entry.action) {
    case 'created':
      return 'Account created';
    case 'updated': {
      const fields = Array.isArray(d.fields) ? d.fields.map(String).join(', ') : '';
      return fields ? `Details changed (${fields.replace(/_/g, ' ')})` : 'Details changed';
    }
    case 'status_changed':
      return `Status changed from ${str(d.from) ?? '?'} to ${str(d.to) ?? '?'}`;
    case 'suspended':
      return str(d.reason) ? `Suspended: “${str(d.reason)}”` : 'Suspended';
    case 'reactivated':
      return 'Reactivated';
    case 'role_assigned':
      return `Role added: ${str(d.role) ?? '?'}`;
    case 'role_removed':
      return `Role removed: ${str(d.role) ?? '?'}`;
    case 'password_reset':
      return 'Password set by an administrator';
    case 'password_change_forced':
      return 'Asked to choose a new password at next sign-in';
    case 'password_changed':
      return 'Changed their password';
    case 'email_verified':
      return 'E-mail marked as verified';
    case 'email_unverified':
      return 'E-mail marked as not verified';
    default:
      return entry.action.replace(/_/g, ' ');
  }
}

export const USER_CSV_HEADERS = [
  'ID',
  'E-mail',
  'First name',
  'Last name',
  'Phone',
  'Roles',
  'Status',
  'E-mail verified',
  'Last sign-in',
  'Created',
];

/** The users as CSV (RFC 4180, formula-safe: shared-ui's toCsv). */
export function usersCsv(users: readonly User[]): string {
  return toCsv(
    USER_CSV_HEADERS,
    users.map((u) => [
      u.id,
      u.email,
      u.first_name,
      u.last_name,
      u.phone,
      u.roles.join('; '),
      u.status,
      u.email_verified,
      u.last_login_at,
      u.created_at,
    ]),
  );
}

import { getT, toCsv, type BadgeTone } from '@fairway/shared-ui';
import type { User, UserActivityEntry, UserStatus } from '@fairway/shared-api/users';
import { messages, type AdminMessage, type AdminT } from '../../../i18n/messages';

const STATUS_KEYS: Readonly<Record<UserStatus, AdminMessage>> = {
  active: 'statusActive',
  inactive: 'statusInactive',
  suspended: 'statusSuspended',
  pending: 'statusPending',
};

/** Every account status, in the order the filter offers them. */
export const USER_STATUSES = Object.keys(STATUS_KEYS) as UserStatus[];

const isStatus = (value: string): value is UserStatus =>
  Object.prototype.hasOwnProperty.call(STATUS_KEYS, value);

export const statusLabel = (status: UserStatus, t: AdminT = getT(messages)) =>
  t(STATUS_KEYS[status]);

export const STATUS_TONES: Record<UserStatus, BadgeTone> = {
  active: 'success',
  inactive: 'neutral',
  suspended: 'danger',
  pending: 'warning',
};

const FIELD_KEYS: Readonly<Record<string, AdminMessage>> = {
  email: 'email',
  first_name: 'firstName',
  last_name: 'lastName',
  roles: 'role',
  password: 'password',
  phone: 'phone',
};

/** A user field in words ('First name'); the field itself when it has none. */
export const fieldLabel = (field: string, t: AdminT = getT(messages)) =>
  Object.prototype.hasOwnProperty.call(FIELD_KEYS, field) ? t(FIELD_KEYS[field]!) : field;

const str = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : null);

/** A status an entry names, in words ('active' → 'active', 'activo'). */
const statusWord = (v: unknown, t: AdminT) => {
  const s = str(v);
  if (s === null) return '?';
  return isStatus(s) ? statusLabel(s, t).toLowerCase() : s;
};

/** An activity entry in words: 'Suspended: “Unpaid fees”', 'Role added: staff'. */
export function describeActivity(entry: UserActivityEntry, t: AdminT = getT(messages)): string {
  const d = entry.details ?? {};
  switch (entry.action) {
    case 'created':
      return t('accountCreated');
    case 'updated': {
      const fields = Array.isArray(d.fields)
        ? d.fields
            .map((f) => {
              const field = String(f);
              const label = fieldLabel(field, t);
              return label === field ? field.replace(/_/g, ' ') : label.toLowerCase();
            })
            .join(', ')
        : '';
      return fields ? t('activityDetailsChangedFields', { fields }) : t('activityDetailsChanged');
    }
    case 'status_changed':
      return t('activityStatusChanged', { from: statusWord(d.from, t), to: statusWord(d.to, t) });
    case 'suspended': {
      const reason = str(d.reason);
      return reason ? t('activitySuspendedReason', { reason }) : t('activitySuspended');
    }
    case 'reactivated':
      return t('activityReactivated');
    case 'role_assigned':
      return t('activityRoleAdded', { role: str(d.role) ?? '?' });
    case 'role_removed':
      return t('activityRoleRemoved', { role: str(d.role) ?? '?' });
    case 'password_reset':
      return t('activityPasswordReset');
    case 'password_change_forced':
      return t('activityPasswordForced');
    case 'password_changed':
      return t('activityPasswordChanged');
    case 'email_verified':
      return t('activityEmailVerified');
    case 'email_unverified':
      return t('activityEmailUnverified');
    default:
      return entry.action.replace(/_/g, ' ');
  }
}

/** The CSV's column headings, in the active language (the values stay as the API has them). */
export const userCsvHeaders = (t: AdminT = getT(messages)) => [
  t('csvId'),
  t('email'),
  t('firstName'),
  t('lastName'),
  t('phone'),
  t('sectionRoles'),
  t('status'),
  t('csvEmailVerified'),
  t('lastSignIn'),
  t('csvCreated'),
];

/** The users as CSV (RFC 4180, formula-safe: shared-ui's toCsv). */
export function usersCsv(users: readonly User[], t: AdminT = getT(messages)): string {
  return toCsv(
    userCsvHeaders(t),
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

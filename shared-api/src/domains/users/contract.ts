import { z } from 'zod';
import { bodyId, isoDate, newPassword, nonEmpty, pageQuery } from '@fairway/shared-api/core';
import { roleRef } from '../roles/contract';

// Users, profiles, preferences and golf preferences (owned by the users domain).

export const userStatus = z.enum(['active', 'inactive', 'suspended', 'pending']);
export type UserStatus = z.infer<typeof userStatus>;

/** Limits the API enforces; the portal shows the same ones. */
export const USER_LIMITS = {
  bulkRows: 500,
  activeDaysDefault: 30,
  inactiveDaysDefault: 90,
  preferencesBytes: 16_384,
} as const;

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish();

export const email = z
  .string({ error: 'Email is required' })
  .trim()
  .max(254, 'Email must be at most 254 characters')
  .pipe(z.email('Email must be a valid address'));

export const phone = z
  .string({ error: 'Phone must be text' })
  .trim()
  .regex(/^\+?[0-9 ()./-]{3,40}$/, 'Phone may contain only digits, spaces and + ( ) . / -')
  .nullish();

/** The account as the API shows it. There is no password hash here, by design. */
export const user = z.object({
  id: z.number().int(),
  organization_id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string().nullable(),
  status: userStatus,
  suspended_reason: z.string().nullable(),
  email_verified: z.boolean(),
  must_change_password: z.boolean(),
  tenant_id: z.number().int().nullable(),
  roles: z.array(z.string()).describe('role names'),
  last_login_at: z.string().nullable(),
  last_active_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type User = z.infer<typeof user>;

export const userCreate = z
  .object({
    email,
    first_name: requiredText('First name', 100),
    last_name: requiredText('Last name', 100),
    phone,
    /** Without a password the account cannot sign in until one is set (reset or invitation). */
    password: newPassword.optional(),
    /** Defaults to true when an administrator sets the password. */
    must_change_password: z.boolean().optional(),
    /** Role ids or names; defaults to member. */
    roles: z.array(roleRef).max(20, 'At most 20 roles').optional(),
  })
  .strict();
export type UserCreate = z.infer<typeof userCreate>;

const userFields = z
  .object({
    email,
    first_name: requiredText('First name', 100),
    last_name: requiredText('Last name', 100),
    phone,
  })
  .partial()
  .strict();
export const userUpdate = nonEmpty(userFields);
export type UserUpdate = z.infer<typeof userUpdate>;

/** Statuses PATCH /status may set; suspending needs a reason and has its own call. */
export const settableStatus = z.enum(['active', 'inactive', 'pending'], {
  error: 'Status must be active, inactive or pending (suspend a user with a reason instead)',
});
export const userStatusUpdate = z.object({ status: settableStatus }).strict();
export type UserStatusUpdate = z.infer<typeof userStatusUpdate>;

const SUSPEND_REASON_REQUIRED = 'Reason is required to suspend a user';
export const userSuspend = z
  .object({
    reason: z
      .string({ error: SUSPEND_REASON_REQUIRED })
      .trim()
      .min(1, SUSPEND_REASON_REQUIRED)
      .max(500, 'Reason must be at most 500 characters'),
  })
  .strict();
export type UserSuspend = z.infer<typeof userSuspend>;

export const passwordSet = z
  .object({
    password: z.string({ error: 'Password is required' }).pipe(newPassword),
    must_change_password: z.boolean().optional(),
  })
  .strict();
export type PasswordSet = z.infer<typeof passwordSet>;

/** Reports a row-level problem at `path` for every row whose key repeats an earlier row's. */
function uniqueBy<T>(key: (row: T) => unknown, field: string, message: string) {
  return (rows: T[], ctx: z.RefinementCtx) => {
    const seen = new Map<unknown, number>();
    rows.forEach((row, i) => {
      const k = key(row);
      if (k === undefined) return;
      const first = seen.get(k);
      if (first === undefined) seen.set(k, i);
      else
        ctx.addIssue({
          code: 'custom',
          path: [i, field],
          message: `${message} (same as row ${first + 1})`,
        });
    });
  };
}

export const userBulkCreate = z
  .object({
    users: z
      .array(userCreate)
      .min(1, 'Send at least one user')
      .max(USER_LIMITS.bulkRows, `At most ${USER_LIMITS.bulkRows} users at a time`)
      .superRefine(
        uniqueBy((u) => u.email?.toLowerCase(), 'email', 'Email appears twice in the list'),
      ),
  })
  .strict();
export type UserBulkCreate = z.infer<typeof userBulkCreate>;

export const userBulkUpdateRow = userFields.extend({
  id: bodyId('id'),
  status: settableStatus.optional(),
});
export const userBulkUpdate = z
  .object({
    updates: z
      .array(userBulkUpdateRow)
      .min(1, 'Send at least one update')
      .max(USER_LIMITS.bulkRows, `At most ${USER_LIMITS.bulkRows} updates at a time`)
      .superRefine(uniqueBy((u) => u.id, 'id', 'User appears twice in the list'))
      .superRefine(
        uniqueBy((u) => u.email?.toLowerCase(), 'email', 'Email appears twice in the list'),
      ),
  })
  .strict();
export type UserBulkUpdate = z.infer<typeof userBulkUpdate>;

export const userListQuery = pageQuery.extend({
  q: z.string().trim().max(100, 'Search text must be at most 100 characters').optional(),
  status: userStatus.optional(),
  role: z.string().trim().max(40).optional().describe('role name'),
});
/** What a client sends: every field optional (the server applies the defaults). */
export type UserListQuery = Partial<z.infer<typeof userListQuery>>;

export const userSearchQuery = pageQuery.extend({
  q: requiredText('Search text', 100).describe('part of the e-mail or name, case-insensitive'),
});
export type UserSearchQuery = Partial<z.infer<typeof userSearchQuery>>;

const days = (fallback: number) =>
  z.coerce
    .number()
    .int()
    .min(1, 'days must be at least 1')
    .max(3650, 'days must be at most 3650')
    .default(fallback);

export const activeUsersQuery = pageQuery.extend({ days: days(USER_LIMITS.activeDaysDefault) });
export const inactiveUsersQuery = pageQuery.extend({ days: days(USER_LIMITS.inactiveDaysDefault) });
export type ActivityWindowQuery = Partial<z.infer<typeof activeUsersQuery>>;

export const roleNameParam = z.object({ role: z.string().trim().min(1).max(40) });

export const recentQuery = z.object({ limit: z.coerce.number().int().min(1).max(500).default(50) });
export type RecentQuery = Partial<z.infer<typeof recentQuery>>;

export const userStats = z.object({
  user_id: z.number().int(),
  status: userStatus,
  roles: z.array(z.string()),
  email_verified: z.boolean(),
  must_change_password: z.boolean(),
  created_at: z.string(),
  last_login_at: z.string().nullable(),
  last_active_at: z.string().nullable(),
  login_count: z.number().int(),
  failed_login_count: z.number().int(),
  last_failed_login_at: z.string().nullable(),
  active_sessions: z.number().int(),
  activity_count: z.number().int(),
});
export type UserStats = z.infer<typeof userStats>;

export const userActivityEntry = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  actor_id: z.number().int().nullable(),
  action: z.string(),
  details: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});
export type UserActivityEntry = z.infer<typeof userActivityEntry>;

export const loginHistoryEntry = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  success: z.boolean(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  created_at: z.string(),
});
export type LoginHistoryEntry = z.infer<typeof loginHistoryEntry>;

/** Per-user preferences: a JSON object whose keys the portal chooses. */
export const userPreferences = z
  .record(z.string(), z.unknown())
  .refine(
    (v) => JSON.stringify(v).length <= USER_LIMITS.preferencesBytes,
    'Preferences must be at most 16 KB',
  );
export type UserPreferences = z.infer<typeof userPreferences>;

// Profiles

export const profile = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  phone: z.string().nullable(),
  date_of_birth: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  postal_code: z.string().nullable(),
  country: z.string().nullable(),
  bio: z.string().nullable(),
  avatar_url: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Profile = z.infer<typeof profile>;

const isPastDate = (d: string) => {
  const t = Date.parse(`${d}T00:00:00Z`);
  return !Number.isNaN(t) && new Date(t).toISOString().startsWith(d) && t <= Date.now();
};

export const profileUpdate = z
  .object({
    first_name: optionalText('First name', 100),
    last_name: optionalText('Last name', 100),
    phone,
    date_of_birth: isoDate
      .refine(isPastDate, 'Date of birth must be a real date in the past')
      .nullish(),
    address: optionalText('Address', 300),
    city: optionalText('City', 100),
    postal_code: optionalText('Postal code', 20),
    country: optionalText('Country', 80),
    bio: optionalText('Bio', 2000),
    avatar_url: z
      .url({ protocol: /^https?$/, error: 'Avatar URL must be an http(s) address' })
      .max(500)
      .nullish(),
  })
  .strict();
export type ProfileUpdate = z.infer<typeof profileUpdate>;

/** Without user_id the profile is the caller's own; another user's needs users:write. */
export const profileCreate = profileUpdate.extend({
  user_id: bodyId('user_id').optional(),
});
export type ProfileCreate = z.infer<typeof profileCreate>;

export const passwordChange = z
  .object({
    current_password: z
      .string({ error: 'Current password is required' })
      .min(1, 'Current password is required')
      .max(1024),
    new_password: z.string({ error: 'New password is required' }).pipe(newPassword),
  })
  .strict();
export type PasswordChange = z.infer<typeof passwordChange>;

// Golf preferences

export const TEE_TIME_SLOTS = [
  'early_morning',
  'morning',
  'midday',
  'afternoon',
  'evening',
] as const;
export const teeTimeSlot = z.enum(TEE_TIME_SLOTS, {
  error: `Preferred tee time must be one of ${TEE_TIME_SLOTS.join(', ')}`,
});

export const HANDICAP_MIN = -10;
export const HANDICAP_MAX = 54;
const handicap = z
  .number({ error: 'Handicap must be a number' })
  .min(HANDICAP_MIN, `Handicap must be between ${HANDICAP_MIN} and ${HANDICAP_MAX}`)
  .max(HANDICAP_MAX, `Handicap must be between ${HANDICAP_MIN} and ${HANDICAP_MAX}`)
  .refine(
    (h) => Math.abs(h * 10 - Math.round(h * 10)) < 1e-9,
    'Handicap may have at most one decimal place',
  );

export const golfPreference = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  handicap: z.number().nullable(),
  preferred_tee: z.string().nullable(),
  preferred_tee_time: teeTimeSlot.nullable(),
  playing_frequency: z.string().nullable(),
  uses_cart: z.boolean(),
  notes: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type GolfPreference = z.infer<typeof golfPreference>;

export const golfPreferenceInput = z
  .object({
    handicap: handicap.nullish(),
    preferred_tee: optionalText('Preferred tee', 40),
    preferred_tee_time: teeTimeSlot.nullish(),
    playing_frequency: optionalText('Playing frequency', 40),
    uses_cart: z.boolean({ error: 'Uses cart must be true or false' }).optional(),
    notes: optionalText('Notes', 1000),
  })
  .strict();
export type GolfPreferenceInput = z.infer<typeof golfPreferenceInput>;

// Staff member search (the desk's member picker)

export const MEMBER_SEARCH_MIN = 2;
export const MEMBER_SEARCH_MAX = 80;
/** At most this many people answer one search. */
export const MEMBER_SEARCH_LIMIT = 20;

/**
 * GET /api/settings/users/member-search?q (our addition, tee_sheet:manage): staff finding the
 * person to book for. Every word of q starts a word of the name ("Mi" finds "Michael Smith" and
 * "Anna Miller", not "Club Administrator"), or q starts the e-mail or the member number.
 */
export const memberSearchQuery = z.object({
  q: z
    .string({ error: 'Enter part of a name to search for' })
    .trim()
    .min(MEMBER_SEARCH_MIN, `Enter at least ${MEMBER_SEARCH_MIN} characters of a name`)
    .max(MEMBER_SEARCH_MAX, `Enter at most ${MEMBER_SEARCH_MAX} characters of a name`),
});
export type MemberSearchQuery = z.input<typeof memberSearchQuery>;

/**
 * One person found, with what tells two people of the same name apart. Staff only: members
 * looking for players see names only (GET /tee-time-bookings/players).
 */
export const memberSearchResult = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  member_number: z.string().nullable(),
});
export type MemberSearchResult = z.infer<typeof memberSearchResult>;

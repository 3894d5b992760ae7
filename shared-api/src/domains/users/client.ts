import { nullOn404, type Http, type SearchParams } from '@fairway/shared-api/core';
import type {
  ActivityWindowQuery,
  GolfPreference,
  GolfPreferenceInput,
  LoginHistoryEntry,
  MemberSearchResult,
  PasswordChange,
  PasswordSet,
  Profile,
  ProfileCreate,
  ProfileUpdate,
  User,
  UserActivityEntry,
  UserBulkUpdate,
  UserCreate,
  UserListQuery,
  UserPreferences,
  UserStats,
  UserStatusUpdate,
  UserUpdate,
} from './contract';

type Page = { limit?: number; offset?: number };

const users = 'settings/users';
const user = (id: number) => `${users}/${id}`;

/** /api/settings/users, /profiles and /golf-preferences. Paged lists answer { items, total }. */
export function createUsersClient(http: Http) {
  const page = (path: string, searchParams: SearchParams = {}) =>
    http.getPage<User>(path, { searchParams });
  return {
    list: (query: UserListQuery = {}) => page(users, query),
    search: (q: string, paging: Page = {}) => page(`${users}/search`, { q, ...paging }),
    /** Staff finding the person to book for: names by word prefix, with e-mail, phone and member number. */
    memberSearch: (q: string, signal?: AbortSignal) =>
      http.get<MemberSearchResult[]>(`${users}/member-search`, {
        searchParams: { q },
        ...(signal ? { signal } : {}),
      }),
    byRole: (role: string, paging: Page = {}) =>
      page(`${users}/by-role/${encodeURIComponent(role)}`, paging),
    withoutRole: (role: string, paging: Page = {}) =>
      page(`${users}/without-role/${encodeURIComponent(role)}`, paging),
    /** Active within `days` (default 30). */
    active: (query: ActivityWindowQuery = {}) => page(`${users}/active`, query),
    /** No activity for `days` (default 90). */
    inactive: (query: ActivityWindowQuery = {}) => page(`${users}/inactive`, query),

    get: (id: number) => http.get<User>(user(id)),
    create: (body: UserCreate) => http.post<User>(users, body),
    update: (id: number, body: UserUpdate) => http.put<User>(user(id), body),
    remove: (id: number) => http.delete<void>(user(id)),
    /** All or nothing; a 400 lists every bad row in its details. */
    bulkCreate: (rows: UserCreate[]) => http.post<User[]>(`${users}/bulk`, { users: rows }),
    bulkUpdate: (updates: UserBulkUpdate['updates']) =>
      http.put<User[]>(`${users}/bulk-update`, { updates }),

    setStatus: (id: number, status: UserStatusUpdate['status']) =>
      http.patch<User>(`${user(id)}/status`, { status }),
    suspend: (id: number, reason: string) => http.post<User>(`${user(id)}/suspend`, { reason }),
    reactivate: (id: number) => http.post<User>(`${user(id)}/reactivate`),
    resetPassword: (id: number, body: PasswordSet) =>
      http.post<User>(`${user(id)}/reset-password`, body),
    forcePasswordChange: (id: number) => http.post<User>(`${user(id)}/force-password-change`),
    verifyEmail: (id: number) => http.post<User>(`${user(id)}/verify-email`),
    unverifyEmail: (id: number) => http.post<User>(`${user(id)}/unverify-email`),

    stats: (id: number) => http.get<UserStats>(`${user(id)}/stats`),
    activity: (id: number, limit?: number) =>
      http.get<UserActivityEntry[]>(`${user(id)}/activity`, { searchParams: { limit } }),
    loginHistory: (id: number, limit?: number) =>
      http.get<LoginHistoryEntry[]>(`${user(id)}/login-history`, { searchParams: { limit } }),
    preferences: (id: number) => http.get<UserPreferences>(`${user(id)}/preferences`),
    setPreferences: (id: number, prefs: UserPreferences) =>
      http.put<UserPreferences>(`${user(id)}/preferences`, prefs),

    profiles: {
      list: (paging: Page = {}) =>
        http.getPage<Profile>('settings/profiles', { searchParams: paging }),
      create: (body: ProfileCreate) => http.post<Profile>('settings/profiles', body),
      update: (id: number, body: ProfileUpdate) =>
        http.put<Profile>(`settings/profiles/${id}`, body),
      /** null when the user has no profile yet. */
      byUser: (userId: number) => nullOn404(http.get<Profile>(`settings/profiles/user/${userId}`)),
      /** Keeps this session; the user's other sessions end. */
      changePassword: (body: PasswordChange) =>
        http.post<{ success: true; message?: string }>('settings/profiles/change-password', body),
    },

    golfPreferences: {
      /** null when the signed-in user has none yet. */
      current: () => nullOn404(http.get<GolfPreference>('settings/golf-preferences/current')),
      byUser: (userId: number) =>
        nullOn404(http.get<GolfPreference>(`settings/golf-preferences/user/${userId}`)),
      create: (body: GolfPreferenceInput) =>
        http.post<GolfPreference>('settings/golf-preferences', body),
      update: (id: number, body: GolfPreferenceInput) =>
        http.put<GolfPreference>(`settings/golf-preferences/${id}`, body),
      remove: (id: number) => http.delete<void>(`settings/golf-preferences/${id}`),
    },
  };
}
export type UsersClient = ReturnType<typeof createUsersClient>;

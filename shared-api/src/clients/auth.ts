import type {
  AcceptedResponse,
  ApiToken,
  ApiTokenCreate,
  ApiTokenCreated,
  AuthStatus,
  CurrentUser,
  LoginBody,
  LoginResponse,
  PasswordResetCreated,
  PasswordResetDone,
  PasswordResetInfo,
  RegisterBody,
  SessionInfo,
  TenantIdResponse,
} from '../contract';
import type { Http } from '../http/types';
import { withMessage } from '../http/errors';

/**
 * Sign-in, registration, sessions, password resets, invitation login and API tokens.
 * Failure texts are the spec's (section 8).
 */
export function createAuthClient(http: Http) {
  return {
    login: (body: LoginBody) =>
      withMessage(http.post<LoginResponse>('auth/login', body), 'Login failed'),
    register: (body: RegisterBody) =>
      withMessage(http.post<LoginResponse>('auth/register', body), 'Registration failed'),
    logout: () => http.post<void>('auth/logout'),
    refresh: () => http.post<LoginResponse>('auth/refresh'),
    status: () => http.get<AuthStatus>('auth/status'),
    /**
     * The portal's start-up call: the signed-in user, the club's features and the user's
     * preferences in one answer; signed out { authenticated: false } (never 401).
     */
    session: () => http.get<SessionInfo>('auth/session'),
    currentUser: () =>
      withMessage(http.get<CurrentUser>('user/current'), 'Unable to get current user information'),
    tenantId: () =>
      withMessage(
        http.get<TenantIdResponse>('user/tenant-id').then((r) => r.tenant_id),
        'Failed to get user tenant ID',
      ),
    /** Always answers the same message, whether or not the address has an account. */
    forgotPassword: (email: string) =>
      http.post<AcceptedResponse>('auth/forgot-password', { email }),
    createPasswordReset: (userId: number, validHours: number) =>
      withMessage(
        http.post<PasswordResetCreated>(`password-reset/${userId}/${validHours}`),
        'Failed to create password reset',
      ),
    getPasswordReset: (id: string) =>
      withMessage(
        http.get<PasswordResetInfo>(`password-reset/${encodeURIComponent(id)}`),
        'Failed to get password reset',
      ),
    resetPassword: (id: string, password: string) =>
      withMessage(
        http.post<PasswordResetDone>(`password-reset/${encodeURIComponent(id)}`, { password }),
        'Failed to reset password',
      ),
    invitationLogin: (token: string) =>
      http.post<LoginResponse>(`auth/invitation/${encodeURIComponent(token)}`),
    apiTokens: {
      list: () => http.get<ApiToken[]>('settings/api-tokens'),
      create: (body: ApiTokenCreate) => http.post<ApiTokenCreated>('settings/api-tokens', body),
      revoke: (id: number) => http.delete<void>(`settings/api-tokens/${id}`),
    },
  };
}
export type AuthClient = ReturnType<typeof createAuthClient>;

import {
  createSessionClient,
  withMessage,
  type AuthStatus,
  type Http,
  type LoginResponse,
} from '@fairway/shared-api/core';
import type {
  AcceptedResponse,
  ApiToken,
  ApiTokenCreate,
  ApiTokenCreated,
  PasswordResetCreated,
  PasswordResetDone,
  PasswordResetInfo,
  RegisterBody,
  TenantIdResponse,
} from './contract';

/**
 * Sign-in, registration, sessions, password resets, invitation login and API tokens.
 * Failure texts are the spec's (section 8).
 */
export function createAuthClient(http: Http) {
  // Sign-in and the session are the root entry's (the shell needs them at first paint).
  const { login, logout, refresh, session, currentUser } = createSessionClient(http);
  return {
    login,
    register: (body: RegisterBody) =>
      withMessage(http.post<LoginResponse>('auth/register', body), 'Registration failed'),
    logout,
    refresh,
    status: () => http.get<AuthStatus>('auth/status'),
    session,
    currentUser,
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

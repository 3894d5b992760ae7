import { z } from 'zod';
import { bodyId, pathId } from './common';

export const loginBody = z.object({
  email: z.string().trim().min(1, 'Email is required').max(254),
  password: z.string().min(1, 'Password is required').max(1024),
  /** Only when the address has accounts at several clubs and the sign-in answered 409 choose_club. */
  organization_id: bodyId('organization_id').optional(),
});
export type LoginBody = z.infer<typeof loginBody>;

export const currentUser = z.object({
  id: z.number().int(),
  organization_id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  status: z.string(),
  email_verified: z.boolean(),
  must_change_password: z.boolean(),
  tenant_id: z.number().int().nullable(),
  roles: z.array(z.string()),
  permissions: z.array(z.string()),
  session_kind: z.enum(['password', 'invitation']).nullable(),
});
export type CurrentUser = z.infer<typeof currentUser>;

export const loginResponse = z.object({ authenticated: z.literal(true), user: currentUser });
export type LoginResponse = z.infer<typeof loginResponse>;

/** The details of a 409 choose_club sign-in answer: the clubs whose account the password opened. */
export const clubChoice = z.object({ organization_id: z.number().int(), name: z.string() });
export type ClubChoice = z.infer<typeof clubChoice>;

/** GET /api/auth/status: never 401; tokenError is true when the presented token is malformed. */
export const authStatus = z.object({
  authenticated: z.boolean(),
  error: z.string().nullable(),
  tokenError: z.boolean(),
});
export type AuthStatus = z.infer<typeof authStatus>;

/**
 * GET /api/auth/session: everything the portal needs to start, in one call, and never 401.
 * Signed in: the user, the club's features (flags and site_name, as GET /api/settings/features
 * answers) and the user's preferences (as GET /api/settings/users/{id}/preferences answers); both
 * null while the user must choose a new password (the server refuses those reads until then).
 * The shapes of features and preferences are those calls' own; they are declared loosely here
 * because settings.ts and users.ts import this module.
 */
export const signedInSession = z.object({
  authenticated: z.literal(true),
  user: currentUser,
  features: z
    .record(z.string(), z.union([z.boolean(), z.string()]))
    .nullable()
    .describe("the club's feature flags and site_name; null while a new password is required"),
  preferences: z
    .record(z.string(), z.unknown())
    .nullable()
    .describe("the user's preferences; null while a new password is required"),
});
export type SignedInSession = z.infer<typeof signedInSession>;

/**
 * Signed out: why (as auth/status says), tokenError when the presented token is malformed, and
 * renewable when the browser still holds the session's CSRF cookie without a valid access cookie:
 * POST /api/auth/refresh may then renew the session.
 */
export const signedOutSession = authStatus.extend({
  authenticated: z.literal(false),
  renewable: z.boolean(),
});
export type SignedOutSession = z.infer<typeof signedOutSession>;

export const sessionInfo = z.discriminatedUnion('authenticated', [
  signedInSession,
  signedOutSession,
]);
export type SessionInfo = z.infer<typeof sessionInfo>;

export const tenantIdResponse = z.object({ tenant_id: z.number().int().nullable() });
export type TenantIdResponse = z.infer<typeof tenantIdResponse>;

/** Length rules for a new password; the server also refuses common passwords. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const newPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

const email = z
  .string()
  .trim()
  .max(254, 'Email must be at most 254 characters')
  .pipe(z.email('Enter a valid e-mail address'));

/** POST /api/auth/register (only while the registration_enabled flag is on). */
export const registerBody = z.object({
  email,
  password: newPassword,
  first_name: z.string().trim().min(1, 'First name is required').max(100),
  last_name: z.string().trim().min(1, 'Last name is required').max(100),
});
export type RegisterBody = z.infer<typeof registerBody>;

/** POST /api/auth/forgot-password: always answered 202 with the same message. */
export const forgotPasswordBody = z.object({
  email: z.string().trim().min(1, 'Email is required').max(254),
});
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBody>;

export const acceptedResponse = z.object({ message: z.string() });
export type AcceptedResponse = z.infer<typeof acceptedResponse>;

/** POST /api/password-reset/{userId}/{x}: x is how long the link stays valid, in hours. */
export const PASSWORD_RESET_MAX_HOURS = 72;
export const passwordResetCreateParams = z.object({
  userId: pathId('userId'),
  x: z.coerce
    .number()
    .int('Validity must be a whole number of hours')
    .min(1, `Validity must be between 1 and ${PASSWORD_RESET_MAX_HOURS} hours`)
    .max(
      PASSWORD_RESET_MAX_HOURS,
      `Validity must be between 1 and ${PASSWORD_RESET_MAX_HOURS} hours`,
    ),
});
export type PasswordResetCreateParams = z.infer<typeof passwordResetCreateParams>;

export const passwordResetCreated = z.object({
  id: z.string().describe('the secret part of the reset link; shown once'),
  expires_at: z.string(),
  url: z.string().describe('the link to send to the user'),
});
export type PasswordResetCreated = z.infer<typeof passwordResetCreated>;

export const passwordResetIdParam = z.object({ id: z.string().max(300) });

export const passwordResetInfo = z.object({
  valid: z.literal(true),
  email: z.string().describe('masked, e.g. j***@example.org'),
  expires_at: z.string(),
});
export type PasswordResetInfo = z.infer<typeof passwordResetInfo>;

export const passwordResetBody = z.object({ password: newPassword });
export type PasswordResetBody = z.infer<typeof passwordResetBody>;

export const passwordResetDone = z.object({ success: z.literal(true), message: z.string() });
export type PasswordResetDone = z.infer<typeof passwordResetDone>;

export const invitationTokenParam = z.object({ token: z.string().max(300) });

/** Bearer API tokens for integrations (/api/settings/api-tokens). The token itself is shown once, at creation. */
export const apiToken = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  name: z.string(),
  prefix: z.string().describe('the first characters of the token, to recognise it'),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});
export type ApiToken = z.infer<typeof apiToken>;

export const apiTokenCreate = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Name is required')
    .max(100, 'Name must be at most 100 characters'),
  expires_in_days: z
    .number()
    .int()
    .min(1, 'Expiry must be between 1 and 3650 days')
    .max(3650, 'Expiry must be between 1 and 3650 days')
    .optional(),
});
export type ApiTokenCreate = z.infer<typeof apiTokenCreate>;

export const apiTokenCreated = apiToken.extend({
  token: z.string().describe('fw_...; store it now, it is not shown again'),
});
export type ApiTokenCreated = z.infer<typeof apiTokenCreated>;

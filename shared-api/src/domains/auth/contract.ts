import { z } from 'zod';
import { newPassword, pathId } from '@fairway/shared-api/core';

export const tenantIdResponse = z.object({ tenant_id: z.number().int().nullable() });
export type TenantIdResponse = z.infer<typeof tenantIdResponse>;

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

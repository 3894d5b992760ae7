import { z } from 'zod';

export const loginBody = z.object({
  email: z.string().trim().min(1, 'Email is required').max(254),
  password: z.string().min(1, 'Password is required').max(1024),
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

/** GET /api/auth/status: never 401; tokenError is true when the presented token is malformed. */
export const authStatus = z.object({
  authenticated: z.boolean(),
  error: z.string().nullable(),
  tokenError: z.boolean(),
});
export type AuthStatus = z.infer<typeof authStatus>;

export const tenantIdResponse = z.object({ tenant_id: z.number().int().nullable() });

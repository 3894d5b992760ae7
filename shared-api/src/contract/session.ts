// The session contract: what signing in and the portal's start-up exchange. Part of the root
// entry, because the shell needs it at first paint (its session store parses GET /api/auth/session).
import { z } from 'zod';
import { bodyId } from './common';
import { displaySettings } from './display';

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
 * answers), the club's display settings (always, also before a forced password change) and the
 * user's preferences (as GET /api/settings/users/{id}/preferences answers); both
 * null while the user must choose a new password (the server refuses those reads until then).
 * The shapes of features and preferences are those calls' own; they are declared loosely here
 * because preferences are the users domain's, and the root contract never imports a domain.
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
  // Optional only for answers recorded before it existed (test fixtures, a preloaded page of an
  // older server): the server always sends it; without it the portal uses DISPLAY_DEFAULTS.
  display: displaySettings
    .optional()
    .describe(
      "the club's display settings (the app section) and time zone: how every screen writes dates, times, numbers, money and lengths",
    ),
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

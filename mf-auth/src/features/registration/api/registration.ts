import { getHttp, type CurrentUser } from '@fairway/shared-api';
import { createAuthClient, type RegisterBody } from '@fairway/shared-api/auth';
import { createSettingsClient } from '@fairway/shared-api/settings';
import { adoptUser } from '../../../shared/api/session';

/** GET /api/registration-enabled (public); false when it cannot be read (spec section 8). */
export function registrationEnabled(): Promise<boolean> {
  return createSettingsClient(getHttp()).getFeature('registration_enabled');
}

/**
 * POST /api/auth/register: creates a member account and signs it in (the answer carries the user
 * and sets the session cookies); the portal's session store then holds the new user. Raises
 * 'Registration failed' (spec section 8) with the server's reason in details.
 */
export async function register(body: RegisterBody): Promise<CurrentUser> {
  const { user } = await createAuthClient(getHttp()).register(body);
  adoptUser(user);
  return user;
}

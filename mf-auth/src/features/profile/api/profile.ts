import { getHttp } from '@fairway/shared-api';
import { createUsersClient, type Profile, type ProfileUpdate } from '@fairway/shared-api/users';
import { patchUser } from '../../../shared/api/session';

const users = () => createUsersClient(getHttp());

/** GET /api/settings/profiles/user/{id}; null when the user has no profile yet (spec section 8). */
export function loadProfile(userId: number): Promise<Profile | null> {
  return users().profiles.byUser(userId);
}

/**
 * Creates the profile (POST /profiles) when there is none yet, else updates it (PUT /profiles/{id}).
 * The server copies the names to the account, so the header's name follows at once.
 */
export async function saveProfile(existing: Profile | null, body: ProfileUpdate): Promise<Profile> {
  const saved = existing
    ? await users().profiles.update(existing.id, body)
    : await users().profiles.create(body);
  const names: { first_name?: string; last_name?: string } = {};
  if (body.first_name) names.first_name = body.first_name;
  if (body.last_name) names.last_name = body.last_name;
  if (Object.keys(names).length) patchUser(names);
  return saved;
}

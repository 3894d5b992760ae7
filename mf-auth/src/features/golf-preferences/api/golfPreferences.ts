import { getHttp } from '@fairway/shared-api';
import {
  createUsersClient,
  type GolfPreference,
  type GolfPreferenceInput,
} from '@fairway/shared-api/users';

const golf = () => createUsersClient(getHttp()).golfPreferences;

/** GET /api/settings/golf-preferences/current; null when there are none yet (a 404, spec section 8). */
export function loadGolfPreferences(): Promise<GolfPreference | null> {
  return golf().current();
}

/** Creates them (POST) when there are none, else updates them (PUT /golf-preferences/{id}). */
export function saveGolfPreferences(
  existing: GolfPreference | null,
  body: GolfPreferenceInput,
): Promise<GolfPreference> {
  return existing ? golf().update(existing.id, body) : golf().create(body);
}

import { getHttp, hasPermission, isPermission } from '@fairway/shared-api';
import { createUsersClient, type UserPreferences } from '@fairway/shared-api/users';
import { getT, type SelectOption } from '@fairway/shared-ui';
import { messages } from '../../../i18n/messages';
import type { PortalPreferences } from '../utils/preferences';
import { isSitePath } from '../utils/preferences';

const users = () => createUsersClient(getHttp());

/** GET /api/settings/users/{id}/preferences: the whole JSON object ({} when nothing is saved). */
export async function loadPreferences(userId: number): Promise<UserPreferences> {
  return (await users().preferences(userId)) ?? {};
}

/**
 * PUT /api/settings/users/{id}/preferences replaces the whole object, so the portal's keys are
 * merged into what was loaded: keys other screens keep there survive.
 */
export function savePreferences(
  userId: number,
  stored: UserPreferences,
  prefs: PortalPreferences,
): Promise<UserPreferences> {
  return users().setPreferences(userId, { ...stored, ...prefs });
}

/** The start page, first of the pages a user can start on (then the navigation entries they may see). */
export const startPage = (): SelectOption => ({
  value: '/',
  label: getT(messages)('startPageOption'),
});

/**
 * The portal's pages, from the shell's remotes.json (the same list that builds the navigation),
 * keeping the entries the user's permissions show. Without it, the start page and the profile.
 */
export async function loadLandingPages(
  permissions: readonly string[],
  source = '/remotes.json',
): Promise<SelectOption[]> {
  const t = getT(messages);
  const fallback = [startPage(), { value: '/profile', label: t('myProfile') }];
  try {
    const res = await fetch(source, { credentials: 'same-origin', cache: 'no-cache' });
    if (!res.ok) return fallback;
    const json = (await res.json()) as {
      remotes?: { nav?: { label?: unknown; path?: unknown; permission?: unknown }[] }[];
    };
    const options: SelectOption[] = [startPage()];
    for (const remote of json.remotes ?? []) {
      for (const n of remote.nav ?? []) {
        if (typeof n.label !== 'string' || typeof n.path !== 'string' || !isSitePath(n.path))
          continue;
        // As the shell's navigation: no permission shows to everyone, one the platform does not have to nobody.
        const needs = typeof n.permission === 'string' && n.permission !== '' ? n.permission : null;
        if (needs !== null && !(isPermission(needs) && hasPermission(permissions, needs))) continue;
        if (!options.some((o) => o.value === n.path))
          options.push({ value: n.path, label: n.label });
      }
    }
    return options.length > 1 ? options : fallback;
  } catch {
    return fallback;
  }
}

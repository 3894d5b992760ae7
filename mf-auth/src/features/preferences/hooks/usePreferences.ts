import { loadLandingPages, loadPreferences } from '../api/preferences';
import type { SelectOption } from '@fairway/shared-ui';
import { useResource } from '@fairway/shared-ui';

export function usePreferences(userId: number) {
  return useResource(() => loadPreferences(userId), [userId]);
}

/** The landing page choices; never fails (falls back to the start page and the profile). */
export function useLandingPages(permissions: readonly string[], source?: string) {
  const pages = useResource<SelectOption[]>(
    () => loadLandingPages(permissions, source),
    [permissions.join(' '), source],
  );
  return pages.status === 'ready' ? pages.data : null;
}

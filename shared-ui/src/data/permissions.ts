import { useCallback } from 'react';
import { useStore } from 'zustand';
import { hasPermission, sessionStore } from '@fairway/shared-api';

/** can(permission) for the signed-in user; re-renders when the user (and so their permissions) changes. */
export function useCan(): (permission: string) => boolean {
  const permissions = useStore(sessionStore, (s) => s.user?.permissions ?? null);
  return useCallback(
    (permission: string) => permissions !== null && hasPermission(permissions, permission),
    [permissions],
  );
}

/** Whether the signed-in user holds `permission` (false while nobody is signed in). */
export function usePermission(permission: string): boolean {
  return useCan()(permission);
}

/** The signed-in user's id, or null. */
export function useCurrentUserId(): number | null {
  return useStore(sessionStore, (s) => s.user?.id ?? null);
}

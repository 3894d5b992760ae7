import { PERMISSIONS } from '@fairway/shared-api';

/** What each permission lets a person do, in words (unknown ones show as written). */
export const PERMISSION_LABELS: Record<string, string> = {
  '*': 'Everything (full administrator)',
  [PERMISSIONS.selfService]: 'Use the portal for their own account',
  [PERMISSIONS.usersRead]: 'See users',
  [PERMISSIONS.usersWrite]: 'Create and change users',
  [PERMISSIONS.rolesRead]: 'See roles',
  [PERMISSIONS.rolesWrite]: 'Change roles and who has them',
  [PERMISSIONS.organizationsRead]: 'See the club’s organization',
  [PERMISSIONS.organizationsWrite]: 'Change the club’s organization',
  [PERMISSIONS.organizationsManage]: 'Create and delete organizations (installation operator)',
  [PERMISSIONS.settingsRead]: 'See settings',
  [PERMISSIONS.settingsWrite]: 'Change settings and feature switches',
  [PERMISSIONS.apiTokensManage]: 'Manage API tokens for integrations',
};

/**
 * The permissions offered as checkboxes: every one the platform names, plus any a role already
 * holds (domains add theirs as they arrive), sorted by module.
 */
export function knownPermissions(held: Iterable<string>): string[] {
  const all = new Set<string>(['*', ...Object.values(PERMISSIONS), ...held]);
  return [...all].sort((a, b) => (a === '*' ? -1 : b === '*' ? 1 : a.localeCompare(b)));
}

export const permissionLabel = (p: string) => PERMISSION_LABELS[p] ?? p;

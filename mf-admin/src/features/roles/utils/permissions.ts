import { PERMISSIONS } from '@fairway/shared-api';
import { getT } from '@fairway/shared-ui';
import { messages, type AdminMessage, type AdminT } from '../../../i18n/messages';

/** What each permission lets a person do, in words (unknown ones show as written). */
const PERMISSION_KEYS: Readonly<Record<string, AdminMessage>> = {
  '*': 'permEverything',
  [PERMISSIONS.selfService]: 'permSelfService',
  [PERMISSIONS.usersRead]: 'permUsersRead',
  [PERMISSIONS.usersWrite]: 'permUsersWrite',
  [PERMISSIONS.rolesRead]: 'permRolesRead',
  [PERMISSIONS.rolesWrite]: 'permRolesWrite',
  [PERMISSIONS.organizationsRead]: 'permOrganizationsRead',
  [PERMISSIONS.organizationsWrite]: 'permOrganizationsWrite',
  [PERMISSIONS.organizationsManage]: 'permOrganizationsManage',
  [PERMISSIONS.settingsRead]: 'permSettingsRead',
  [PERMISSIONS.settingsWrite]: 'permSettingsWrite',
  [PERMISSIONS.apiTokensManage]: 'permApiTokensManage',
  [PERMISSIONS.coursesRead]: 'permCoursesRead',
  [PERMISSIONS.coursesWrite]: 'permCoursesWrite',
  [PERMISSIONS.teeTimesBook]: 'permTeeTimesBook',
  [PERMISSIONS.teeSheetManage]: 'permTeeSheetManage',
  [PERMISSIONS.courseServicesRequest]: 'permCourseServicesRequest',
  [PERMISSIONS.courseServicesManage]: 'permCourseServicesManage',
  [PERMISSIONS.filesRead]: 'permFilesRead',
  [PERMISSIONS.filesWrite]: 'permFilesWrite',
  [PERMISSIONS.notificationsManage]: 'permNotificationsManage',
};

/**
 * The permissions offered as checkboxes: every one the platform names, plus any a role already
 * holds (domains add theirs as they arrive), sorted by module.
 */
export function knownPermissions(held: Iterable<string>): string[] {
  const all = new Set<string>(['*', ...Object.values(PERMISSIONS), ...held]);
  return [...all].sort((a, b) => (a === '*' ? -1 : b === '*' ? 1 : a.localeCompare(b)));
}

export const permissionLabel = (p: string, t: AdminT = getT(messages)) => {
  const key = Object.prototype.hasOwnProperty.call(PERMISSION_KEYS, p) ? PERMISSION_KEYS[p] : null;
  return key ? t(key) : p;
};

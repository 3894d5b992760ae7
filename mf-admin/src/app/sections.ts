import { PERMISSIONS } from '@fairway/shared-api';

/** The remote's pages, with the permission each needs (the same as package.json "fairway.remote.nav"). */
export const ADMIN_SECTIONS = [
  { path: '/admin/users', title: 'Users', permission: PERMISSIONS.usersRead },
  { path: '/admin/roles', title: 'Roles', permission: PERMISSIONS.rolesRead },
  {
    path: '/admin/organizations',
    title: 'Organizations',
    permission: PERMISSIONS.organizationsRead,
  },
  { path: '/admin/settings', title: 'Settings', permission: PERMISSIONS.settingsRead },
] as const;

export type AdminSectionPath = (typeof ADMIN_SECTIONS)[number]['path'];

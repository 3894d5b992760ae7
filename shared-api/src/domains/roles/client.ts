import type { Http } from '@fairway/shared-api/core';
import type { BulkRoleAssignResult, Role, RoleUpdate, RoleWithUsage } from './contract';

/** Roles (/api/settings/users/roles) and role assignment. Assignment calls answer the user's roles. */
export function createRolesClient(http: Http) {
  return {
    list: () => http.get<RoleWithUsage[]>('settings/users/roles'),
    /** Built-in roles keep their names; the admin role keeps every permission. */
    update: (roleId: number, body: RoleUpdate) =>
      http.put<Role>(`settings/users/roles/${roleId}`, body),
    ofUser: (userId: number) => http.get<Role[]>(`settings/users/${userId}/roles`),
    assign: (userId: number, roleId: number) =>
      http.post<Role[]>(`settings/users/${userId}/roles/${roleId}`),
    unassign: (userId: number, roleId: number) =>
      http.delete<Role[]>(`settings/users/${userId}/roles/${roleId}`),
    bulkAssign: (userIds: number[], roleId: number) =>
      http.post<BulkRoleAssignResult>('settings/users/bulk-role-assign', {
        user_ids: userIds,
        role_id: roleId,
      }),
  };
}
export type RolesClient = ReturnType<typeof createRolesClient>;

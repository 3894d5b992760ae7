import { SYSTEM_ROLES } from '@fairway/shared-api';
import { type RoleWithUsage } from '@fairway/shared-api/roles';
import { useResource, hasStatus } from '@fairway/shared-ui';
import { rolesApi } from '../../../shared/api/clients';

export type RoleChoice = { id: number | null; name: string; description: string | null };

/**
 * The club's roles for filters and role checkboxes. Without roles:read (403) the built-in role
 * names still let the administrator filter and create users.
 */
export function useRoleList() {
  return useResource<RoleChoice[]>(async () => {
    try {
      const roles: RoleWithUsage[] = await rolesApi().list();
      return roles.map((r) => ({ id: r.id, name: r.name, description: r.description }));
    } catch (err) {
      if (hasStatus(err, 403))
        return SYSTEM_ROLES.map((name) => ({ id: null, name, description: null }));
      throw err;
    }
  }, []);
}

export const roleLabel = (name: string) => {
  const text = name.replace(/_/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
};

import { SYSTEM_ROLES, type SystemRole } from '@fairway/shared-api';
import { type RoleWithUsage } from '@fairway/shared-api/roles';
import { useResource, hasStatus, getT } from '@fairway/shared-ui';
import { messages, type AdminMessage, type AdminT } from '../../../i18n/messages';
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

const BUILT_IN_LABELS: Readonly<Record<SystemRole, AdminMessage>> = {
  admin: 'roleAdmin',
  staff: 'roleStaff',
  greenkeeper: 'roleGreenkeeper',
  trainer: 'roleTrainer',
  employee: 'roleEmployee',
  member: 'roleMember',
  tenant: 'roleTenant',
  sub_tenant: 'roleSubTenant',
  candidate: 'roleCandidate',
  guest: 'roleGuest',
};

const isSystemRole = (name: string): name is SystemRole =>
  (SYSTEM_ROLES as readonly string[]).includes(name);

/** A built-in role in the active language; a club's own role by its name ('course_staff' → 'Course staff'). */
export const roleLabel = (name: string, t: AdminT = getT(messages)) => {
  if (isSystemRole(name)) return t(BUILT_IN_LABELS[name]);
  const text = name.replace(/_/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
};

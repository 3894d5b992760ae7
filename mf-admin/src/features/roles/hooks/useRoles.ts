import { rolesApi } from '../../../shared/api/clients';
import { useResource } from '../../../shared/hooks/useResource';

/** The club's roles with their permissions and how many users hold each. */
export function useRoles() {
  return useResource(() => rolesApi().list(), []);
}

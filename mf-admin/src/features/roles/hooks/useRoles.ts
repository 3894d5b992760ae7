import { useResource } from '@fairway/shared-ui';
import { rolesApi } from '../../../shared/api/clients';

/** The club's roles with their permissions and how many users hold each. */
export function useRoles() {
  return useResource(() => rolesApi().list(), []);
}

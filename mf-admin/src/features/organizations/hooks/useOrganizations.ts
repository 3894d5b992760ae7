import { organizationsApi } from '../../../shared/api/clients';
import { useResource } from '../../../shared/hooks/useResource';

/** The organizations the caller may see: their own club, or every club for the installation operator. */
export function useOrganizations() {
  return useResource(() => organizationsApi().list(), []);
}

import { useResource } from '@fairway/shared-ui';
import { organizationsApi } from '../../../shared/api/clients';

/** The organizations the caller may see: their own club, or every club for the installation operator. */
export function useOrganizations() {
  return useResource(() => organizationsApi().list(), []);
}

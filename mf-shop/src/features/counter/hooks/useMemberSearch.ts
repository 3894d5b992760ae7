import { MEMBER_SEARCH_MIN, type MemberSearchResult } from '@fairway/shared-api/users';
import { usersApi } from '../api/clients';
import { useDebouncedSearch } from './useDebouncedSearch';

/** Club members by name, e-mail or member number (staff search), as typing pauses. */
export function useMemberSearch(query: string) {
  return useDebouncedSearch<MemberSearchResult>(query, MEMBER_SEARCH_MIN, (q, signal) =>
    usersApi().memberSearch(q, signal),
  );
}

import { useResource } from '@fairway/shared-ui';
import { usersApi } from '../../../shared/api/clients';

/**
 * The names of the people who acted on a rental (created_by, confirmed_by…), read from
 * GET /users/{id}; an id that cannot be read keeps no name (the timeline writes "#id").
 */
export function useActorNames(ids: readonly number[]) {
  const key = [...new Set(ids)].sort((a, b) => a - b).join(',');
  return useResource<Record<number, string>>(async () => {
    const unique = key ? key.split(',').map(Number) : [];
    const found = await Promise.all(
      unique.map((id) =>
        usersApi()
          .get(id)
          .then(
            (u) => [id, `${u.first_name} ${u.last_name}`.trim()] as const,
            () => null,
          ),
      ),
    );
    return Object.fromEntries(found.filter((x) => x !== null));
  }, [key]);
}

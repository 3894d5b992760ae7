import { useResource } from '@fairway/shared-ui';
import { readResetLink } from '../api/passwordReset';

/** Reads the reset link once per id; a missing id reads as an invalid link without asking. */
export function useResetLink(id: string | undefined) {
  return useResource(
    () => (id ? readResetLink(id) : Promise.resolve({ valid: false as const })),
    [id],
  );
}

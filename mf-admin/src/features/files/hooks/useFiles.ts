import { useResource } from '@fairway/shared-ui';
import { filesApi } from '../api/client';

/** The club's files: loading, failure (with reload) and the rows. */
export function useFiles() {
  return useResource(() => filesApi().list(), []);
}

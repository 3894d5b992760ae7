import { useResource } from '@fairway/shared-ui';
import { filesApi, listFiles, type FileFilter, type FilePage } from '../api/client';

/** One page of the club's files for the filter: loading, failure (with reload), rows and total. */
export function useFiles(filter: FileFilter, page: FilePage) {
  return useResource(
    () => listFiles(filter, page),
    [filter.category, filter.q, page.offset, page.limit],
  );
}

/** The categories a file can be in, with the types and size each accepts. */
export function useFileCategories() {
  return useResource(() => filesApi().categories(), []);
}

/** Files and bytes per category, for the storage chart. */
export function useCategoryStats() {
  return useResource(() => filesApi().categoryStats(), []);
}

/** The versions of one file, newest first. */
export function useFileVersions(id: number) {
  return useResource(() => filesApi().versions(id), [id]);
}

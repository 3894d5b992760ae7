import { useResource } from '@fairway/shared-ui';
import { filesApi, type FileFilter } from '../api/files';

/** The club's files for the filter: loading, failure (with reload) and the rows. */
export function useFiles(filter: FileFilter) {
  return useResource(() => filesApi.list(filter), [filter.category, filter.q]);
}

/** The categories a file can be in, with what each accepts. */
export function useFileCategories() {
  return useResource(() => filesApi.categories(), []);
}

/** Bytes and files per category, for the storage chart. */
export function useCategoryStats() {
  return useResource(() => filesApi.categoryStats(), []);
}

/** The versions of one file. */
export function useFileVersions(id: number) {
  return useResource(() => filesApi.versions(id), [id]);
}

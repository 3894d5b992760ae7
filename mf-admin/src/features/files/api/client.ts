import { getHttp } from '@fairway/shared-api';
import { createFilesClient, type FileRecord } from '@fairway/shared-api/files';

/**
 * The files client on the portal's one Http (configured by the shell, or by a test). Created
 * per call so it always uses the Http that configureHttp() set last.
 */
export const filesApi = () => createFilesClient(getHttp());

/** What the list shows: a category, a search (by name), or both. */
export type FileFilter = { category: string; q: string };
export type FilePage = { offset: number; limit: number };

/**
 * One page of the club's files for the filter. The search call takes no category: with both, the
 * page of matches is narrowed to the category here.
 */
export async function listFiles(
  { category, q }: FileFilter,
  page: FilePage,
): Promise<{ items: FileRecord[]; total: number }> {
  const api = filesApi();
  if (q) {
    const found = await api.search(q, page);
    if (!category) return found;
    const items = found.items.filter((f) => f.category === category);
    return { items, total: items.length };
  }
  return category ? api.byCategory(category, page) : api.list(page);
}

/** The share link as a whole address, ready to copy (the server answers a path under /api). */
export const absoluteUrl = (path: string) => new URL(path, window.location.origin).href;

import { withMessage, type Http, type UploadProgress } from '@fairway/shared-api/core';
import type {
  AllowedTypes,
  FileBulkDeleteResult,
  FileCategory,
  FileCategoryInput,
  FileCategoryStats,
  FileLimits,
  FileListQuery,
  FilePermissions,
  FileRecord,
  FileShare,
  FileStats,
  FileUpdate,
  FileValidateInput,
  FileValidateResult,
  FileVersion,
  FileVisibility,
  ThumbnailResponse,
  ThumbnailSize,
} from './contract';

const files = 'settings/files';

/** The spec's texts for failed transfers (section 8); a screen shows the download one itself. */
export const FILE_UPLOAD_FAILED = 'File upload failed';
export const FILE_DOWNLOAD_FAILED = 'File download failed';
export const FILE_VERSION_UPLOAD_FAILED = 'File version upload failed';

/** What an upload call takes besides the file: progress and cancelling. */
export type FileUploadOptions = {
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
};

const page = (query: FileListQuery = {}) => ({ limit: query.limit, offset: query.offset });
const seg = (value: string | number) => encodeURIComponent(String(value));

/** The multipart body: fields first, so the server knows the category before the bytes arrive. */
function form(file: Blob, name: string | undefined, fields: Record<string, string> = {}): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  if (name === undefined) body.append('file', file);
  else body.append('file', file, name);
  return body;
}

const uploadOptions = (o: FileUploadOptions) => ({
  ...(o.onProgress ? { onProgress: o.onProgress } : {}),
  ...(o.signal ? { signal: o.signal } : {}),
});

/**
 * /api/settings/files: each failure reads as what the person was doing (the spec's texts for
 * uploads and downloads). Lists are paged: `getPage` answers the rows and X-Total-Count.
 */
export function createFilesClient(http: Http) {
  return {
    list: (query: FileListQuery = {}) =>
      withMessage(
        http.getPage<FileRecord>(files, { searchParams: page(query) }),
        'Failed to fetch files',
      ),
    get: (id: number) =>
      withMessage(http.get<FileRecord>(`${files}/${id}`), 'Failed to fetch file'),
    /** `file` is a browser File (its name is sent) or a Blob with `name`. */
    upload: (file: Blob, category: string, options: FileUploadOptions & { name?: string } = {}) =>
      withMessage(
        http.upload<FileRecord>(
          `${files}/upload`,
          form(file, options.name, { category }),
          uploadOptions(options),
        ),
        FILE_UPLOAD_FAILED,
      ),
    update: (id: number, body: FileUpdate) =>
      withMessage(http.put<FileRecord>(`${files}/${id}`, body), 'Failed to update file'),
    remove: (id: number) =>
      withMessage(http.delete<void>(`${files}/${id}`), 'Failed to delete file'),
    bulkDelete: (fileIds: number[]) =>
      withMessage(
        http.delete<FileBulkDeleteResult>(`${files}/bulk-delete`, {
          searchParams: { file_ids: fileIds },
        }),
        'Failed to delete files',
      ),
    move: (id: number, category: string) =>
      withMessage(
        http.patch<FileRecord>(`${files}/${id}/move`, { category }),
        'Failed to move file',
      ),
    byCategory: (category: string, query: FileListQuery = {}) =>
      withMessage(
        http.getPage<FileRecord>(`${files}/category/${seg(category)}`, {
          searchParams: page(query),
        }),
        'Failed to fetch files',
      ),
    search: (q: string, query: FileListQuery = {}) =>
      withMessage(
        http.getPage<FileRecord>(`${files}/search`, { searchParams: { q, ...page(query) } }),
        'Failed to search files',
      ),
    /** `t`: an extension ('png'), a kind (image, pdf, text, office) or a type ('image/png'). */
    byType: (t: string, query: FileListQuery = {}) =>
      withMessage(
        http.getPage<FileRecord>(`${files}/type/${seg(t)}`, { searchParams: page(query) }),
        'Failed to fetch files',
      ),
    byUser: (userId: number, query: FileListQuery = {}) =>
      withMessage(
        http.getPage<FileRecord>(`${files}/user/${userId}`, { searchParams: page(query) }),
        'Failed to fetch files',
      ),
    bySize: (range: { min?: number; max?: number }, query: FileListQuery = {}) =>
      withMessage(
        http.getPage<FileRecord>(`${files}/size`, {
          searchParams: { min: range.min, max: range.max, ...page(query) },
        }),
        'Failed to fetch files',
      ),
    byDateRange: (start: string, end: string, query: FileListQuery = {}) =>
      withMessage(
        http.getPage<FileRecord>(`${files}/date-range`, {
          searchParams: { start, end, ...page(query) },
        }),
        'Failed to fetch files',
      ),
    stats: () =>
      withMessage(http.get<FileStats>(`${files}/stats`), 'Failed to fetch file statistics'),
    categoryStats: () =>
      withMessage(
        http.get<FileCategoryStats>(`${files}/stats/categories`),
        'Failed to fetch file statistics',
      ),
    categories: () =>
      withMessage(
        http.get<FileCategory[]>(`${files}/categories`),
        'Failed to fetch file categories',
      ),
    createCategory: (body: FileCategoryInput) =>
      withMessage(
        http.post<FileCategory>(`${files}/categories`, body),
        'Failed to create file category',
      ),
    deleteCategory: (name: string) =>
      withMessage(
        http.delete<void>(`${files}/categories/${seg(name)}`),
        'Failed to delete file category',
      ),
    allowedTypes: (category: string) =>
      withMessage(
        http.get<AllowedTypes>(`${files}/categories/${seg(category)}/allowed-types`),
        'Failed to fetch allowed file types',
      ),
    limits: () =>
      withMessage(http.get<FileLimits>(`${files}/limits`), 'Failed to fetch upload limits'),
    validate: (body: FileValidateInput) =>
      withMessage(
        http.post<FileValidateResult>(`${files}/validate`, body),
        'Failed to validate file',
      ),
    share: (id: number, expiresIn: number) =>
      withMessage(
        http.post<FileShare>(`${files}/${id}/share`, { expires_in: expiresIn }),
        'Failed to share file',
      ),
    /** Revokes every share link of the file. */
    revokeShares: (id: number) =>
      withMessage(http.delete<void>(`${files}/${id}/share`), 'Failed to revoke share links'),
    permissions: (id: number) =>
      withMessage(
        http.get<FilePermissions>(`${files}/${id}/permissions`),
        'Failed to fetch file permissions',
      ),
    setPermissions: (id: number, visibility: FileVisibility) =>
      withMessage(
        http.put<FilePermissions>(`${files}/${id}/permissions`, { visibility }),
        'Failed to update file permissions',
      ),
    /** Makes the thumbnail if it is missing; answers the address to show. */
    thumbnail: (id: number, size: ThumbnailSize = 'medium') =>
      withMessage(
        http.post<ThumbnailResponse>(`${files}/${id}/thumbnail`, undefined, {
          searchParams: { size },
        }),
        'Failed to make thumbnail',
      ),
    versions: (id: number) =>
      withMessage(
        http.get<FileVersion[]>(`${files}/${id}/versions`),
        'Failed to fetch file versions',
      ),
    uploadVersion: (id: number, file: Blob, options: FileUploadOptions & { name?: string } = {}) =>
      withMessage(
        http.upload<FileRecord>(
          `${files}/${id}/versions`,
          form(file, options.name),
          uploadOptions(options),
        ),
        FILE_VERSION_UPLOAD_FAILED,
      ),
    /** The address the browser opens to save the file (the current version unless `version`). */
    downloadUrl: (id: number, options: { version?: number; inline?: boolean } = {}) => {
      const q = new URLSearchParams();
      if (options.version !== undefined) q.set('version', String(options.version));
      if (options.inline) q.set('inline', '1');
      return `/api/${files}/${id}/download${q.size ? `?${q}` : ''}`;
    },
    /** The address of a thumbnail once made (see `thumbnail`). */
    thumbnailUrl: (id: number, size: ThumbnailSize = 'medium') =>
      `/api/${files}/${id}/thumbnail?size=${size}`,
  };
}
export type FilesClient = ReturnType<typeof createFilesClient>;

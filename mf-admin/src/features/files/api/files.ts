import { getHttp, withMessage } from '@fairway/shared-api';

/*
 * The file manager's calls, in the screen's own terms. Every call goes to /api/settings/files
 * (docs/spec/endpoints.json, domain "Files").
 */

export type FileRow = {
  id: number;
  name: string;
  category: string;
  mimeType: string;
  size: number;
  version: number;
  /** A small preview for images; null for other files (or before it is made). */
  thumbnailUrl: string | null;
  createdAt: string;
  updatedAt: string;
};

export type FileVersionRow = { version: number; size: number; createdAt: string };
export type ShareLink = { url: string; expiresAt: string };
export type CategoryInfo = { name: string; allowedTypes: string[]; maxBytes: number };
export type CategoryStat = { category: string; count: number; bytes: number };
export type UploadCallOptions = {
  onProgress: (progress: { loaded: number; total: number }) => void;
  signal: AbortSignal;
};

export type FileFilter = { category: string; q: string };

type ApiFile = {
  id: number;
  original_name: string;
  category: string;
  mime_type: string;
  size: number;
  version: number;
  thumbnail_url: string | null;
  created_at: string;
  updated_at: string;
};

const BASE = 'settings/files';

const toRow = (f: ApiFile): FileRow => ({
  id: f.id,
  name: f.original_name,
  category: f.category,
  mimeType: f.mime_type,
  size: f.size,
  version: f.version,
  thumbnailUrl: f.thumbnail_url,
  createdAt: f.created_at,
  updatedAt: f.updated_at,
});

function form(file: File, fields: Record<string, string> = {}): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  body.append('file', file);
  return body;
}

export const filesApi = {
  async list({ category, q }: FileFilter): Promise<FileRow[]> {
    const http = getHttp();
    const path = q
      ? `${BASE}/search`
      : category
        ? `${BASE}/category/${encodeURIComponent(category)}`
        : BASE;
    const rows = await withMessage(
      http.get<ApiFile[]>(path, { searchParams: q ? { q, category } : undefined }),
      'Failed to fetch files',
    );
    return rows.map(toRow).filter((row) => !q || !category || row.category === category);
  },
  async upload(file: File, category: string, options: UploadCallOptions): Promise<FileRow> {
    const answer = await withMessage(
      getHttp().upload<ApiFile>(`${BASE}/upload`, form(file, { category }), options),
      'File upload failed',
    );
    return toRow(answer);
  },
  async uploadVersion(id: number, file: File, options: UploadCallOptions): Promise<FileRow> {
    const answer = await withMessage(
      getHttp().upload<ApiFile>(`${BASE}/${id}/versions`, form(file), options),
      'File version upload failed',
    );
    return toRow(answer);
  },
  async versions(id: number): Promise<FileVersionRow[]> {
    const rows = await getHttp().get<{ version: number; size: number; created_at: string }[]>(
      `${BASE}/${id}/versions`,
    );
    return rows.map((v) => ({ version: v.version, size: v.size, createdAt: v.created_at }));
  },
  async share(id: number, expiresIn: number): Promise<ShareLink> {
    const answer = await getHttp().post<{ url: string; expires_at: string }>(
      `${BASE}/${id}/share`,
      { expires_in: expiresIn },
    );
    return { url: new URL(answer.url, window.location.origin).href, expiresAt: answer.expires_at };
  },
  revokeShares: (id: number) => getHttp().delete<void>(`${BASE}/${id}/share`),
  async move(id: number, category: string): Promise<FileRow> {
    return toRow(await getHttp().patch<ApiFile>(`${BASE}/${id}/move`, { category }));
  },
  remove: (id: number) => getHttp().delete<void>(`${BASE}/${id}`),
  bulkRemove: (ids: number[]) =>
    getHttp().delete<void>(`${BASE}/bulk-delete`, { searchParams: { file_ids: ids } }),
  async categories(): Promise<CategoryInfo[]> {
    const rows = await getHttp().get<
      { name: string; allowed_types: string[]; max_bytes: number }[]
    >(`${BASE}/categories`);
    return rows.map((c) => ({
      name: c.name,
      allowedTypes: c.allowed_types,
      maxBytes: c.max_bytes,
    }));
  },
  async categoryStats(): Promise<CategoryStat[]> {
    return getHttp().get<CategoryStat[]>(`${BASE}/stats/categories`);
  },
  downloadUrl: (id: number) => `/api/${BASE}/${id}/download`,
};

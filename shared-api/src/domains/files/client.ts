import { withMessage, type Http } from '@fairway/shared-api/core';
import type { File, FileInput, FileUpdate } from './contract';

/** /api/settings/files: each failure reads as what the person was doing. */
export function createFilesClient(http: Http) {
  return {
    list: () => withMessage(http.get<File[]>('settings/files'), 'Failed to fetch files'),
    get: (id: number) => http.get<File>(`settings/files/${id}`),
    create: (body: FileInput) =>
      withMessage(http.post<File>('settings/files', body), 'Failed to create file'),
    update: (id: number, body: FileUpdate) =>
      withMessage(http.put<File>(`settings/files/${id}`, body), 'Failed to update file'),
    remove: (id: number) =>
      withMessage(http.delete<void>(`settings/files/${id}`), 'Failed to delete file'),
  };
}
export type FilesClient = ReturnType<typeof createFilesClient>;

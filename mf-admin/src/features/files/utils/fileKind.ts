import type { FilesMessage } from './messages';

export type FileKind = 'image' | 'pdf' | 'spreadsheet' | 'document' | 'text' | 'archive' | 'other';

/** What a file is, by its detected MIME type (the server's), for its icon and the type column. */
export function fileKind(mimeType: string): FileKind {
  const type = mimeType.toLowerCase();
  if (type.startsWith('image/')) return 'image';
  if (type === 'application/pdf') return 'pdf';
  if (type === 'text/csv' || type.includes('spreadsheet') || type.includes('ms-excel'))
    return 'spreadsheet';
  if (
    type.includes('wordprocessing') ||
    type === 'application/msword' ||
    type.includes('opendocument.text')
  )
    return 'document';
  if (type.startsWith('text/')) return 'text';
  if (type.includes('zip') || type.includes('compressed') || type.includes('tar')) return 'archive';
  return 'other';
}

/** The catalogue key of each kind's name. */
export const FILE_KIND_LABELS: Record<FileKind, FilesMessage> = {
  image: 'kindImage',
  pdf: 'kindPdf',
  spreadsheet: 'kindSpreadsheet',
  document: 'kindDocument',
  text: 'kindText',
  archive: 'kindArchive',
  other: 'kindOther',
};

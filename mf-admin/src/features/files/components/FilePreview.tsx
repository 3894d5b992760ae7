import { fileKind } from '../utils/fileKind';
import type { FileRecord } from '@fairway/shared-api/files';
import { FileKindIcon } from './FileKindIcon';

export type FilePreviewProps = {
  file: Pick<FileRecord, 'mime_type' | 'thumbnail_url'>;
  /** Edge in px. */
  size?: number;
};

/** An image's thumbnail, or an icon for the file's kind. Decorative: the row or panel names the file. */
export function FilePreview({ file, size = 40 }: FilePreviewProps) {
  if (file.thumbnail_url)
    return (
      <img
        src={file.thumbnail_url}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        style={{ objectFit: 'cover', borderRadius: 'var(--fw-radius-sm)', flex: 'none' }}
      />
    );
  return <FileKindIcon kind={fileKind(file.mime_type)} size={size} />;
}

import { fileKind } from '../utils/fileKind';
import type { FileRow } from '../api/files';
import { FileKindIcon } from './FileKindIcon';

export type FilePreviewProps = {
  file: Pick<FileRow, 'name' | 'mimeType' | 'thumbnailUrl'>;
  /** Edge in px. */
  size?: number;
};

/** An image's thumbnail, or an icon for the file's kind. Decorative: the row or panel names the file. */
export function FilePreview({ file, size = 40 }: FilePreviewProps) {
  if (file.thumbnailUrl)
    return (
      <img
        src={file.thumbnailUrl}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        style={{ objectFit: 'cover', borderRadius: 'var(--fw-radius-sm)', flex: 'none' }}
      />
    );
  return <FileKindIcon kind={fileKind(file.mimeType)} size={size} />;
}

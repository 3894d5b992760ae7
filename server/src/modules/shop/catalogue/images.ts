import type { ShopItemImage } from '@fairway/shared-api/contract';
import { fileMimeType, fileUrl } from '../../files';
import type { Tx } from '../../../plugins/platform/database';
import type { ImageRow } from './repository';

/**
 * Why the file cannot be an item image (null: it can): it must be a file of the club (the
 * transaction's scope hides every other club's) and an image.
 */
export async function imageFileProblem(tx: Tx, fileId: number): Promise<string | null> {
  const mime = await fileMimeType(tx, fileId);
  if (mime === null) return `there is no file ${fileId}`;
  return mime.startsWith('image/') ? null : `file ${fileId} is not an image`;
}

export const imageOf = (row: ImageRow): ShopItemImage => ({
  id: row.id,
  file_id: row.file_id,
  caption: row.caption,
  sort_order: row.sort_order,
  is_primary: row.is_primary,
  url: fileUrl(row.file_id),
  thumbnail_url: fileUrl(row.file_id, 'medium'),
});

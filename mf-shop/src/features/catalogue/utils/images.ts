import type { FileUploadCallOptions } from '@fairway/shared-ui';
import type { ShopItemImage } from '@fairway/shared-api/shop';
import { filesApi } from '../../../shared/api/clients';

/** A picture of the item being edited, in its order (the first is the main one). */
export type ImageEntry = { file_id: number; url: string | null; caption: string | null };

export const ITEM_IMAGE_CATEGORY = 'item-images';
/** What the files module takes in `item-images` (PNG, JPEG, WebP, up to 5 MB). */
export const ITEM_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const ITEM_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export const imageEntries = (images: readonly ShopItemImage[]): ImageEntry[] =>
  [...images]
    .sort((a, b) => a.sort_order - b.sort_order)
    .map((i) => ({ file_id: i.file_id, url: i.thumbnail_url || i.url, caption: i.caption }));

/**
 * Uploads a picture into the files module's `item-images` category and makes it visible to
 * members (the shop shows it to them); answers the picture for the item.
 */
export async function uploadItemImage(
  file: File,
  options: FileUploadCallOptions,
): Promise<ImageEntry> {
  const files = filesApi();
  const record = await files.upload(file, ITEM_IMAGE_CATEGORY, options);
  if (record.visibility !== 'members') await files.setPermissions(record.id, 'members');
  return { file_id: record.id, url: record.thumbnail_url ?? record.download_url, caption: null };
}

/** Moves the entry at `index` by `delta` places. */
export function moveImage(list: readonly ImageEntry[], index: number, delta: number): ImageEntry[] {
  const target = index + delta;
  if (target < 0 || target >= list.length) return [...list];
  const next = [...list];
  const [moved] = next.splice(index, 1);
  next.splice(target, 0, moved!);
  return next;
}

import { PERMISSIONS, THUMBNAIL_SIZES, type ThumbnailSize } from '@fairway/shared-api/contract';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { unprocessable } from '../../lib/errors';
import { MAX_IMAGE_PIXELS } from './inspect';
import * as repo from './repository';
import { readAll, storageFor } from './storage';

export const THUMBNAIL_JOB = 'files.thumbnail';
export type ThumbnailJob = { file_id: number; version: number };

const SIZES = Object.keys(THUMBNAIL_SIZES) as ThumbnailSize[];
export const hasThumbnails = (mime: string) => mime.startsWith('image/');

/** Tells the club's file screens a file changed; a failure to announce is only logged. */
export async function announce(
  app: FastifyInstance,
  organizationId: number,
  fileId: number | null,
) {
  await app.live
    .publish(
      organizationId,
      { permission: PERMISSIONS.filesRead },
      { type: 'files.changed', data: { file_id: fileId } },
    )
    .catch((err: unknown) => app.log.warn({ err }, 'files.changed not announced'));
}

/** A WebP of at most size×size pixels (never enlarged), turned the way the camera held it. */
async function render(source: Buffer, size: ThumbnailSize): Promise<Buffer> {
  const edge = THUMBNAIL_SIZES[size];
  return sharp(source, { limitInputPixels: MAX_IMAGE_PIXELS })
    .rotate()
    .resize({ width: edge, height: edge, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer();
}

/**
 * Makes the thumbnails of a file's version that are missing; none when the file is gone or has
 * moved on to another version. Answers the sizes made.
 */
export async function makeThumbnails(
  app: FastifyInstance,
  organizationId: number,
  fileId: number,
  version: number,
  sizes: readonly ThumbnailSize[] = SIZES,
): Promise<ThumbnailSize[]> {
  const file = await app.withOrg(organizationId, (tx) => repo.findById(tx, fileId));
  if (!file || file.version !== version || !hasThumbnails(file.mime_type)) return [];
  const storage = storageFor(app.config.storage);
  const wanted = sizes.filter((s) => !file.thumbnails[s]);
  if (wanted.length === 0) return [];
  const source = await readAll(await storage.get(file.storage_key), app.config.fileMaxBytes);
  const made: ThumbnailSize[] = [];
  for (const size of wanted) {
    const key = `${file.storage_key}.thumb-${size}.webp`;
    await storage.put(key, await render(source, size), { contentType: 'image/webp' });
    const recorded = await app.withOrg(organizationId, (tx) =>
      repo.setThumbnail(tx, fileId, version, size, key),
    );
    if (!recorded) {
      await storage.delete(key);
      return made;
    }
    made.push(size);
  }
  return made;
}

export function defineThumbnailJob(app: FastifyInstance): void {
  app.jobs.define<ThumbnailJob>(
    THUMBNAIL_JOB,
    async (data, ctx) => {
      if (ctx.organizationId === null) return { made: [] };
      const made = await makeThumbnails(app, ctx.organizationId, data.file_id, data.version);
      if (made.length > 0) await announce(app, ctx.organizationId, data.file_id);
      return { made };
    },
    { attempts: 3 },
  );
}

/** Queues the thumbnails of a picture; without a runner they are made when first asked for. */
export async function queueThumbnails(
  app: FastifyInstance,
  file: repo.FileRow,
  userId: number | null,
): Promise<void> {
  if (!hasThumbnails(file.mime_type)) return;
  await app.jobs
    .enqueue<ThumbnailJob>(
      THUMBNAIL_JOB,
      { file_id: file.id, version: file.version },
      { organizationId: file.organization_id, userId },
    )
    .catch((err: unknown) => app.log.warn({ err }, 'thumbnail job not queued'));
}

/** The thumbnail's storage key, made now if missing (POST …/thumbnail). */
export async function thumbnailOnDemand(
  app: FastifyInstance,
  file: repo.FileRow,
  size: ThumbnailSize,
): Promise<void> {
  if (!hasThumbnails(file.mime_type)) throw unprocessable('Only pictures have thumbnails');
  const existing = file.thumbnails[size];
  if (existing && (await storageFor(app.config.storage).exists(existing))) return;
  if (existing)
    await app.withOrg(file.organization_id, (tx) => repo.clearThumbnail(tx, file.id, size));
  const made = await makeThumbnails(app, file.organization_id, file.id, file.version, [size]);
  if (made.length > 0) await announce(app, file.organization_id, file.id);
}

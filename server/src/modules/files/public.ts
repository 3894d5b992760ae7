import type { FastifyInstance } from 'fastify';
import type { FileRecord } from '@fairway/shared-api/contract';
import { badRequest } from '../../lib/errors';
import type { Tx } from '../../plugins/platform/database';
import type { Received } from './receive';
import * as repo from './repository';
import * as service from './service';
import { announce, queueThumbnails } from './thumbnails';

export type StoredFile = FileRecord;

/**
 * Stores a received upload as a file of the club in `category` (built-in or the club's), with
 * every check an upload gets; answers the file. The caller discards the temporary file.
 */
export async function storeUpload(
  app: FastifyInstance,
  owner: service.Uploader,
  received: Received,
  category: string,
): Promise<StoredFile> {
  const found = await app.withOrg(owner.organizationId, (tx) =>
    service.findCategory(tx, category, app.config.fileMaxBytes),
  );
  if (!found) throw badRequest(`category: there is no category ${category}`);
  const row = await service.storeNew(app, owner, received, found);
  await queueThumbnails(app, row, owner.userId);
  await announce(app, owner.organizationId, row.id);
  return service.toRecord(row);
}

/** Whether the club (the transaction's) has the file: for a reference another module keeps. */
export async function fileExists(tx: Tx, id: number): Promise<boolean> {
  return (await repo.findById(tx, id)) !== null;
}

/** The file's MIME type when the club (the transaction's) has it, else null. */
export async function fileMimeType(tx: Tx, id: number): Promise<string | null> {
  return (await repo.findById(tx, id))?.mime_type ?? null;
}

/** A file's download address, or its thumbnail's. */
export function fileUrl(id: number, thumbnail?: 'small' | 'medium' | 'large'): string {
  return thumbnail
    ? `${service.FILES_PATH}/${id}/thumbnail?size=${thumbnail}`
    : service.downloadUrlOf(id);
}

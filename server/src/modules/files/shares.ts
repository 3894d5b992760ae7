import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { AppError, notFound } from '../../lib/errors';
import type { Db } from '../../db/client';
import { fileSigningKeys } from './tables';

/** The public address of shared files (a Fairway addition to the spec's calls). */
export const SHARED_PATH = '/api/files/shared';

const keys = new WeakMap<Db, Promise<Buffer>>();

/**
 * The installation's share key: generated once by migration 0010 (file_signing_keys) and read
 * here, so every process of the installation signs alike and no setting is needed.
 */
function shareKey(app: FastifyInstance): Promise<Buffer> {
  const db = app.database.db;
  let key = keys.get(db);
  if (!key) {
    key = db
      .select({ secret: fileSigningKeys.secret })
      .from(fileSigningKeys)
      .where(eq(fileSigningKeys.name, 'share'))
      .then(([row]) => {
        if (!row) throw new Error('file_signing_keys has no share key (migration 0010)');
        return Buffer.from(row.secret);
      });
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

export type ShareClaims = {
  organizationId: number;
  shareId: number;
  fileId: number;
  /** Seconds since the epoch. */
  expires: number;
};

const mac = (key: Buffer, payload: string) =>
  createHmac('sha256', key).update(payload).digest('base64url');

/** `org.share.file.expiry.signature`: HMAC-SHA256 over the four numbers with the installation's key. */
export async function signShare(app: FastifyInstance, c: ShareClaims): Promise<string> {
  const payload = `${c.organizationId}.${c.shareId}.${c.fileId}.${c.expires}`;
  return `${payload}.${mac(await shareKey(app), payload)}`;
}

export const linkGone = (message: string) => new AppError(410, 'gone', message);

/** The claims of a well-signed token that has not expired: 404 when forged, 410 when expired. */
export async function verifyShare(app: FastifyInstance, token: string): Promise<ShareClaims> {
  const parts = token.split('.');
  const numbers = parts.slice(0, 4).map((p) => (/^\d{1,12}$/.test(p) ? Number(p) : NaN));
  const signature = parts[4];
  if (parts.length !== 5 || numbers.some((n) => !Number.isSafeInteger(n)) || !signature)
    throw notFound('Link');
  const expected = Buffer.from(mac(await shareKey(app), parts.slice(0, 4).join('.')));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw notFound('Link');
  const [organizationId, shareId, fileId, expires] = numbers as [number, number, number, number];
  if (expires * 1000 <= app.now().getTime()) throw linkGone('This link has expired');
  return { organizationId, shareId, fileId, expires };
}

import type { FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';
import { AppError } from '../../lib/errors';
import { StorageNotFoundError, storageFor, type Storage } from './storage';

/** `attachment; filename="plain ASCII"; filename*=UTF-8''…`: no quotes, slashes or controls survive. */
export function contentDisposition(name: string, inline: boolean): string {
  const ascii = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\/;]/g, '_')
    .slice(0, 200);
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${inline ? 'inline' : 'attachment'}; filename="${ascii || 'file'}"; filename*=UTF-8''${encoded}`;
}

/** What may be shown in the browser rather than saved (images and PDFs, on request). */
const INLINE_TYPES = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'application/pdf',
]);

export type Sendable = { key: string; name: string; mime: string; size: number | null };

export async function openStored(storage: Storage, key: string): Promise<Readable> {
  try {
    return await storage.get(key);
  } catch (err) {
    if (err instanceof StorageNotFoundError)
      throw new AppError(404, 'not_found', 'The stored file is missing; upload it again');
    throw err;
  }
}

/**
 * Sends a stored object as a download: the type found at upload, nosniff, a sandboxing CSP (a
 * file opened from the API runs nothing), and the length.
 */
export async function sendStored(
  reply: FastifyReply,
  storageConfig: Parameters<typeof storageFor>[0],
  file: Sendable,
  options: { inline?: boolean; cache?: string } = {},
) {
  const stream = await openStored(storageFor(storageConfig), file.key);
  const inline = !!options.inline && INLINE_TYPES.has(file.mime);
  void reply
    .header('content-type', file.mime)
    .header('content-disposition', contentDisposition(file.name, inline))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "sandbox; default-src 'none'; style-src 'unsafe-inline'")
    .header('cache-control', options.cache ?? 'private, no-store');
  if (file.size !== null) void reply.header('content-length', String(file.size));
  return reply.send(stream);
}

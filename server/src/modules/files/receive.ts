import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError, badRequest } from '../../lib/errors';
import { formatBytes } from './categories';

/** A file received into a temporary file, not yet checked or stored. */
export type Received = {
  path: string;
  size: number;
  sha256: string;
  /** The name the client gave, without any folder part. */
  name: string;
  fields: Record<string, string>;
  discard(): Promise<void>;
};

export const tooLarge = (limit: number, where: string) =>
  new AppError(
    413,
    'payload_too_large',
    `The file is larger than the ${formatBytes(limit)} ${where} takes`,
  );

/** At most a few short fields beside the one file. */
export const MULTIPART_LIMITS = {
  files: 1,
  fields: 5,
  fieldSize: 1024,
  parts: 6,
  headerPairs: 100,
};

/**
 * A body the multipart parser cannot read (cut short, a broken part header) is the client's
 * fault: 400. The parser's own 4xx errors pass through; system errors (writing the temporary
 * file) stay failures of ours.
 */
function unreadable(err: unknown): unknown {
  const e = err as { statusCode?: number; code?: string };
  if (err instanceof AppError || (e.statusCode && e.statusCode < 500)) return err;
  if (typeof e.code === 'string' && /^E[A-Z]+$/.test(e.code)) return err;
  return badRequest('file: the multipart body could not be read');
}

const UPLOAD_DIR = join(tmpdir(), 'fairway-uploads');

function fieldsOf(part: MultipartFile): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(part.fields)) {
    const field = Array.isArray(value) ? value[0] : value;
    if (field && field.type === 'field' && typeof field.value === 'string') out[key] = field.value;
  }
  return out;
}

const baseName = (name: string) => name.split(/[/\\]/).pop()!.trim();

/**
 * Reads the request's one file into a temporary file, counting and hashing as it goes. The fields
 * sent before the file are known first, so `limitFor` learns the category's limit before a byte
 * is kept; past it the read stops with 413 and nothing is kept.
 */
export async function receiveUpload(
  req: FastifyRequest,
  installationMax: number,
  limitFor: (fields: Record<string, string>) => Promise<{ maxBytes: number; where: string }>,
): Promise<Received> {
  if (!req.isMultipart())
    throw new AppError(415, 'unsupported_media_type', 'Send the file as multipart/form-data');
  const part = await req
    .file({ limits: { ...MULTIPART_LIMITS, fileSize: installationMax } })
    .catch((err: unknown) => {
      throw unreadable(err);
    });
  if (!part) throw badRequest('file: send one file in the field named file');
  if (part.fieldname !== 'file') {
    part.file.resume();
    throw badRequest('file: send the file in the field named file');
  }
  const fields = fieldsOf(part);
  let limit: { maxBytes: number; where: string };
  try {
    limit = await limitFor(fields);
  } catch (err) {
    part.file.resume();
    throw err;
  }
  const name = baseName(part.filename ?? '');
  if (!name) {
    part.file.resume();
    throw badRequest('file: the file needs a name');
  }

  await mkdir(UPLOAD_DIR, { recursive: true });
  const path = join(UPLOAD_DIR, randomUUID());
  const hash = createHash('sha256');
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _enc, done) {
      size += chunk.length;
      if (size > limit.maxBytes) return done(tooLarge(limit.maxBytes, limit.where));
      hash.update(chunk);
      done(null, chunk);
    },
  });
  const discard = () => rm(path, { force: true });
  try {
    await pipeline(part.file, counter, createWriteStream(path));
    // The installation's limit: busboy stops at it and marks the part truncated.
    if (part.file.truncated) throw tooLarge(Math.min(installationMax, limit.maxBytes), limit.where);
  } catch (err) {
    await discard();
    if (err instanceof AppError) throw err;
    if ((err as { statusCode?: number }).statusCode === 413)
      throw tooLarge(Math.min(installationMax, limit.maxBytes), limit.where);
    throw unreadable(err);
  }
  return { path, size, sha256: hash.digest('hex'), name, fields, discard };
}

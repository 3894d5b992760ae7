import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { StorageConfig } from '../../config';

/** What an adapter answers for a key it does not hold. */
export class StorageNotFoundError extends Error {
  constructor(key: string) {
    super(`No stored object ${key}`);
    this.name = 'StorageNotFoundError';
  }
}

export type PutOptions = { size?: number; contentType?: string };

/** Where the bytes of files live: a folder or an S3-compatible bucket, behind one interface. */
export type Storage = {
  put(key: string, body: Buffer | Readable, options?: PutOptions): Promise<void>;
  /** The object's bytes; StorageNotFoundError when there is none. */
  get(key: string): Promise<Readable>;
  /** Deleting a key that is not there is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
};

/** Keys are generated (storage-keys below); anything else is refused before touching a path. */
const KEY = /^[a-z0-9]+(?:[/._-][a-z0-9]+)*$/;
function checkKey(key: string): string {
  if (!KEY.test(key) || key.length > 200) throw new Error(`Invalid storage key ${key}`);
  return key;
}

/** A new key for a club's object: never derived from a file's name. */
export const newStorageKey = (organizationId: number) => `org${organizationId}/${randomUUID()}`;

export function diskStorage(dir: string): Storage {
  const pathOf = (key: string) => join(dir, ...checkKey(key).split('/'));
  return {
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Written beside and renamed, so a reader never sees half an object.
      const partial = `${path}.${randomUUID()}.partial`;
      try {
        await pipeline(
          Buffer.isBuffer(body) ? Readable.from([body]) : body,
          createWriteStream(partial),
        );
        await rename(partial, path);
      } catch (err) {
        await rm(partial, { force: true });
        throw err;
      }
    },
    async get(key) {
      const path = pathOf(key);
      try {
        await stat(path);
      } catch {
        throw new StorageNotFoundError(key);
      }
      return createReadStream(path);
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async exists(key) {
      return stat(pathOf(key)).then(
        (s) => s.isFile(),
        () => false,
      );
    },
  };
}

type S3Config = Extract<StorageConfig, { kind: 's3' }>;

const isMissing = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

export function s3Storage(config: S3Config): Storage {
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint, forcePathStyle: true } : {}),
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // Checksums only where S3 requires them: plain signed requests work with every S3-compatible store.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
  });
  const Bucket = config.bucket;
  return {
    async put(key, body, options = {}) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: checkKey(key),
          Body: body,
          ...(options.size !== undefined ? { ContentLength: options.size } : {}),
          ...(options.contentType ? { ContentType: options.contentType } : {}),
        }),
      );
    },
    async get(key) {
      try {
        const res = await client.send(new GetObjectCommand({ Bucket, Key: checkKey(key) }));
        return res.Body as Readable;
      } catch (err) {
        if (isMissing(err)) throw new StorageNotFoundError(key);
        throw err;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkKey(key) }));
    },
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: checkKey(key) }));
        return true;
      } catch (err) {
        if (isMissing(err)) return false;
        throw err;
      }
    },
  };
}

export const createStorage = (config: StorageConfig): Storage =>
  config.kind === 's3' ? s3Storage(config) : diskStorage(config.dir);

const byConfig = new WeakMap<StorageConfig, Storage>();

/** The app's one adapter (made on first use from app.config.storage). */
export function storageFor(config: StorageConfig): Storage {
  let storage = byConfig.get(config);
  if (!storage) byConfig.set(config, (storage = createStorage(config)));
  return storage;
}

/** Reads a whole (bounded) object: thumbnails' sources. */
export async function readAll(stream: Readable, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of stream) {
    total += (chunk as Buffer).length;
    if (total > maxBytes) {
      stream.destroy();
      throw new Error(`Object larger than ${maxBytes} bytes`);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

import { Readable } from 'node:stream';
import { createStorage, StorageNotFoundError } from '../src/modules/files';
import { createTestApp, signIn, type TestApp } from './helpers';
import { httpOver } from './client-http';
import { createFilesClient } from '../../shared-api/src/domains/files/client';
import { startS3Loopback, type S3Loopback } from './support/s3-loopback';
import { tinyPng } from './support/file-fixtures';

/*
 * The S3 adapter against a loopback S3 that checks every request's signature, and one upload and
 * download through the API with S3 storage.
 */

let s3: S3Loopback;
beforeAll(async () => {
  s3 = await startS3Loopback();
});
afterAll(() => s3.close());

const s3Config = (secretAccessKey = s3.secretAccessKey) => ({
  kind: 's3' as const,
  endpoint: s3.endpoint,
  region: s3.region,
  bucket: s3.bucket,
  accessKeyId: s3.accessKeyId,
  secretAccessKey,
});

const text = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString();
};

test('the S3 adapter puts, reads, checks and deletes objects with signed requests', async () => {
  const storage = createStorage(s3Config());
  await storage.put('org1/abc', Buffer.from('hello'), { contentType: 'text/plain' });
  await storage.put('org1/def', Readable.from([Buffer.from('streamed')]), { size: 8 });
  expect(s3.objects.get('org1/abc')?.body.toString()).toBe('hello');
  expect(await text(await storage.get('org1/def'))).toBe('streamed');
  expect(await storage.exists('org1/abc')).toBe(true);
  await storage.delete('org1/abc');
  expect(await storage.exists('org1/abc')).toBe(false);
  await expect(storage.get('org1/abc')).rejects.toBeInstanceOf(StorageNotFoundError);
  // Deleting what is not there is not an error.
  await expect(storage.delete('org1/abc')).resolves.toBeUndefined();
});

test('a wrong secret is refused by the store: 403 SignatureDoesNotMatch, nothing written', async () => {
  const storage = createStorage(s3Config('not-the-secret'));
  await expect(storage.put('org1/bad', Buffer.from('x'))).rejects.toMatchObject({
    name: 'SignatureDoesNotMatch',
    $metadata: { httpStatusCode: 403 },
  });
  expect(s3.objects.has('org1/bad')).toBe(false);
  expect(s3.log).toContain('PUT org1/bad 403');
});

test('the disk adapter refuses keys that could leave its folder', async () => {
  const storage = createStorage({ kind: 'disk', dir: '/tmp/fairway-disk-test' });
  await expect(storage.put('../escape', Buffer.from('x'))).rejects.toThrow(/Invalid storage key/);
  await expect(storage.get('org1/../../etc/passwd')).rejects.toThrow(/Invalid storage key/);
});

describe('the API with S3 storage', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ storage: s3Config() });
  });
  afterAll(() => t.close());

  test('an upload lands in the bucket under a generated key and downloads back', async () => {
    const admin = await signIn(t.app);
    const files = createFilesClient(httpOver(admin));
    const png = await tinyPng();
    const uploaded = await files.upload(new Blob([png]), 'images', { name: 'My logo.png' });
    const stored = [...s3.objects.entries()].find(([, o]) => o.body.equals(png));
    expect(stored?.[0]).toMatch(/^org1\/[0-9a-f-]{36}$/);
    const res = await admin.get(uploaded.download_url);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(png)).toBe(true);
    expect(res.headers['content-type']).toBe('image/png');
  });
});

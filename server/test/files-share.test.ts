import type { FastifyInstance } from 'fastify';
import { createFilesClient, type FilesClient } from '../../shared-api/src/domains/files/client';
import { httpOver } from './client-http';
import { createTestApp, signIn, type TestApp } from './helpers';
import { tinyPdf } from './support/file-fixtures';

// Share links: a signed link downloads the file signed out until it expires or is revoked; a
// link whose signature or numbers were changed opens nothing.

let t: TestApp;
let app: FastifyInstance;
let files: FilesClient;
let now = new Date('2030-03-01T09:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ now: () => now });
  app = t.app;
  files = createFilesClient(httpOver(await signIn(app)));
});
afterAll(() => t.close());

const signedOut = (url: string) => app.inject({ method: 'GET', url });

test('a link works signed out, with download headers, and stops once it expires', async () => {
  const pdf = await files.upload(new Blob([tinyPdf()]), 'documents', { name: 'Fixtures.pdf' });
  const share = await files.share(pdf.id, 60);
  expect(share.url).toMatch(/^\/api\/files\/shared\/\d+\.\d+\.\d+\.\d+\.[A-Za-z0-9_-]{43}$/);
  expect(share.expires_at).toBe('2030-03-01T09:01:00.000Z');

  const res = await signedOut(share.url);
  expect(res.statusCode).toBe(200);
  expect(res.rawPayload.equals(tinyPdf())).toBe(true);
  expect(res.headers['content-disposition']).toMatch(/^attachment; filename="Fixtures.pdf"/);
  expect(res.headers['x-content-type-options']).toBe('nosniff');

  now = new Date(now.getTime() + 61_000);
  const expired = await signedOut(share.url);
  expect(expired.statusCode).toBe(410);
  expect(expired.json().message).toBe('This link has expired');
});

test('revoking stops every link of the file', async () => {
  const pdf = await files.upload(new Blob([tinyPdf()]), 'documents', { name: 'Draw.pdf' });
  const first = await files.share(pdf.id, 3600);
  const second = await files.share(pdf.id, 7200);
  expect((await signedOut(second.url)).statusCode).toBe(200);
  await files.revokeShares(pdf.id);
  for (const link of [first, second]) {
    const res = await signedOut(link.url);
    expect(res.statusCode).toBe(410);
    expect(res.json().message).toBe('This link has been revoked');
  }
  // A new link works again.
  expect((await signedOut((await files.share(pdf.id, 60)).url)).statusCode).toBe(200);
});

test('a tampered link opens nothing: another file, a later expiry, a changed signature', async () => {
  const mine = await files.upload(new Blob([tinyPdf()]), 'documents', { name: 'Mine.pdf' });
  const other = await files.upload(new Blob([tinyPdf()]), 'documents', { name: 'Other.pdf' });
  const share = await files.share(mine.id, 600);
  const [org, shareId, fileId, expires, signature] = share.url.split('/').pop()!.split('.');
  const link = (...parts: (string | number)[]) => `/api/files/shared/${parts.join('.')}`;
  expect(fileId).toBe(String(mine.id));
  for (const forged of [
    link(org!, shareId!, other.id, expires!, signature!),
    link(org!, shareId!, fileId!, Number(expires) + 86_400, signature!),
    link(
      org!,
      shareId!,
      fileId!,
      expires!,
      `${signature!.slice(0, -1)}${signature!.endsWith('A') ? 'B' : 'A'}`,
    ),
    link(org!, shareId!, fileId!, expires!),
    '/api/files/shared/not-a-token',
  ]) {
    const res = await signedOut(forged);
    expect({ forged, status: res.statusCode }).toEqual({ forged, status: 404 });
  }
  // Deleting the file ends its links.
  await files.remove(mine.id);
  expect((await signedOut(share.url)).statusCode).toBe(404);
});

test('expires_in is bounded: a minute to 30 days', async () => {
  const pdf = await files.upload(new Blob([tinyPdf()]), 'documents', { name: 'B.pdf' });
  await expect(files.share(pdf.id, 59)).rejects.toMatchObject({ status: 400 });
  await expect(files.share(pdf.id, 30 * 24 * 3600 + 1)).rejects.toMatchObject({ status: 400 });
});

import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { createFilesClient, type FilesClient } from '../../shared-api/src/domains/files/client';
import type { FileRecord } from '../../shared-api/src/domains/files/contract';
import { httpOver } from './client-http';
import { Agent, createTestApp, createUserAndSignIn, signIn, type TestApp } from './helpers';
import {
  elfBytes,
  mzBytes,
  tinyGif,
  tinyJpeg,
  tinyPdf,
  tinyPng,
  tinyZip,
} from './support/file-fixtures';

// Files: uploads proven by their content, downloads with safe headers, thumbnails, versions,
// categories, lists, and the wall between clubs.

const URL = '/api/settings/files';

let t: TestApp;
let app: FastifyInstance;
let admin: Agent;
let files: FilesClient;
let otherClubAdmin: Agent;
let member: Agent;
let clubId: number;

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  admin = await signIn(app);
  files = createFilesClient(httpOver(admin));
  clubId = (await admin.get('/api/user/current')).json().organization_id;
  const other = await admin.post('/api/settings/organizations', {
    name: 'Other Club',
    timezone: 'Europe/London',
  });
  expect(other.statusCode).toBe(201);
  otherClubAdmin = await createUserAndSignIn(app, other.json().id, 'admin@other.test', ['admin']);
  member = await createUserAndSignIn(app, clubId, 'member@files.test', ['member']);
});
afterAll(() => t.close());

/** A multipart upload as a browser sends it: the fields, then the file. */
async function send(
  agent: Agent,
  bytes: Buffer,
  name: string,
  category: string | null = 'documents',
  url = `${URL}/upload`,
) {
  const form = new FormData();
  if (category !== null) form.append('category', category);
  form.append('file', new Blob([bytes]), name);
  const encoded = new Response(form);
  return agent.post(url, Buffer.from(await encoded.arrayBuffer()), {
    headers: { 'content-type': encoded.headers.get('content-type')! },
  });
}

/** Every object the disk adapter holds, thumbnails aside (the job makes them meanwhile). */
async function storedObjects(): Promise<string[]> {
  const dir = (app.config.storage as { dir: string }).dir;
  const walk = async (d: string): Promise<string[]> => {
    const entries = await readdir(d, { withFileTypes: true }).catch(() => []);
    const nested = await Promise.all(
      entries.map((e) => (e.isDirectory() ? walk(join(d, e.name)) : [join(d, e.name)])),
    );
    return nested.flat();
  };
  return (await walk(dir)).filter((p) => !p.includes('.thumb-'));
}

const totalFiles = async () => Number((await admin.get(URL)).headers['x-total-count']);

describe('uploads', () => {
  test('real PNG, JPEG and PDF bytes are stored with the type found in them', async () => {
    const png = await files.upload(new Blob([await tinyPng()]), 'images', {
      name: 'Course map.png',
    });
    expect(png).toMatchObject({
      category: 'images',
      original_name: 'Course map.png',
      mime_type: 'image/png',
      width: 300,
      height: 200,
      version: 1,
      visibility: 'staff',
    });
    expect(png.sha256).toMatch(/^[0-9a-f]{64}$/);
    const jpeg = await files.upload(new Blob([await tinyJpeg()]), 'images', {
      name: 'clubhouse.JPG',
    });
    expect(jpeg).toMatchObject({ mime_type: 'image/jpeg', width: 300 });
    const pdf = await files.upload(new Blob([tinyPdf()]), 'documents', { name: 'Rules 2026.pdf' });
    expect(pdf).toMatchObject({
      mime_type: 'application/pdf',
      width: null,
      size: tinyPdf().length,
    });
    const csv = await send(admin, Buffer.from('name,handicap\nÅsa,12\n'), 'members.csv');
    expect(csv.statusCode).toBe(201);
    expect(csv.json()).toMatchObject({ mime_type: 'text/csv' });
    // The stored object's name is generated, never the uploaded one.
    const stored = await storedObjects();
    expect(stored.some((p) => /Course|Rules|clubhouse|members/.test(p))).toBe(false);
  });

  test('a renamed program is refused with 415, whatever name it carries', async () => {
    const before = await totalFiles();
    const elf = await send(admin, elfBytes(), 'minutes.pdf');
    expect(elf.statusCode).toBe(415);
    expect(elf.json().message).toBe(
      'This file is a program, not a .pdf file; programs cannot be uploaded',
    );
    const exe = await send(admin, mzBytes(), 'logo.png', 'images');
    expect(exe.statusCode).toBe(415);
    expect(await totalFiles()).toBe(before);
  });

  test('polyglots are refused: a PNG with a ZIP appended, a GIF with script in its comment', async () => {
    const before = await totalFiles();
    const storedBefore = (await storedObjects()).length;
    const pngZip = await send(
      admin,
      Buffer.concat([await tinyPng(), tinyZip()]),
      'map.png',
      'images',
    );
    expect(pngZip.statusCode).toBe(422);
    expect(pngZip.json().message).toMatch(/ZIP archive attached|data after the end/);
    const jpegZip = await send(
      admin,
      Buffer.concat([await tinyJpeg(), tinyZip()]),
      'a.jpg',
      'images',
    );
    expect(jpegZip.statusCode).toBe(422);
    const gif = await send(
      admin,
      tinyGif('<script>alert(document.cookie)</script>'),
      'a.gif',
      'images',
    );
    expect(gif.statusCode).toBe(422);
    expect(gif.json().message).toMatch(/web page markup \(<script\)/);
    // The same GIF without the script is a picture.
    expect((await send(admin, tinyGif('made by the club'), 'a.gif', 'images')).statusCode).toBe(
      201,
    );
    const pdfScript = await send(
      admin,
      tinyPdf('/OpenAction << /S /JavaScript /JS (app.alert(1)) >> '),
      'x.pdf',
    );
    expect(pdfScript.statusCode).toBe(422);
    expect(await totalFiles()).toBe(before + 1);
    expect((await storedObjects()).length).toBe(storedBefore + 1);
  });

  test('the type must agree with the extension and the category', async () => {
    const mismatch = await send(admin, await tinyPng(), 'photo.jpg', 'images');
    expect(mismatch.statusCode).toBe(415);
    expect(mismatch.json().message).toBe(
      'This file is a PNG image but its name ends in .jpg; give it the right extension',
    );
    const notAllowed = await send(admin, tinyPdf(), 'menu.pdf', 'logos');
    expect(notAllowed.statusCode).toBe(415);
    expect(notAllowed.json().message).toMatch(/^logos takes PNG image, JPEG image, WebP image/);
    const svg = await send(
      admin,
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      'a.svg',
      'images',
    );
    expect(svg.statusCode).toBe(415);
    const fakeImage = await send(admin, Buffer.from('not a picture at all'), 'a.png', 'images');
    expect(fakeImage.statusCode).toBe(415);
    const badText = await send(admin, Buffer.from([0x61, 0x00, 0x62]), 'notes.txt');
    expect(badText.statusCode).toBe(422);
    expect(badText.json().message).toBe(
      'A text or CSV file must be UTF-8 text without NUL characters',
    );
  });

  test('bad requests are 4xx with a message: no category, unknown category, not multipart', async () => {
    const noCategory = await send(admin, tinyPdf(), 'a.pdf', null);
    expect(noCategory.statusCode).toBe(400);
    expect(noCategory.json().message).toBe('category: send the category field before the file');
    const unknown = await send(admin, tinyPdf(), 'a.pdf', 'nope');
    expect(unknown.statusCode).toBe(400);
    const json = await admin.post(`${URL}/upload`, { category: 'documents' });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toBe('Send the file as multipart/form-data');
    for (const junk of [
      'garbage',
      '--x\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF',
    ]) {
      const res = await admin.post(`${URL}/upload`, junk, {
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
      });
      expect({ junk, status: res.statusCode, message: typeof res.json().message }).toEqual({
        junk,
        status: 400,
        message: 'string',
      });
    }
    // Members cannot upload.
    expect((await send(member, tinyPdf(), 'a.pdf')).statusCode).toBe(403);
  });

  test('a file over the category limit is refused with 413 and nothing is stored', async () => {
    const created = await files.createCategory({
      name: 'tiny-docs',
      allowed_types: ['application/pdf', 'text/plain'],
      max_bytes: 2048,
    });
    expect(created).toMatchObject({
      name: 'tiny-docs',
      built_in: false,
      max_bytes: 2048,
      extensions: ['pdf', 'txt'],
    });
    const before = await totalFiles();
    const storedBefore = (await storedObjects()).length;
    const big = await send(admin, Buffer.alloc(5000, 'a'), 'big.txt', 'tiny-docs');
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('The file is larger than the 2 KB tiny-docs takes');
    expect(await totalFiles()).toBe(before);
    expect((await storedObjects()).length).toBe(storedBefore);
    expect((await send(admin, Buffer.alloc(100, 'a'), 'small.txt', 'tiny-docs')).statusCode).toBe(
      201,
    );
  });
});

describe('downloads and thumbnails', () => {
  let pic: FileRecord;
  beforeAll(async () => {
    pic = await files.upload(new Blob([await tinyPng(1200, 600)]), 'images', {
      name: 'Green 7 – été; v2.png',
    });
  });

  test('a download carries the found type, an attachment name, nosniff, a sandbox CSP and the length', async () => {
    const res = await admin.get(files.downloadUrl(pic.id));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Green 7 _ ete_ v2.png"; filename*=UTF-8''Green%207%20%E2%80%93%20%C3%A9t%C3%A9%3B%20v2.png`,
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toMatch(/^sandbox/);
    expect(res.headers['content-length']).toBe(String(pic.size));
    const inline = await admin.get(files.downloadUrl(pic.id, { inline: true }));
    expect(inline.headers['content-disposition']).toMatch(/^inline; /);
  });

  test('thumbnails are made by the job after the upload, at most their size wide', async () => {
    await app.jobs.drain();
    const after = await files.get(pic.id);
    expect(after.thumbnail_url).toMatch(new RegExp(`^${URL}/${pic.id}/thumbnail\\?size=medium`));
    const thumb = await admin.get(after.thumbnail_url!);
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    const meta = await sharp(thumb.rawPayload).metadata();
    expect(meta.width).toBeLessThanOrEqual(256);
    expect(meta.width).toBe(256);
    const small = await files.thumbnail(pic.id, 'small');
    const res = await admin.get(small.thumbnail_url);
    expect((await sharp(res.rawPayload).metadata()).width).toBeLessThanOrEqual(64);
  });

  test('a thumbnail is made on demand, and only pictures have one', async () => {
    const jpeg = await files.upload(new Blob([await tinyJpeg(2000, 1000)]), 'images', {
      name: 'wide.jpg',
    });
    const large = await files.thumbnail(jpeg.id, 'large');
    const res = await admin.get(large.thumbnail_url);
    expect(res.statusCode).toBe(200);
    expect((await sharp(res.rawPayload).metadata()).width).toBe(1024);
    const pdf = await files.upload(new Blob([tinyPdf()]), 'documents', { name: 'x.pdf' });
    await expect(files.thumbnail(pdf.id)).rejects.toMatchObject({ status: 422 });
    expect((await admin.post(`${URL}/${pic.id}/thumbnail?size=huge`)).statusCode).toBe(400);
  });
});

describe('versions', () => {
  test('a new version keeps the old one; download gets the current one', async () => {
    const v1 = await files.upload(new Blob([tinyPdf()]), 'documents', { name: 'Handbook.pdf' });
    const second = tinyPdf('/Lang (en-GB) ');
    const v2 = await files.uploadVersion(v1.id, new Blob([second]), { name: 'Handbook.pdf' });
    expect(v2).toMatchObject({ id: v1.id, version: 2, size: second.length });
    const list = await files.versions(v1.id);
    expect(list.map((v) => v.version)).toEqual([2, 1]);
    expect((await admin.get(files.downloadUrl(v1.id))).rawPayload.equals(second)).toBe(true);
    expect(
      (await admin.get(files.downloadUrl(v1.id, { version: 1 }))).rawPayload.equals(tinyPdf()),
    ).toBe(true);
    // The same checks as an upload: a program is no version either.
    const bad = await send(admin, elfBytes(), 'Handbook.pdf', null, `${URL}/${v1.id}/versions`);
    expect(bad.statusCode).toBe(415);
    expect((await files.versions(v1.id)).length).toBe(2);
  });
});

describe('managing files', () => {
  test('update, move, permissions, lists, search and stats', async () => {
    const doc = await files.upload(new Blob([Buffer.from('tee times\n')]), 'documents', {
      name: 'Winter_100%.txt',
    });
    const renamed = await files.update(doc.id, {
      original_name: 'Winter plan.txt',
      description: 'Draft',
    });
    expect(renamed).toMatchObject({ original_name: 'Winter plan.txt', description: 'Draft' });
    await expect(files.update(doc.id, { original_name: 'Winter plan.exe' })).rejects.toMatchObject({
      status: 400,
    });
    await expect(files.move(doc.id, 'logos')).rejects.toMatchObject({ status: 422 });
    expect((await files.move(doc.id, 'tiny-docs')).category).toBe('tiny-docs');

    expect((await files.search('plan')).items.map((f) => f.id)).toContain(doc.id);
    // Wildcards in q match themselves.
    expect((await files.search('%')).items).toEqual([]);
    expect((await admin.get(`${URL}/search?q=${'x'.repeat(101)}`)).statusCode).toBe(400);
    expect((await files.byType('text')).items.map((f) => f.id)).toContain(doc.id);
    expect((await files.byType('image')).items.every((f) => f.mime_type.startsWith('image/'))).toBe(
      true,
    );
    expect((await files.byCategory('tiny-docs')).items.map((f) => f.id)).toContain(doc.id);
    const me = (await admin.get('/api/user/current')).json().id;
    expect((await files.byUser(me)).total).toBeGreaterThan(3);
    expect((await files.bySize({ max: 20 })).items.map((f) => f.id)).toContain(doc.id);
    expect((await admin.get(`${URL}/size?min=10&max=5`)).statusCode).toBe(400);
    const today = new Date().toISOString().slice(0, 10);
    expect((await files.byDateRange(today, today)).items.map((f) => f.id)).toContain(doc.id);
    expect((await admin.get(`${URL}/date-range?start=2020-01-01&end=2026-01-01`)).statusCode).toBe(
      400,
    );
    const page = await files.list({ limit: 2 });
    expect(page.items).toHaveLength(2);
    expect(page.total).toBeGreaterThan(2);
    expect((await admin.get(`${URL}?limit=101`)).statusCode).toBe(400);

    const stats = await files.stats();
    expect(stats.total_files).toBe(page.total);
    expect(stats.by_type.find((s) => s.mime_type === 'text/plain')?.count).toBeGreaterThan(0);
    expect((await files.categoryStats()).find((c) => c.category === 'tiny-docs')?.count).toBe(2);

    expect(await files.permissions(doc.id)).toEqual({ visibility: 'staff' });
    expect(await files.setPermissions(doc.id, 'members')).toEqual({ visibility: 'members' });
  });

  test('categories: built-in ones stay, custom ones go only when empty', async () => {
    const all = await files.categories();
    expect(all.map((c) => c.name)).toEqual(
      expect.arrayContaining([
        'documents',
        'images',
        'item-images',
        'house-photos',
        'trip-documents',
        'logos',
        'tiny-docs',
      ]),
    );
    expect(await files.allowedTypes('logos')).toMatchObject({
      extensions: ['png', 'jpg', 'jpeg', 'webp'],
    });
    expect((await files.limits()).max_bytes).toBe(app.config.fileMaxBytes);
    await expect(files.deleteCategory('documents')).rejects.toMatchObject({ status: 409 });
    await expect(files.deleteCategory('tiny-docs')).rejects.toMatchObject({ status: 409 });
    await expect(
      files.createCategory({ name: 'tiny-docs', allowed_types: ['text/plain'] }),
    ).rejects.toMatchObject({ status: 409 });
    await files.createCategory({ name: 'menus', allowed_types: ['application/pdf'] });
    await files.deleteCategory('menus');
    await expect(files.allowedTypes('menus')).rejects.toMatchObject({ status: 404 });
  });

  test('validate answers without storing anything', async () => {
    const before = await totalFiles();
    expect(
      await files.validate({
        filename: 'a.pdf',
        size: 1000,
        type: 'application/pdf',
        category: 'documents',
      }),
    ).toEqual({ valid: true, errors: [] });
    const bad = await files.validate({ filename: 'a.exe', size: 10 ** 9, category: 'logos' });
    expect(bad.valid).toBe(false);
    expect(bad.errors).toEqual([
      'Files ending in .exe are not accepted',
      'logos takes files up to 2 MB',
    ]);
    const wrongType = await files.validate({
      filename: 'a.png',
      size: 10,
      type: 'text/html',
      category: 'images',
    });
    expect(wrongType.errors).toEqual(['A .png file is a PNG image, not text/html']);
    expect(await totalFiles()).toBe(before);
  });

  test('bulk delete: at most 100, only what the club has; storage goes too', async () => {
    const a = await files.upload(new Blob([tinyPdf()]), 'documents', { name: 'a.pdf' });
    const b = await files.upload(new Blob([tinyPdf()]), 'documents', { name: 'b.pdf' });
    const tooMany = Array.from({ length: 101 }, (_, i) => `file_ids=${i + 1}`).join('&');
    const refused = await admin.delete(`${URL}/bulk-delete?${tooMany}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/At most 100 files at a time/);
    expect((await admin.delete(`${URL}/bulk-delete`)).statusCode).toBe(400);
    const storedBefore = (await storedObjects()).length;
    expect(await files.bulkDelete([a.id, b.id, 999999])).toEqual({ deleted: [a.id, b.id] });
    expect((await storedObjects()).length).toBe(storedBefore - 2);
    // The spec's JSON body works too.
    const c = await files.upload(new Blob([tinyPdf()]), 'documents', { name: 'c.pdf' });
    const body = await admin.delete(`${URL}/bulk-delete`, { payload: { file_ids: [c.id] } });
    expect(body.json()).toEqual({ deleted: [c.id] });
    await expect(files.get(c.id)).rejects.toMatchObject({ status: 404 });
  });
});

describe('who sees what', () => {
  test("another club cannot see, download, change or share a club's file", async () => {
    const pdf = await files.upload(new Blob([tinyPdf()]), 'documents', { name: 'secret.pdf' });
    const other = createFilesClient(httpOver(otherClubAdmin));
    await expect(other.get(pdf.id)).rejects.toMatchObject({ status: 404 });
    expect((await otherClubAdmin.get(files.downloadUrl(pdf.id))).statusCode).toBe(404);
    expect((await other.list()).items.map((f) => f.id)).not.toContain(pdf.id);
    await expect(other.share(pdf.id, 3600)).rejects.toMatchObject({ status: 404 });
    expect(await other.bulkDelete([pdf.id])).toEqual({ deleted: [] });
    await expect(other.remove(pdf.id)).rejects.toMatchObject({ status: 404 });
    expect((await other.stats()).total_files).toBe(0);
    expect((await files.get(pdf.id)).id).toBe(pdf.id);
  });

  test('a member downloads only files shared with members, and lists nothing', async () => {
    const staffOnly = await files.upload(new Blob([tinyPdf()]), 'documents', { name: 'staff.pdf' });
    const forMembers = await files.upload(new Blob([tinyPdf()]), 'documents', {
      name: 'members.pdf',
    });
    await files.setPermissions(forMembers.id, 'members');
    expect((await member.get(files.downloadUrl(staffOnly.id))).statusCode).toBe(404);
    expect((await member.get(files.downloadUrl(forMembers.id))).statusCode).toBe(200);
    expect((await member.get(URL)).statusCode).toBe(403);
  });
});

import { deflateSync } from 'node:zlib';
import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { ADMIN } from './support/env';
import { expectAccessible, signIn } from './support/portal';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real RGB PNG of noise (it does not compress): side² × 3 bytes, about 2.4 MB for 900. */
function noisePng(side: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const rows = Buffer.alloc(side * (side * 3 + 1));
  const noise = randomBytes(side * side * 3);
  for (let y = 0; y < side; y++)
    noise.copy(rows, y * (side * 3 + 1) + 1, y * side * 3, (y + 1) * side * 3);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 1 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test('the admin uploads a photo with progress, shares it, and a signed-out visitor gets it by the link', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const png = noisePng(900);
  await signIn(page, ADMIN.email, ADMIN.password, '/admin/files');
  await expect(page.getByRole('heading', { name: 'Files', level: 1 })).toBeVisible();
  await expectAccessible(page, 'file manager');

  const upload = page.getByRole('region', { name: 'Upload files' });
  await upload.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Images' });
  // A slow line (about 1 MB/s up), so the bar is seen on its way.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 1024 * 1024,
  });
  const chooser = page.waitForEvent('filechooser');
  await upload.getByRole('button', { name: 'Choose files' }).click();
  await (await chooser).setFiles({ name: 'green-7.png', mimeType: 'image/png', buffer: png });

  const bar = upload.getByRole('progressbar', { name: /green-7\.png/ });
  await expect(bar).toHaveAttribute('aria-valuenow', /^[1-9][0-9]?$/);
  await expect(bar).toHaveAttribute('aria-valuenow', '100', { timeout: 30_000 });
  await expect(upload.getByText('Uploaded', { exact: true })).toBeVisible({ timeout: 30_000 });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });

  await page.getByRole('button', { name: 'green-7.png', exact: true }).click();
  const details = page.getByRole('dialog', { name: 'green-7.png' });
  await expect(details).toBeVisible();
  await details
    .getByRole('combobox', { name: 'Link expires after' })
    .selectOption({ label: '1 day' });
  await details.getByRole('button', { name: 'Create link' }).click();
  const link = await details.getByRole('textbox', { name: 'Share link' }).inputValue();
  expect(link).toMatch(/^http:\/\/localhost:\d+\/api\//);
  await expectAccessible(page, 'file details');

  const visitor = await browser.newContext();
  const answer = await visitor.request.get(link);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toContain('image/png');
  expect(Buffer.compare(await answer.body(), png)).toBe(0);
  await visitor.close();
});

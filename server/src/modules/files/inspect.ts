import { FILE_TYPES, type FileType } from '@fairway/shared-api/contract';
import { open } from 'node:fs/promises';
import { createReadStream } from 'node:fs';
import sharp from 'sharp';
import { AppError, unprocessable } from '../../lib/errors';
import { typeLabel } from './categories';

/** The largest picture decoded (pixels): bounds the memory and time one upload can take. */
export const MAX_IMAGE_PIXELS = 40_000_000;

export const unsupported = (message: string) =>
  new AppError(415, 'unsupported_media_type', message);

/** What the checks proved about an uploaded file. */
export type Inspection = { mime: FileType; width: number | null; height: number | null };

// file-type is ESM-only: loaded once, on first use, in jest (transformed) and the built server alike.
let fileTypeModule: Promise<typeof import('file-type/node')> | null = null;
const fileType = () => (fileTypeModule ??= import('file-type/node'));

export function extensionOf(name: string): string | null {
  const dot = name.lastIndexOf('.');
  if (dot <= 0 || dot === name.length - 1) return null;
  return name.slice(dot + 1).toLowerCase();
}

const EXTENSION_TYPES = new Map<string, FileType>(
  (Object.entries(FILE_TYPES) as [FileType, readonly string[]][]).flatMap(([mime, exts]) =>
    exts.map((e) => [e, mime] as const),
  ),
);
/** The type a name's extension claims, or null for an extension Fairway does not take. */
export const typeOfExtension = (ext: string | null) =>
  ext ? (EXTENSION_TYPES.get(ext) ?? null) : null;

/** Programs, by their first bytes (PE/DOS, ELF, Mach-O, scripts with #!). */
function isProgram(head: Buffer): boolean {
  const magic = head.subarray(0, 4).toString('hex');
  return (
    head.subarray(0, 2).toString('latin1') === 'MZ' ||
    magic === '7f454c46' ||
    ['feedface', 'feedfacf', 'cefaedfe', 'cffaedfe', 'cafebabe'].includes(magic) ||
    head.subarray(0, 2).toString('latin1') === '#!'
  );
}

/** Markup a browser's sniffer would take for a page (looked for where browsers look). */
const MARKUP = [
  '<script',
  '<html',
  '<svg',
  '<iframe',
  '<body',
  '<head',
  '<!doctype',
  '<object',
  '<embed',
];
const SNIFF_BYTES = 2048;
/** A ZIP is read from its end-of-central-directory record, within the last 64 KiB + 22 bytes. */
const ZIP_TAIL = 65_557;
const ZIP_END = Buffer.from('PK\x05\x06', 'latin1');
const ZIP_LOCAL = Buffer.from('PK\x03\x04', 'latin1');

async function readRange(path: string, start: number, length: number): Promise<Buffer> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(Math.max(0, length));
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, start);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** Whether any needle occurs in the file (read in chunks, overlapping by the longest needle). */
async function fileContains(path: string, needles: Buffer[]): Promise<boolean> {
  const overlap = Math.max(...needles.map((n) => n.length)) - 1;
  let carry = Buffer.alloc(0);
  for await (const chunk of createReadStream(path, { highWaterMark: 256 * 1024 })) {
    const window = Buffer.concat([carry, chunk as Buffer]);
    if (needles.some((n) => window.includes(n))) return true;
    carry = window.subarray(Math.max(0, window.length - overlap));
  }
  return false;
}

/** Bytes after the PNG's IEND chunk (anything appended to the picture). */
async function pngTrailing(path: string, size: number): Promise<boolean> {
  const handle = await open(path, 'r');
  try {
    let at = 8;
    const header = Buffer.alloc(8);
    while (at + 12 <= size) {
      await handle.read(header, 0, 8, at);
      const length = header.readUInt32BE(0);
      const type = header.subarray(4, 8).toString('latin1');
      at += 12 + length;
      if (type === 'IEND') return at !== size;
    }
    return true;
  } finally {
    await handle.close();
  }
}

async function checkNotPolyglot(path: string, size: number, mime: FileType): Promise<void> {
  const what = typeLabel(mime);
  if (mime.startsWith('image/') || mime === 'application/pdf') {
    const head = (await readRange(path, 0, SNIFF_BYTES)).toString('latin1').toLowerCase();
    if (MARKUP.some((m) => head.includes(m)))
      throw unprocessable(
        `This ${what} carries web page markup (${MARKUP.find((m) => head.includes(m))}) that a browser could run; it is refused`,
      );
    const tailStart = Math.max(0, size - ZIP_TAIL);
    const tail = await readRange(path, tailStart, size - tailStart);
    if (tail.includes(ZIP_END) || (mime !== 'application/pdf' && tail.includes(ZIP_LOCAL)))
      throw unprocessable(`This ${what} has a ZIP archive attached to it; it is refused`);
  }
  if (mime === 'image/png' && (await pngTrailing(path, size)))
    throw unprocessable(`This ${what} has data after the end of the picture; it is refused`);
  if (mime === 'image/jpeg') {
    const end = await readRange(path, Math.max(0, size - 2), 2);
    if (end.toString('hex') !== 'ffd9')
      throw unprocessable(`This ${what} has data after the end of the picture; it is refused`);
  }
  if (mime === 'image/gif') {
    const end = await readRange(path, Math.max(0, size - 1), 1);
    if (end[0] !== 0x3b)
      throw unprocessable(`This ${what} has data after the end of the picture; it is refused`);
  }
  if (mime === 'image/webp') {
    const riff = await readRange(path, 4, 4);
    if (riff.length < 4 || riff.readUInt32LE(0) + 8 !== size)
      throw unprocessable(`This ${what} has data after the end of the picture; it is refused`);
  }
  if (mime === 'application/pdf') {
    const tail = (await readRange(path, Math.max(0, size - 1024), 1024)).toString('latin1');
    if (!/%%EOF\s*$/.test(tail))
      throw unprocessable(`This ${what} has data after its end (%%EOF); it is refused`);
    const active = ['/JavaScript', '/JS', '/Launch', '/EmbeddedFile'].map((n) => Buffer.from(n));
    if (await fileContains(path, active))
      throw unprocessable(
        'PDFs with scripts, launch actions or attached files are not accepted; print it to a new PDF and upload that',
      );
  }
}

async function checkText(path: string): Promise<void> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for await (const chunk of createReadStream(path, { highWaterMark: 256 * 1024 })) {
      if ((chunk as Buffer).includes(0)) throw new Error('NUL');
      decoder.decode(chunk as Buffer, { stream: true });
    }
    decoder.decode();
  } catch {
    throw unprocessable('A text or CSV file must be UTF-8 text without NUL characters');
  }
}

async function checkImage(
  path: string,
  mime: FileType,
): Promise<{ width: number; height: number }> {
  try {
    const image = sharp(path, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' });
    const meta = await image.metadata();
    const formats: Record<string, string> = {
      'image/png': 'png',
      'image/jpeg': 'jpeg',
      'image/gif': 'gif',
      'image/webp': 'webp',
    };
    if (meta.format !== formats[mime] || !meta.width || !meta.height) throw new Error('format');
    // Decoding every pixel proves it is a picture, not just a header.
    await image.stats();
    return { width: meta.width, height: meta.height };
  } catch (err) {
    const tooBig = /pixel limit/i.test(String((err as Error).message));
    throw unprocessable(
      tooBig
        ? `This picture has more than ${MAX_IMAGE_PIXELS / 1_000_000} million pixels; make it smaller and upload it again`
        : `This ${typeLabel(mime)} could not be read: it is damaged or not a picture`,
    );
  }
}

/**
 * Proves what an uploaded file is from its bytes: the detected type must be one the category
 * takes and the one its name claims; programs, markup a browser would run, archives attached to a
 * picture or PDF, damaged pictures and text that is not UTF-8 are refused.
 */
export async function inspectFile(
  path: string,
  size: number,
  name: string,
  category: { name: string; allowed_types: readonly string[] },
): Promise<Inspection> {
  const ext = extensionOf(name);
  const claimed = typeOfExtension(ext);
  const head = await readRange(path, 0, 4100);
  if (isProgram(head))
    throw unsupported(
      `This file is a program${ext ? `, not a .${ext} file` : ''}; programs cannot be uploaded`,
    );
  if (!ext) throw unsupported('The file name needs an extension such as .pdf or .png');
  if (!claimed) throw unsupported(`Files ending in .${ext} are not accepted`);

  const { fileTypeFromFile } = await fileType();
  const detected = size > 0 ? await fileTypeFromFile(path) : undefined;
  let mime: FileType;
  if (detected) {
    if (
      detected.mime.startsWith('application/x-') &&
      /exe|elf|mach|msdownload|executable/.test(detected.mime)
    )
      throw unsupported(`This file is a program, not a .${ext} file; programs cannot be uploaded`);
    if (!Object.hasOwn(FILE_TYPES, detected.mime))
      throw unsupported(`This file's content is ${detected.mime}, which is not accepted`);
    mime = detected.mime as FileType;
  } else if (claimed === 'text/plain' || claimed === 'text/csv') {
    mime = claimed;
  } else {
    throw unsupported(
      `This file's content is not a ${typeLabel(claimed)}, as its name (.${ext}) says`,
    );
  }
  if (!(FILE_TYPES[mime] as readonly string[]).includes(ext))
    throw unsupported(
      `This file is a ${typeLabel(mime)} but its name ends in .${ext}; give it the right extension`,
    );
  if (!category.allowed_types.includes(mime))
    throw unsupported(
      `${category.name} takes ${category.allowed_types.map(typeLabel).join(', ')}; this file is a ${typeLabel(mime)}`,
    );

  await checkNotPolyglot(path, size, mime);
  if (mime === 'text/plain' || mime === 'text/csv') await checkText(path);
  if (mime.startsWith('image/')) return { mime, ...(await checkImage(path, mime)) };
  return { mime, width: null, height: null };
}

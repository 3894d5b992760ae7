// Real bytes of the types the files module takes, and of what it must refuse.
import sharp from 'sharp';
import { crc32 } from 'node:zlib';

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 60 } } });

export const tinyPng = (width = 300, height = 200) => picture(width, height).png().toBuffer();
export const tinyJpeg = (width = 300, height = 200) => picture(width, height).jpeg().toBuffer();

/** The classic 1×1 GIF, optionally with a comment extension after its colour table. */
export function tinyGif(comment?: string): Buffer {
  const gif = Buffer.from(
    '47494638396101000100800000000000ffffff2c000000000100010000020244010' + '03b',
    'hex',
  );
  if (comment === undefined) return gif;
  const text = Buffer.from(comment, 'latin1');
  const ext = Buffer.concat([Buffer.from([0x21, 0xfe, text.length]), text, Buffer.from([0])]);
  return Buffer.concat([gif.subarray(0, 19), ext, gif.subarray(19)]);
}

export function tinyPdf(extra = ''): Buffer {
  return Buffer.from(
    `%PDF-1.4
1 0 obj << /Type /Catalog /Pages 2 0 R ${extra}>> endobj
2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj
3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj
xref
0 4
0000000000 65535 f 
trailer << /Size 4 /Root 1 0 R >>
startxref
0
%%EOF
`,
    'latin1',
  );
}

/** A real ZIP holding one stored file (what a JAR is). */
export function tinyZip(name = 'Evil.class', content = 'payload'): Buffer {
  const data = Buffer.from(content);
  const file = Buffer.from(name);
  const crc = crc32(data);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(10, 4);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(file.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(10, 6);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(file.length, 28);
  const centralAt = local.length + file.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + file.length, 12);
  end.writeUInt32LE(centralAt, 16);
  return Buffer.concat([local, file, data, central, file, end]);
}

/** The start of a Linux program and of a Windows one. */
export const elfBytes = () =>
  Buffer.concat([Buffer.from('7f454c46020101000000000000000000', 'hex'), Buffer.alloc(200, 1)]);
export const mzBytes = () => Buffer.concat([Buffer.from('MZ'), Buffer.alloc(300, 0x90)]);

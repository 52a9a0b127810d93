// Image files a person might pick, made or read here; and what a stored avatar really is.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { readImageInfo, type ImageInfo } from '@vigia/shared/testing/images';

/** A real camera-sized JPEG (3000×2000, about 650 KB). */
export function largePhoto() {
  return {
    name: 'vacaciones.jpg',
    mimeType: 'image/jpeg',
    buffer: fs.readFileSync(path.join(__dirname, '../../fixtures/photo-3000x2000.jpg')),
  };
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid PNG of random pixels: noise does not compress, so 1000×1000 weighs about 3 MB. */
export function noisyPng(width = 1000, height = 1000) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, no filter method, no interlace
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let index = 0; index < rows.length; index += 1) {
    rows[index] = index % (width * 3 + 1) === 0 ? 0 : Math.floor(Math.random() * 256);
  }
  const buffer = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return { name: 'ruido.png', mimeType: 'image/png', buffer };
}

export function pdfFile() {
  return {
    name: 'factura.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n'),
  };
}

/** The type and size of the image in a data URL. */
export function dataUrlImage(dataUrl: string): ImageInfo | null {
  const [, base64 = ''] = dataUrl.split(',');
  return readImageInfo(new Uint8Array(Buffer.from(base64, 'base64')));
}

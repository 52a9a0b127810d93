// Test support for images (jest and Playwright, Node only): what an image really is, read from its
// bytes, and two real photos to pick.
import path from 'node:path';

/** Real image files: a 640×400 PNG and a 1200×800 JPEG with APP segments before its frame. */
export const IMAGE_FIXTURES = {
  png: path.join(__dirname, 'fixtures', 'gradient-640x400.png'),
  jpeg: path.join(__dirname, 'fixtures', 'plasma-1200x800.jpg'),
} as const;

export interface ImageInfo {
  type: 'image/jpeg' | 'image/png';
  width: number;
  height: number;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function readUint16(bytes: Uint8Array, offset: number): number {
  return (bytes[offset]! << 8) | bytes[offset + 1]!;
}

function readUint32(bytes: Uint8Array, offset: number): number {
  return readUint16(bytes, offset) * 0x10000 + readUint16(bytes, offset + 2);
}

function pngInfo(bytes: Uint8Array): ImageInfo | null {
  // The signature, then the IHDR chunk: length (4), 'IHDR' (4), width (4), height (4).
  if (bytes.length < 24 || !PNG_SIGNATURE.every((byte, index) => bytes[index] === byte))
    return null;
  if (String.fromCharCode(...bytes.subarray(12, 16)) !== 'IHDR') return null;
  return { type: 'image/png', width: readUint32(bytes, 16), height: readUint32(bytes, 20) };
}

/** Start-of-frame markers hold the size; C4 (DHT), C8 (JPG) and CC (DAC) share the range. */
function isStartOfFrame(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

function jpegInfo(bytes: Uint8Array): ImageInfo | null {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1]!;
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    const length = readUint16(bytes, offset + 2);
    if (isStartOfFrame(marker)) {
      if (offset + 9 > bytes.length) return null;
      return {
        type: 'image/jpeg',
        height: readUint16(bytes, offset + 5),
        width: readUint16(bytes, offset + 7),
      };
    }
    offset += 2 + length;
  }
  return null;
}

/** The type and pixel size of a PNG or JPEG from its bytes (not its name), or null. */
export function readImageInfo(bytes: Uint8Array): ImageInfo | null {
  return pngInfo(bytes) ?? jpegInfo(bytes);
}

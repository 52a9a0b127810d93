import fs from 'node:fs';
import { IMAGE_FIXTURES, readImageInfo } from './images';

const fixture = (kind: keyof typeof IMAGE_FIXTURES) =>
  new Uint8Array(fs.readFileSync(IMAGE_FIXTURES[kind]));

describe('readImageInfo', () => {
  it('reads type and size of a real PNG', () => {
    expect(readImageInfo(fixture('png'))).toEqual({
      type: 'image/png',
      width: 640,
      height: 400,
    });
  });

  it('reads type and size of a real JPEG, past its APP segments', () => {
    expect(readImageInfo(fixture('jpeg'))).toEqual({
      type: 'image/jpeg',
      width: 1200,
      height: 800,
    });
  });

  it('goes by content, not by name: text and PDF bytes are no image', () => {
    expect(readImageInfo(new TextEncoder().encode('hola, no soy una imagen'))).toBeNull();
    expect(readImageInfo(new TextEncoder().encode('%PDF-1.7\n%âãÏÓ\n1 0 obj'))).toBeNull();
  });

  it('refuses a truncated file', () => {
    expect(readImageInfo(fixture('png').subarray(0, 20))).toBeNull();
    expect(readImageInfo(fixture('jpeg').subarray(0, 30))).toBeNull();
  });
});

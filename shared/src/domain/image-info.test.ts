import fs from 'node:fs';
import path from 'node:path';
import { readImageInfo } from './image-info';

const fixture = (name: string) =>
  new Uint8Array(fs.readFileSync(path.join(__dirname, '__fixtures__', name)));

describe('readImageInfo', () => {
  it('reads type and size of a real PNG', () => {
    expect(readImageInfo(fixture('gradient-640x400.png'))).toEqual({
      type: 'image/png',
      width: 640,
      height: 400,
    });
  });

  it('reads type and size of a real JPEG, past its APP segments', () => {
    expect(readImageInfo(fixture('plasma-1200x800.jpg'))).toEqual({
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
    expect(readImageInfo(fixture('gradient-640x400.png').subarray(0, 20))).toBeNull();
    expect(readImageInfo(fixture('plasma-1200x800.jpg').subarray(0, 30))).toBeNull();
  });
});

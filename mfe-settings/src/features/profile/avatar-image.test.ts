import fs from 'node:fs';
import { IMAGE_FIXTURES, readImageInfo } from '@vigia/shared/testing/images';
import { installImageStubs } from '../../test/browser-image-stubs';
import { AvatarFileError, prepareAvatar } from './avatar-image';

function fixtureFile(kind: keyof typeof IMAGE_FIXTURES, name: string, type: string): File {
  return new File([fs.readFileSync(IMAGE_FIXTURES[kind])], name, { type });
}

let drawn: unknown[][];
let encoded: unknown[][];
beforeEach(() => {
  ({ drawn, encoded } = installImageStubs());
});
afterEach(() => jest.restoreAllMocks());

function dataUrlBytes(dataUrl: string): Uint8Array {
  const [prefix, base64] = dataUrl.split(',');
  expect(prefix).toBe('data:image/jpeg;base64');
  return new Uint8Array(Buffer.from(base64 ?? '', 'base64'));
}

describe('prepareAvatar', () => {
  it('brings a real 1200×800 JPEG down to 500×333, stored as JPEG at quality 0.7', async () => {
    const avatar = await prepareAvatar(fixtureFile('jpeg', 'plasma-1200x800.jpg', 'image/jpeg'));
    expect(readImageInfo(dataUrlBytes(avatar))).toEqual({
      type: 'image/jpeg',
      width: 500,
      height: 333,
    });
    expect(drawn[0]?.slice(1)).toEqual([0, 0, 500, 333]);
    expect(encoded).toEqual([['image/jpeg', 0.7]]);
  });

  it('re-encodes a real 640×400 PNG as a 500×313 JPEG', async () => {
    const avatar = await prepareAvatar(fixtureFile('png', 'gradient-640x400.png', 'image/png'));
    expect(readImageInfo(dataUrlBytes(avatar))).toEqual({
      type: 'image/jpeg',
      width: 500,
      height: 313,
    });
  });

  it('refuses a PDF before reading it', async () => {
    const pdf = new File(['%PDF-1.7'], 'factura.pdf', { type: 'application/pdf' });
    await expect(prepareAvatar(pdf)).rejects.toEqual(
      new AvatarFileError('El archivo debe ser una imagen'),
    );
    expect(createImageBitmap).not.toHaveBeenCalled();
  });

  it('refuses a text file named .png by its content', async () => {
    const fake = new File(['no soy una imagen'], 'foto.png', { type: 'image/png' });
    await expect(prepareAvatar(fake)).rejects.toEqual(
      new AvatarFileError('El archivo debe ser una imagen'),
    );
  });

  it('refuses an image over 2 MB without decoding it', async () => {
    const big = new File([new Uint8Array(3 * 1024 * 1024)], 'grande.png', { type: 'image/png' });
    await expect(prepareAvatar(big)).rejects.toEqual(
      new AvatarFileError('La imagen no puede superar los 2MB'),
    );
    expect(createImageBitmap).not.toHaveBeenCalled();
  });
});

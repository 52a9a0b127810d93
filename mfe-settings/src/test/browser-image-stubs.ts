import { readImageInfo } from '@vigia/shared/testing/images';

/** The smallest JPEG header a reader needs: SOI, then a baseline SOF0 with the size. */
function jpegHeader(width: number, height: number): Uint8Array<ArrayBuffer> {
  // prettier-ignore
  return new Uint8Array([
    0xff, 0xd8, 0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff,
    0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01,
  ]);
}

/** jsdom's Blob has no arrayBuffer(); its FileReader reads one. */
function blobBytes(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

// jsdom decodes no image and draws nothing: the browser edges are stood in for here. Decoding
// reads the real file's header (a file that is no PNG or JPEG fails as in a browser), and the
// canvas encodes a JPEG header of the size it was given. Pixels are checked in Chromium (e2e).
export function installImageStubs() {
  const drawn: unknown[][] = [];
  const encoded: unknown[][] = [];
  Object.assign(globalThis, {
    createImageBitmap: jest.fn(async (blob: Blob) => {
      const info = readImageInfo(await blobBytes(blob));
      if (!info)
        throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
      return { width: info.width, height: info.height, close: jest.fn() };
    }),
  });
  const context = {
    fillRect: jest.fn(),
    drawImage: (...args: unknown[]) => drawn.push(args),
  };
  jest
    .spyOn(HTMLCanvasElement.prototype, 'getContext')
    .mockReturnValue(context as unknown as CanvasRenderingContext2D);
  jest.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (
    this: HTMLCanvasElement,
    callback,
    type,
    quality,
  ) {
    encoded.push([type, quality]);
    callback(new Blob([jpegHeader(this.width, this.height)], { type: String(type) }));
  });
  return { drawn, encoded };
}

import { resolveLogoUrl } from './logo-url';

// Jest stands in 'test-file-stub' for every bundled image.
const BUNDLED = 'test-file-stub';

describe('resolveLogoUrl', () => {
  afterEach(() => {
    delete (globalThis as { __webpack_public_path__?: string }).__webpack_public_path__;
  });

  it("serves the known logos (boe, doga, real-estate) from the remote's own bundle", () => {
    expect(resolveLogoUrl('/logos/boe.svg')).toBe(BUNDLED);
    expect(resolveLogoUrl('/logos/doga.svg?v=2')).toBe(BUNDLED);
    expect(resolveLogoUrl('logos/real-estate.svg')).toBe(BUNDLED);
  });

  it("falls back on the type's known logo, else none", () => {
    expect(resolveLogoUrl(null, 'doga')).toBe(BUNDLED);
    expect(resolveLogoUrl('  ', 'boe')).toBe(BUNDLED);
    expect(resolveLogoUrl(undefined, 'otro')).toBeNull();
    expect(resolveLogoUrl(null)).toBeNull();
  });

  it('keeps absolute and data URLs', () => {
    expect(resolveLogoUrl('https://cdn.example.com/x.png')).toBe('https://cdn.example.com/x.png');
    expect(resolveLogoUrl('data:image/svg+xml,<svg/>')).toBe('data:image/svg+xml,<svg/>');
  });

  it("resolves other paths against the remote's public path, not the page's origin", () => {
    (globalThis as { __webpack_public_path__?: string }).__webpack_public_path__ =
      'http://127.0.0.1:3002/';
    expect(resolveLogoUrl('/logos/otro.svg')).toBe('http://127.0.0.1:3002/logos/otro.svg');
  });

  it('leaves other paths alone outside a webpack build', () => {
    expect(resolveLogoUrl('/logos/otro.svg')).toBe('/logos/otro.svg');
  });
});

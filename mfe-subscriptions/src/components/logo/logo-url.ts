import boeLogo from './images/boe.svg';
import dogaLogo from './images/doga.svg';
import realEstateLogo from './images/real-estate.svg';

/** The logos this remote serves (spec §2: known logos are boe, doga and real-estate). */
const KNOWN_LOGOS: Record<string, string> = {
  boe: boeLogo,
  doga: dogaLogo,
  'real-estate': realEstateLogo,
};

declare const __webpack_public_path__: string | undefined;

/** Where this remote's files are served from, e.g. 'http://127.0.0.1:3002/' (webpack's 'auto'). */
function remotePublicPath(): string | undefined {
  return typeof __webpack_public_path__ === 'string' && __webpack_public_path__
    ? __webpack_public_path__
    : undefined;
}

function logoName(url: string): string {
  const file = url.split(/[?#]/)[0].split('/').pop() ?? '';
  return file.replace(/\.(svg|png|jpe?g|webp)$/i, '');
}

/**
 * The URL to show for a logo. The api names logos as paths like '/logos/boe.svg': a known one is
 * the copy bundled with this remote; another path is resolved against the remote's own origin (the
 * shell runs on another), not the page's. Without a logo, the type's known logo, else null.
 */
export function resolveLogoUrl(logoUrl: string | null | undefined, typeId?: string): string | null {
  const url = logoUrl?.trim();
  if (!url) return (typeId && KNOWN_LOGOS[typeId]) || null;
  if (/^(https?:|data:|blob:)/i.test(url) || url.startsWith('//')) return url;
  const known = KNOWN_LOGOS[logoName(url)];
  if (known) return known;
  const base = remotePublicPath();
  return base ? new URL(url.replace(/^\/+/, ''), base).toString() : url;
}

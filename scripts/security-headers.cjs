// The security headers of every page and file the front-end servers answer: `pnpm start`'s static
// servers (scripts/lib/static-server.mjs) and the webpack dev servers (shared/webpack). Built from
// the same runtime configuration as /config.json, so the page may load code only from itself and
// the configured remotes, and talk only to the api and identity origins that configuration names.

/** Where the Firebase Auth SDK signs in and refreshes tokens (without the emulator). */
const FIREBASE_ORIGINS = [
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
  'https://www.googleapis.com',
];

const GOOGLE_API_ORIGIN = 'https://apis.google.com';

/** The origin of an absolute http(s) URL, or null (a relative one: the page's own origin). */
function originOf(url) {
  try {
    const { protocol, origin } = new URL(url);
    return protocol === 'http:' || protocol === 'https:' ? origin : null;
  } catch {
    return null;
  }
}

function unique(values) {
  return [...new Set(values.filter(Boolean))];
}

/**
 * @param {ReturnType<import('./runtime-config.cjs')['buildRuntimeConfig']>} config
 * @param {{ dev?: boolean }} options dev: webpack's development builds evaluate their modules
 */
function contentSecurityPolicy(config, { dev = false } = {}) {
  const production = config.environment === 'production';
  const remotes = Object.values(config.remotes ?? {}).map(originOf);
  // Outside production a remote may be loaded from another URL (?override=); production ignores it.
  const overrides = production ? [] : (config.overrideOrigins ?? []);
  const emulator = config.firebase?.emulatorHost ? originOf(config.firebase.emulatorHost) : null;
  const identity = emulator ? [emulator] : FIREBASE_ORIGINS;
  const authDomain = config.firebase?.authDomain ? `https://${config.firebase.authDomain}` : null;
  const code = ["'self'", ...remotes, ...overrides];
  const directives = {
    'default-src': ["'self'"],
    // Firebase Auth loads Google's API script for its sign-in popup.
    'script-src': [...code, emulator ? null : GOOGLE_API_ORIGIN, dev ? "'unsafe-eval'" : null],
    // Emotion (Chakra) writes style elements and attributes at run time.
    'style-src': [...code, "'unsafe-inline'"],
    'img-src': [...code, 'data:', 'blob:', 'https:'],
    'font-src': [...code, 'data:'],
    'connect-src': [
      ...code,
      originOf(config.apiBaseUrl),
      originOf(config.tokenSyncUrl),
      ...identity,
    ],
    'frame-src': [authDomain, emulator],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    // Every form is sent by script. None navigates: a screen drawn at build time (its form shown
    // before any script runs) must never send what was typed in a URL.
    'form-action': ["'none'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${unique(sources).join(' ') || "'none'"}`)
    .join('; ');
}

/** The headers of every answer of a front-end server. */
function securityHeaders(config, options = {}) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(config, options),
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
}

module.exports = { contentSecurityPolicy, securityHeaders };

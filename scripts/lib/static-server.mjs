// Serves built front-end packages: precompressed files, SPA fallback for the shell, the runtime
// /config.json and a proxy of /api to the api. Remotes answer with CORS so the shell can load them.
// Every answer carries the security headers of scripts/security-headers.cjs.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import { composePage, prerenderedScreens } from './prerendered.mjs';

const require = createRequire(import.meta.url);
const { buildRuntimeConfig } = require('../runtime-config.cjs');
const { securityHeaders } = require('../security-headers.cjs');

/** Bodies the /api proxy holds before passing them on (the api's own limits are lower). */
export const PROXY_BODY_LIMIT = 20 * 1024 * 1024;

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

// Entry points that must be re-read on every load so a redeployed remote shows at once.
const ALWAYS_FRESH = new Set(['index.html', 'mf-manifest.json', 'remoteEntry.js', 'mf-stats.json']);

/** A remote's prerendered screens (scripts/lib/prerendered.mjs) change with each build at one URL. */
function isAlwaysFresh(file) {
  return (
    ALWAYS_FRESH.has(path.basename(file)) || path.basename(path.dirname(file)) === 'prerendered'
  );
}

function fileIn(dir, urlPath) {
  const decoded = decodeURIComponent(urlPath.split('?')[0]);
  const full = path.normalize(path.join(dir, decoded));
  if (!full.startsWith(dir)) return null;
  try {
    return fs.statSync(full).isFile() ? full : null;
  } catch {
    return null;
  }
}

/**
 * A validator for a file as served: the browser revalidates the always-fresh files (the page, a
 * remote's manifest and entry) with it, and an unchanged one costs a 304 and no body.
 */
function etagOf(file, encoding) {
  const { size, mtimeMs } = fs.statSync(file);
  return `"${size.toString(36)}-${Math.round(mtimeMs).toString(36)}${encoding ? `-${encoding}` : ''}"`;
}

function sendFile(req, res, file, extraHeaders) {
  const accepts = String(req.headers['accept-encoding'] ?? '');
  let body = file;
  let encoding = '';
  if (accepts.includes('br') && fs.existsSync(`${file}.br`)) {
    body = `${file}.br`;
    encoding = 'br';
  } else if (accepts.includes('gzip') && fs.existsSync(`${file}.gz`)) {
    body = `${file}.gz`;
    encoding = 'gzip';
  }
  answer(req, res, {
    etag: etagOf(file, encoding),
    encoding,
    length: fs.statSync(body).size,
    headers: {
      'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      // Hashed chunks (and main.js, linked with a per-build query) never change at their URL.
      'Cache-Control': isAlwaysFresh(file) ? 'no-cache' : 'public, max-age=31536000, immutable',
      ...extraHeaders,
    },
    send: () => fs.createReadStream(body).pipe(res),
  });
}

/** A 304 when the browser holds `etag`, else the body `send` writes (none for HEAD). */
function answer(req, res, { etag, encoding, length, headers, send }) {
  const all = { ...headers, ETag: etag, Vary: 'Accept-Encoding' };
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, all);
    return res.end();
  }
  if (encoding) all['Content-Encoding'] = encoding;
  all['Content-Length'] = length;
  res.writeHead(200, all);
  if (req.method === 'HEAD') return res.end();
  send();
}

/** Compressed pages with a screen drawn in, by page, screen and encoding: they change with a deploy. */
const composedPages = new Map();

function compressed(body, encoding) {
  if (encoding === 'br') {
    return zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
  }
  return encoding === 'gzip' ? zlib.gzipSync(body) : body;
}

/** The shell's page at a path whose screen a remote drew at build time (scripts/lib/prerendered.mjs). */
function sendComposedPage(req, res, index, screen, extraHeaders) {
  const accepts = String(req.headers['accept-encoding'] ?? '');
  const encoding = accepts.includes('br') ? 'br' : accepts.includes('gzip') ? 'gzip' : '';
  const key = `${etagOf(index, '').slice(1, -1)}-${screen.id}`;
  const cacheKey = `${key}-${encoding}`;
  let body = composedPages.get(cacheKey);
  if (!body) {
    if (composedPages.size > 64) composedPages.clear();
    const page = composePage(fs.readFileSync(index, 'utf8'), screen.html);
    body = compressed(Buffer.from(page), encoding);
    composedPages.set(cacheKey, body);
  }
  answer(req, res, {
    etag: `"${key}${encoding ? `-${encoding}` : ''}"`,
    encoding,
    length: body.length,
    headers: { 'Content-Type': TYPES['.html'], 'Cache-Control': 'no-cache', ...extraHeaders },
    send: () => res.end(body),
  });
}

/** What the proxy answers while nothing listens behind it (the front end shows its own notice). */
export const API_UNAVAILABLE = {
  error: {
    code: 'SERVICE_UNAVAILABLE',
    message:
      'Servicio no disponible: el servidor de Vigía no responde. Inténtalo de nuevo en unos segundos.',
  },
};

function sendJson(res, status, body, headers = {}) {
  if (res.headersSent) return res.end();
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', ...headers });
  res.end(JSON.stringify(body));
}

function tooLarge(res) {
  const message = 'Request body is too large';
  sendJson(
    res,
    413,
    {
      error: {
        code: 'VALIDATION_ERROR',
        message,
        details: [{ code: 'too_big', path: [], type: 'body', maximum: PROXY_BODY_LIMIT, message }],
      },
    },
    { Connection: 'close' },
  );
}

/**
 * Passes a request to the api and its answer back, whatever its status. The body is read whole
 * first: the api answers a body over its limit (413) before reading it and closes, and a request
 * still being streamed would see that close as a failure and lose the answer. Only a failure to
 * reach the api at all is a 502.
 */
function proxy(req, res, target) {
  if (Number(req.headers['content-length']) > PROXY_BODY_LIMIT) {
    tooLarge(res);
    req.resume();
    return;
  }
  const chunks = [];
  let size = 0;
  req.on('data', (chunk) => {
    size += chunk.length;
    if (size <= PROXY_BODY_LIMIT) chunks.push(chunk);
  });
  req.on('error', () => res.destroy());
  req.on('end', () => {
    if (size > PROXY_BODY_LIMIT) return tooLarge(res);
    const body = Buffer.concat(chunks);
    const headers = { ...req.headers };
    delete headers['transfer-encoding'];
    if (body.length > 0 || headers['content-length'] !== undefined) {
      headers['content-length'] = String(body.length);
    }
    let answered = false;
    const upstream = http.request(
      { host: target.hostname, port: target.port, path: req.url, method: req.method, headers },
      (up) => {
        answered = true;
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.on('aborted', () => res.destroy());
        up.pipe(res);
      },
    );
    upstream.on('error', () => {
      // The api answered (a 413 before reading the body, say) and then closed: its answer stands.
      if (answered) return;
      // The api is down (crashed and being restarted, or stopped): say so, in the user's language.
      sendJson(res, 503, API_UNAVAILABLE, { 'Cache-Control': 'no-store', 'Retry-After': '5' });
    });
    upstream.end(body);
  });
}

/**
 * @param {{ port: number, dir: string, spa?: boolean, cors?: boolean, apiTarget?: string,
 *           config?: Record<string, unknown> | (() => Record<string, unknown>),
 *           prerendered?: boolean }} site
 * `prerendered`: the shell's pages carry the screens its remotes drew at build time.
 */
export function serveSite(site) {
  const dir = path.resolve(site.dir);
  const apiTarget = site.apiTarget ? new URL(site.apiTarget) : null;
  const cors = site.cors ? { 'Access-Control-Allow-Origin': '*' } : {};
  const configOf = () =>
    typeof site.config === 'function' ? site.config() : (site.config ?? buildRuntimeConfig());
  const screenFor = site.prerendered
    ? prerenderedScreens({ manifestUrls: () => Object.values(configOf().remotes ?? {}) })
    : null;
  const server = http.createServer(async (req, res) => {
    const url = req.url ?? '/';
    if (apiTarget && (url === '/api' || url.startsWith('/api/'))) return proxy(req, res, apiTarget);
    for (const [name, value] of Object.entries(securityHeaders(configOf()))) {
      res.setHeader(name, value);
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { ...cors, 'Access-Control-Allow-Headers': '*' });
      return res.end();
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405);
      return res.end();
    }
    if (site.config && url.split('?')[0] === '/config.json') {
      const config = configOf();
      res.writeHead(200, {
        'Content-Type': 'application/json; charset=utf-8',
        'Cache-Control': 'no-cache',
        ...cors,
      });
      return res.end(JSON.stringify(config));
    }
    const file = fileIn(dir, url === '/' ? '/index.html' : url);
    if (file) return sendFile(req, res, file, cors);
    const wantsPage = !path.extname(url.split('?')[0]);
    const index = path.join(dir, 'index.html');
    if (site.spa && wantsPage && fs.existsSync(index)) {
      const screen = screenFor ? await screenFor(url.split('?')[0]) : null;
      if (screen) return sendComposedPage(req, res, index, screen, cors);
      return sendFile(req, res, index, cors);
    }
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', ...cors });
    res.end('Not found');
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(site.port, '127.0.0.1', () => resolve(server));
  });
}

export const FRONT_ENDS = [
  { name: 'shell', port: 3000 },
  { name: 'mfe-auth', port: 3001 },
  { name: 'mfe-subscriptions', port: 3002 },
  { name: 'mfe-notifications', port: 3003 },
  { name: 'mfe-settings', port: 3004 },
];

/** The five front-end sites as `pnpm start` serves them. */
export function productSites(
  root,
  { apiTarget = 'http://127.0.0.1:8080', env = process.env } = {},
) {
  return FRONT_ENDS.map(({ name, port }) => ({
    port,
    dir: path.join(root, name, 'dist'),
    spa: true,
    cors: name !== 'shell',
    prerendered: name === 'shell',
    apiTarget,
    config: () => buildRuntimeConfig(env),
  }));
}

export { buildRuntimeConfig };

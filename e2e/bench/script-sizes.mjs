// What a page downloads as JavaScript: raw, gzip (level 9) and as transferred (brotli, as served).
import zlib from 'node:zlib';

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** Starts collecting the scripts `page` downloads; `done()` resolves to their sizes. */
export function collectScripts(page) {
  const pending = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(measure(response));
  });
  return { done: () => Promise.all(pending) };
}

async function measure(response) {
  const body = await response.body().catch(() => Buffer.alloc(0));
  const sizes = await response
    .request()
    .sizes()
    .catch(() => null);
  return {
    url: response.url(),
    raw: body.length,
    gzip: zlib.gzipSync(body, { level: 9 }).length,
    transferred: sizes ? sizes.responseBodySize : body.length,
  };
}

/** One line: count, raw, gzip and transferred totals; with VERBOSE=1, every script by gzip size. */
export function report(label, scripts, log = console.log) {
  const total = (key) => scripts.reduce((sum, script) => sum + script[key], 0);
  log(
    `${label}: ${scripts.length} scripts, raw ${kb(total('raw'))}, gzip ${kb(total('gzip'))}, ` +
      `transferred ${kb(total('transferred'))}`,
  );
  if (process.env.VERBOSE) {
    for (const script of [...scripts].sort((a, b) => b.gzip - a.gzip)) {
      log(`  ${kb(script.gzip).padStart(10)}  ${script.url}`);
    }
  }
}

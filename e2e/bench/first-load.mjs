#!/usr/bin/env node
// Measures the JavaScript a first visit downloads: builds what is stale, serves the five front
// ends as `pnpm start` does (no api needed for a signed-out page), opens each path in Chromium with
// an empty cache and prints, per path, the script count and their raw, gzip (level 9) and
// transferred (brotli, as served) sizes.
//   pnpm --filter @vigia/e2e bench:first-load [/login /signup …]
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { buildFrontEnds } from '../../scripts/lib/build-front-ends.mjs';
import { productSites, serveSite } from '../../scripts/lib/static-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/login'];
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

await buildFrontEnds(root, { log: () => {} });
const servers = [];
for (const site of productSites(root)) servers.push(await serveSite(site));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
});

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

try {
  for (const urlPath of paths) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const pending = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      pending.push(measure(response));
    });
    await page.goto(`http://127.0.0.1:3000${urlPath}`, { waitUntil: 'networkidle' });
    // The page has rendered when a form or a heading shows.
    await page.locator('form, h1, h2').first().waitFor();
    await page.waitForLoadState('networkidle');
    const scripts = await Promise.all(pending);
    const total = (key) => scripts.reduce((sum, script) => sum + script[key], 0);
    console.log(
      `${urlPath}: ${scripts.length} scripts, raw ${kb(total('raw'))}, gzip ${kb(total('gzip'))}, ` +
        `transferred ${kb(total('transferred'))}`,
    );
    if (process.env.VERBOSE) {
      for (const script of scripts.sort((a, b) => b.gzip - a.gzip)) {
        console.log(`  ${kb(script.gzip).padStart(10)}  ${script.url}`);
      }
    }
    await context.close();
  }
} finally {
  await browser.close();
  for (const server of servers) server.close();
}

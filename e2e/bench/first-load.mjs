#!/usr/bin/env node
// Measures the JavaScript a first visit downloads: builds what is stale, serves the five front
// ends as `pnpm start` does (no api needed for a signed-out page), opens each path in Chromium with
// an empty cache and prints, per path, the script count and their raw, gzip (level 9) and
// transferred (brotli, as served) sizes.
//   pnpm --filter @vigia/e2e bench:first-load [/login /signup …]
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { buildFrontEnds } from '../../scripts/lib/build-front-ends.mjs';
import { productSites, serveSite } from '../../scripts/lib/static-server.mjs';
import { collectScripts, report } from './script-sizes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/login'];

await buildFrontEnds(root, { log: () => {} });
const servers = [];
for (const site of productSites(root)) servers.push(await serveSite(site));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
});

try {
  for (const urlPath of paths) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts = collectScripts(page);
    await page.goto(`http://127.0.0.1:3000${urlPath}`, { waitUntil: 'networkidle' });
    // The page has rendered when a form or a heading of the app shows (not one drawn at build time).
    await page.locator('form, h1, h2').first().waitFor();
    await page.locator('[data-prerendered]').waitFor({ state: 'detached' });
    await page.waitForLoadState('networkidle');
    report(urlPath, await scripts.done());
    await context.close();
  }
} finally {
  await browser.close();
  for (const server of servers) server.close();
}

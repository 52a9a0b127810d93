#!/usr/bin/env node
// How soon a first visit paints: builds what is stale, serves the five front ends as `pnpm start`
// does (a signed-out page needs no api), and opens each path in Chromium RUNS times, each in a
// fresh browser context (empty cache), under two settings:
//   throttled    CPU 4× slower (Emulation.setCPUThrottlingRate), 150 ms latency per request,
//                1.6 Mbps down and 750 kbps up (Network.emulateNetworkConditions)
//   unthrottled  the machine as it is
// and prints the median of: first contentful paint, largest contentful paint (PerformanceObserver,
// read once the page is idle), when the screen's form or heading showed (drawn at build time on
// /login, /signup and /recover-password: scripts/lib/prerendered.mjs), when the app's own screen
// replaced it and answers input ('app'), and the JavaScript downloaded (gzip). Budgets (issue 23, for /login): LCP ≤ 2.0 s throttled, ≤ 0.4 s unthrottled;
// a meaningful first paint ≤ 1.0 s throttled.
//   pnpm --filter @vigia/e2e bench:first-paint [/login /signup …]     RUNS=5 by default
/* global window, document, requestAnimationFrame -- observePaints and the evaluated callbacks run in the page */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { buildFrontEnds } from '../../scripts/lib/build-front-ends.mjs';
import { productSites, serveSite } from '../../scripts/lib/static-server.mjs';
import { collectScripts, kb } from './script-sizes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/login'];
const runs = Number(process.env.RUNS ?? 5);

const SETTINGS = {
  throttled: {
    cpuRate: 4,
    network: {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    },
  },
  unthrottled: { cpuRate: 1, network: null },
};

/** Runs in the page before any of its scripts: records paints and when the screen showed. */
function observePaints() {
  const marks = { lcp: 0, lcpElement: '', screen: 0, app: 0 };
  window.__paints = marks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      marks.lcp = entry.startTime;
      const element = entry.element;
      marks.lcpElement = element
        ? `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`
        : '';
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  const watch = () => {
    const screen = document.querySelector('form input, main h1, main h2');
    if (screen && !marks.screen) requestAnimationFrame(() => (marks.screen = performance.now()));
    if (screen && !document.querySelector('[data-prerendered]')) {
      requestAnimationFrame(() => (marks.app = performance.now()));
      return;
    }
    requestAnimationFrame(watch);
  };
  requestAnimationFrame(watch);
}

async function measure(browser, urlPath, setting) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: setting.cpuRate });
  if (setting.network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', setting.network);
  }
  await page.addInitScript(observePaints);
  const scripts = collectScripts(page);
  await page.goto(`http://127.0.0.1:3000${urlPath}`);
  await page.waitForFunction(() => window.__paints.app > 0, null, { timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  const marks = await page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0];
    return { ...window.__paints, fcp: fcp ? fcp.startTime : 0 };
  });
  const sizes = await scripts.done();
  await context.close();
  return { ...marks, gzip: sizes.reduce((sum, script) => sum + script.gzip, 0) };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

await buildFrontEnds(root, { log: () => {} });
const servers = [];
for (const site of productSites(root)) servers.push(await serveSite(site));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
});

try {
  console.log(
    `median of ${runs} fresh contexts; throttled: CPU ${SETTINGS.throttled.cpuRate}×, ` +
      `${SETTINGS.throttled.network.latency} ms latency, 1.6 Mbps down, 750 kbps up`,
  );
  for (const urlPath of paths) {
    for (const [name, setting] of Object.entries(SETTINGS)) {
      const results = [];
      for (let run = 0; run < runs; run += 1)
        results.push(await measure(browser, urlPath, setting));
      const pick = (key) => median(results.map((result) => result[key]));
      const lcpRun = results.find((result) => result.lcp === pick('lcp'));
      console.log(
        `${urlPath} ${name.padEnd(11)} FCP ${seconds(pick('fcp'))}  LCP ${seconds(pick('lcp'))} ` +
          `(${lcpRun?.lcpElement})  screen ${seconds(pick('screen'))}  app ${seconds(pick('app'))}  ` +
          `JS ${kb(pick('gzip'))} gzip`,
      );
    }
  }
} finally {
  await browser.close();
  for (const server of servers) server.close();
}

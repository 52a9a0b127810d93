#!/usr/bin/env node
// `pnpm start`: the whole product on embedded defaults — Firebase Auth emulator, the api on PGlite
// with its SMTP sink, and the shell with the four remotes — on 127.0.0.1. Ctrl-C stops everything.
//   --dev   webpack dev servers (rebuild on save) instead of the built, compressed bundles
//   --e2e   also a second shell on :3010 whose config points mfe_settings at a closed port, and a
//           control port :3099 (POST /api/stop, /api/start, /api/pause, /api/resume) for tests of
//           the api being down or stalled
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildFrontEnds } from './lib/build-front-ends.mjs';
import http from 'node:http';
import {
  isPortOpen,
  startService,
  stopService,
  stopAll,
  stopAllOnSignals,
  waitForHttp,
  waitForPort,
} from './lib/processes.mjs';
import { EMULATOR_PORT, startAuthEmulator } from './lib/services.mjs';
import { buildRuntimeConfig, FRONT_ENDS, productSites, serveSite } from './lib/static-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = new Set(process.argv.slice(2));
const dev = args.has('--dev');
const e2e = args.has('--e2e');

const API_PORT = Number(process.env.PORT ?? 8080);

async function startApi() {
  if (await isPortOpen(API_PORT)) {
    throw new Error(
      `Port ${API_PORT} is already in use: stop whatever runs there (another Vigía?).`,
    );
  }
  const api = startService('api', 'pnpm', ['--filter', '@vigia/api', 'run', 'start'], {
    cwd: root,
    env: {
      PORT: String(API_PORT),
      FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${EMULATOR_PORT}`,
      FIREBASE_PROJECT_ID: 'demo-vigia',
      // The browser tests replay no bulletin site: nothing to watch.
      ...(e2e ? { BULLETIN_WATCH: 'off', EMAIL_WORKER_INTERVAL_MS: '2000' } : {}),
    },
  });
  await waitForHttp(`http://127.0.0.1:${API_PORT}/health`, { timeoutMs: 90_000, service: api });
  return api;
}

/**
 * --e2e only: POST /api/stop and /api/start on 127.0.0.1:3099 really stop and restart the api, so
 * that browser tests can check what users see while the server is down; /api/pause freezes its
 * processes (SIGSTOP: connections are accepted, nothing answers) and /api/resume wakes them.
 */
function serveTestControl(initialApi) {
  let api = initialApi;
  const signalApi = (signal) => process.kill(-api.pid, signal);
  const server = http.createServer(async (req, res) => {
    try {
      if (req.method === 'POST' && req.url === '/api/pause') {
        signalApi('SIGSTOP');
      } else if (req.method === 'POST' && req.url === '/api/resume') {
        signalApi('SIGCONT');
      } else if (req.method === 'POST' && req.url === '/api/stop') {
        try {
          signalApi('SIGCONT'); // a frozen process would not hear SIGTERM
        } catch {
          // already stopped
        }
        await stopService(api);
      } else if (req.method === 'POST' && req.url === '/api/start') {
        api = await startApi();
      } else {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(204).end();
    } catch (error) {
      res.writeHead(500, { 'Content-Type': 'text/plain' }).end(String(error));
    }
  });
  return new Promise((resolve) => server.listen(3099, '127.0.0.1', resolve));
}

async function startFrontEnds() {
  if (dev) {
    for (const { name, port } of FRONT_ENDS) {
      startService(name, 'pnpm', ['--filter', `@vigia/${name}`, 'run', 'dev'], { cwd: root });
      await waitForPort(port, { timeoutMs: 180_000 });
    }
    return;
  }
  const timings = await buildFrontEnds(root);
  for (const { name, seconds } of timings)
    console.log(`  ${name} built in ${seconds.toFixed(1)} s`);
  for (const site of productSites(root)) await serveSite(site);
  if (e2e) {
    const broken = () => {
      const config = buildRuntimeConfig();
      config.remotes.mfe_settings = 'http://127.0.0.1:3999/mf-manifest.json';
      return config;
    };
    await serveSite({ ...productSites(root)[0], port: 3010, config: broken });
  }
}

async function main() {
  stopAllOnSignals();
  console.log('Starting Vigía (embedded defaults)…');
  await startAuthEmulator(root);
  const api = await startApi();
  const demo = e2e ? null : await seedDemo();
  await startFrontEnds();
  if (e2e) await serveTestControl(api);
  console.log('\nVigía is running at http://127.0.0.1:3000');
  console.log(`  API            http://127.0.0.1:${API_PORT}/api/v1   (OpenAPI: /api/docs)`);
  console.log(`  Auth emulator  http://127.0.0.1:${EMULATOR_PORT}`);
  console.log(
    '  Mail sink      SMTP 127.0.0.1:2525, read it at http://127.0.0.1:3000/api/dev/mail',
  );
  if (demo) console.log(`  Demo account   ${demo.email} / ${demo.password}`);
  console.log('Press Ctrl-C to stop.');
}

/**
 * The demo account, with subscriptions and notifications matched from the sample bulletins, so
 * the product works offline. A failure only costs the demo.
 */
async function seedDemo() {
  try {
    const response = await fetch(`http://127.0.0.1:${API_PORT}/api/dev/demo`, { method: 'POST' });
    if (!response.ok) throw new Error(`HTTP ${response.status} ${await response.text()}`);
    return (await response.json()).data;
  } catch (error) {
    console.warn(`Demo account not prepared: ${error instanceof Error ? error.message : error}`);
    return null;
  }
}

main().catch(async (error) => {
  console.error(`\nVigía could not start: ${error.message}`);
  await stopAll();
  process.exit(1);
});

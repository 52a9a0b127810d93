#!/usr/bin/env node
// `pnpm start`: the whole product on embedded defaults — Firebase Auth emulator, the api on PGlite
// with its SMTP sink, and the shell with the four remotes — on 127.0.0.1. Ctrl-C stops everything.
//   --dev   webpack dev servers (rebuild on save) instead of the built, compressed bundles
//   --e2e   also a second shell on :3010 whose config points mfe_settings at a closed port, and a
//           control port :3099 (POST /api/stop, /api/start, /api/pause, /api/resume) for tests of
//           the api being down or stalled
// The database process and the api are supervised: one that crashes is logged and started again
// with back-off (scripts/lib/backend.mjs); meanwhile the shell's /api answers 503.
// Development routes (/api/dev) are off unless VIGIA_DEV_ROUTES says otherwise: --dev turns them
// all on, --e2e those the browser tests use.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildFrontEnds } from './lib/build-front-ends.mjs';
import http from 'node:http';
import { startBackend } from './lib/backend.mjs';
import { startService, stopAll, stopAllOnSignals, waitForPort } from './lib/processes.mjs';
import { EMULATOR_PORT, startAuthEmulator } from './lib/services.mjs';
import { buildRuntimeConfig, FRONT_ENDS, productSites, serveSite } from './lib/static-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = new Set(process.argv.slice(2));
const dev = args.has('--dev');
const e2e = args.has('--e2e');

const API_PORT = Number(process.env.PORT ?? 8080);
const DEV_ROUTES = dev ? 'on' : e2e ? 'mail,publications,notifications' : undefined;
const DEMO_EMAIL = process.env.VIGIA_DEMO_EMAIL || 'demo@vigia.local';

/** This install's demo password: made once, kept in the data folder, shown only in this console. */
function demoPassword() {
  const file = path.resolve(root, process.env.VIGIA_DATA_DIR ?? '.data', 'demo-password');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const password = randomBytes(9).toString('base64url');
    fs.writeFileSync(file, `${password}\n`, { mode: 0o600 });
    return password;
  }
}
const DEMO_PASSWORD = e2e ? null : demoPassword();

/** The database process and the api, supervised; gives up (and stops everything) if they can't run. */
function startApi() {
  return startBackend({
    root,
    env: {
      PORT: String(API_PORT),
      FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${EMULATOR_PORT}`,
      FIREBASE_PROJECT_ID: 'demo-vigia',
      // The browser tests replay no bulletin site: nothing to watch.
      ...(e2e ? { BULLETIN_WATCH: 'off', EMAIL_WORKER_INTERVAL_MS: '2000' } : {}),
      ...(DEV_ROUTES ? { VIGIA_DEV_ROUTES: DEV_ROUTES } : {}),
      // The api prepares the demo account itself once it listens.
      ...(DEMO_PASSWORD ? { VIGIA_DEMO_PASSWORD: DEMO_PASSWORD } : {}),
    },
    onGiveUp: async (name) => {
      console.error(`\nVigía stopped: the ${name} keeps crashing (see its log above).`);
      await stopAll();
      process.exit(1);
    },
  });
}

/**
 * --e2e only: POST /api/stop and /api/start on 127.0.0.1:3099 really stop the api (its
 * supervisor does not restart it) and start it again, so that browser tests can check what users
 * see while the server is down; /api/pause freezes it (SIGSTOP: connections are accepted, nothing
 * answers) and /api/resume wakes it.
 */
function serveTestControl(backend) {
  const signalApi = (signal) => {
    const { child } = backend.api;
    if (child) process.kill(-child.pid, signal);
  };
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
        await backend.api.pause();
      } else if (req.method === 'POST' && req.url === '/api/start') {
        await backend.api.resume();
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
  const backend = await startApi();
  await startFrontEnds();
  if (e2e) await serveTestControl(backend);
  console.log('\nVigía is running at http://127.0.0.1:3000');
  console.log(`  API            http://127.0.0.1:${API_PORT}/api/v1   (OpenAPI: /api/docs)`);
  if (!process.env.DATABASE_URL) {
    console.log(
      `  Database       PGlite (${process.env.PGLITE_DIR ?? '.data/pglite'}) served on 127.0.0.1:${process.env.PGLITE_PORT ?? 5433}`,
    );
  }
  console.log(`  Auth emulator  http://127.0.0.1:${EMULATOR_PORT}`);
  console.log(
    DEV_ROUTES
      ? '  Mail sink      SMTP 127.0.0.1:2525, your own mail at /api/dev/mail (signed in)'
      : '  Mail sink      SMTP 127.0.0.1:2525, messages kept in .data/mail/',
  );
  if (DEMO_PASSWORD) console.log(`  Demo account   ${DEMO_EMAIL} / ${DEMO_PASSWORD}`);
  console.log('Press Ctrl-C to stop.');
}

main().catch(async (error) => {
  console.error(`\nVigía could not start: ${error.message}`);
  await stopAll();
  process.exit(1);
});

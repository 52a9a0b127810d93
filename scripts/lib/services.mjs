// The external services a local Vigía needs, started the same way by `pnpm start` and `pnpm test`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isPortOpen, run, startService, waitForPort } from './processes.mjs';

export const EMULATOR_PORT = 9099;

/** Starts the Firebase Auth emulator (project demo-vigia) unless one already answers. */
export async function startAuthEmulator(root) {
  if (await isPortOpen(EMULATOR_PORT)) {
    console.log(`Firebase Auth emulator already running on :${EMULATOR_PORT}; using it.`);
    return null;
  }
  const emulator = startService(
    'auth-emulator',
    path.join(root, 'node_modules', '.bin', 'firebase'),
    ['emulators:start', '--only', 'auth', '--project', 'demo-vigia'],
    { cwd: root, env: { CI: 'true' }, quiet: true },
  );
  await waitForPort(EMULATOR_PORT, { timeoutMs: 120_000, service: emulator });
  return emulator;
}

function postgresBin(tool) {
  const base = '/usr/lib/postgresql';
  const versions = fs.existsSync(base)
    ? fs.readdirSync(base).sort((a, b) => Number(b) - Number(a))
    : [];
  for (const version of versions) {
    const file = path.join(base, version, 'bin', tool);
    if (fs.existsSync(file)) return file;
  }
  throw new Error(
    `PostgreSQL's ${tool} was not found under ${base}: install it with 'apt-get install -y postgresql'.`,
  );
}

/**
 * Starts a throw-away PostgreSQL server on a loopback port and returns its URL and a stop function.
 * As root, the server runs as the `postgres` user (initdb refuses root). `settings` are more
 * server parameters (`{ shared_buffers: '1GB' }`).
 */
export async function startTempPostgres({ port = 54329, settings = {} } = {}) {
  if (await isPortOpen(port))
    throw new Error(`Port ${port} is taken; cannot start the test PostgreSQL.`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigia-pg-'));
  const asRoot = process.getuid?.() === 0;
  const as = (cmd) =>
    asRoot ? ['runuser', ['-u', 'postgres', '--', ...cmd]] : [cmd[0], cmd.slice(1)];
  if (asRoot) await run('chown', ['postgres:postgres', dir], { quiet: true });
  const [initCmd, initArgs] = as([
    postgresBin('initdb'),
    '-D',
    dir,
    '-A',
    'trust',
    '-U',
    'postgres',
    '-E',
    'UTF8',
  ]);
  await run(initCmd, initArgs, { quiet: true });
  const options = [
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
    ...Object.entries(settings).map(([name, value]) => `-c ${name}=${value}`),
  ].join(' ');
  const [ctl, ctlArgs] = as([
    postgresBin('pg_ctl'),
    '-D',
    dir,
    '-o',
    options,
    '-l',
    path.join(dir, 'server.log'),
    '-w',
    'start',
  ]);
  await run(ctl, ctlArgs, { quiet: true });
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    logFile: path.join(dir, 'server.log'),
    async stop() {
      const [stopCmd, stopArgs] = as([postgresBin('pg_ctl'), '-D', dir, '-m', 'immediate', 'stop']);
      await run(stopCmd, stopArgs, { quiet: true }).catch(() => {});
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

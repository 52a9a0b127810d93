#!/usr/bin/env node
// `pnpm backend`: the embedded database process and the api, supervised exactly as `pnpm start`
// runs them, without the front ends or the Auth emulator (benchmarks, crash tests). PORT,
// PGLITE_PORT, PGLITE_DIR and the api's other variables apply. Ctrl-C stops both.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startBackend } from './lib/backend.mjs';
import { stopAll, stopAllOnSignals } from './lib/processes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function main() {
  stopAllOnSignals();
  const backend = await startBackend({
    root,
    onGiveUp: async () => {
      await stopAll();
      process.exit(1);
    },
  });
  console.log(`Vigía api ready at ${backend.apiUrl}`);
}

main().catch(async (error) => {
  console.error(`The back end could not start: ${error.message}`);
  await stopAll();
  process.exit(1);
});

// `pnpm --filter @vigia/api build`: the compiled api for the production profile. One file per
// entry point in dist/ (the api, the job worker, the embedded database's process, the CLI), with
// @vigia/shared compiled in and every other package left to node_modules.
import { build } from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(fileURLToPath(import.meta.url));
const { dependencies } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));

fs.rmSync(path.join(root, 'dist'), { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: ['src/main.ts', 'src/worker.ts', 'src/database.ts', 'src/cli/index.ts'],
  outbase: 'src',
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  external: Object.keys(dependencies).filter((name) => name !== '@vigia/shared'),
  logLevel: 'warning',
});

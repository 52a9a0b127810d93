// After the webpack build: draws the signed-out screens of src/prerender/ into
// dist/prerendered/<screen>.html, and lists them by path in dist/prerendered/routes.json.
// Bundled for Node with esbuild (JSX and @vigia/shared's TypeScript), on Preact as the page is
// (@vigia/shared/webpack/preact): every package that renders is bundled with it; Firebase, which
// no signed-out screen draws with, stays external.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createRequire } from 'node:module';
import { build } from 'esbuild';

process.env.NODE_ENV ??= 'production';
const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(packageDir, 'dist', 'prerendered');
const bundle = path.join(packageDir, 'dist', '.prerender.mjs');
const { REACT_ON_PREACT } = createRequire(import.meta.url)('@vigia/shared/webpack/preact');

await build({
  entryPoints: [path.join(packageDir, 'src/prerender/prerenderScreens.tsx')],
  outfile: bundle,
  bundle: true,
  platform: 'node',
  format: 'esm',
  jsx: 'automatic',
  logLevel: 'warning',
  alias: REACT_ON_PREACT,
  external: ['firebase', 'firebase/*'],
  define: { 'process.env.NODE_ENV': '"production"' },
});

try {
  const { PRERENDERED_SCREENS, prerenderScreen } = await import(pathToFileURL(bundle).href);
  fs.mkdirSync(outDir, { recursive: true });
  for (const [screenPath, file] of Object.entries(PRERENDERED_SCREENS)) {
    fs.writeFileSync(path.join(outDir, file), prerenderScreen(screenPath));
  }
  fs.writeFileSync(path.join(outDir, 'routes.json'), JSON.stringify(PRERENDERED_SCREENS));
} finally {
  fs.rmSync(bundle, { force: true });
}

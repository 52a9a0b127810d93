// Builds the front-end packages whose sources changed since their last build.
import fs from 'node:fs';
import path from 'node:path';
import { FRONT_ENDS } from './static-server.mjs';
import { run } from './processes.mjs';

const STAMP = '.build-stamp';

function newestMtime(dir) {
  let newest = 0;
  if (!fs.existsSync(dir)) return newest;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    const mtime = entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs;
    newest = Math.max(newest, mtime);
  }
  return newest;
}

function isStale(root, name) {
  const stamp = path.join(root, name, 'dist', STAMP);
  if (!fs.existsSync(stamp)) return true;
  const built = fs.statSync(stamp).mtimeMs;
  const sources = [
    path.join(root, name),
    path.join(root, 'shared', 'src'),
    path.join(root, 'shared', 'webpack'),
  ];
  return sources.some((dir) => newestMtime(dir) > built);
}

/** Builds stale front ends one at a time (two cores: parallel webpack builds only thrash). */
export async function buildFrontEnds(root, { force = false, log = console.log } = {}) {
  const timings = [];
  for (const { name } of FRONT_ENDS) {
    if (!force && !isStale(root, name)) continue;
    log(`Building ${name}…`);
    const started = Date.now();
    await run('pnpm', ['--filter', `@vigia/${name}`, 'run', 'build'], { cwd: root, quiet: true });
    fs.writeFileSync(path.join(root, name, 'dist', STAMP), new Date().toISOString());
    timings.push({ name, seconds: (Date.now() - started) / 1000 });
  }
  return timings;
}

import { existsSync } from 'node:fs';
import path from 'node:path';

/** The monorepo root (the folder holding pnpm-workspace.yaml), whatever the working directory. */
export function findRepoRoot(start: string = __dirname): string {
  let current = path.resolve(start);
  for (;;) {
    if (existsSync(path.join(current, 'pnpm-workspace.yaml'))) return current;
    const parent = path.dirname(current);
    if (parent === current) return path.resolve(__dirname, '..', '..');
    current = parent;
  }
}

/**
 * The api package's folder (the one holding its package.json), whether this runs from its
 * TypeScript sources (`src/…`) or from the compiled api (`dist/…`).
 */
function apiRoot(start: string): string {
  let current = path.resolve(start);
  while (!existsSync(path.join(current, 'drizzle'))) {
    const parent = path.dirname(current);
    if (parent === current) throw new Error(`No api package holds ${start}`);
    current = parent;
  }
  return current;
}

export const API_ROOT = apiRoot(__dirname);
export const MIGRATIONS_DIR = path.join(API_ROOT, 'drizzle');
/** Where `pnpm --filter @vigia/api build` puts the compiled api (one file per entry point). */
export const BUILD_DIR = path.join(API_ROOT, 'dist');

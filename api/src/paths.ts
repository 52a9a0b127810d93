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

export const API_ROOT = path.resolve(__dirname, '..');
export const MIGRATIONS_DIR = path.join(API_ROOT, 'drizzle');

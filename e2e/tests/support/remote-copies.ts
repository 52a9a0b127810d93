// Copies of one remote built with the build factory's test switches (shared/webpack/index.cjs) into
// .test-out, served by the project's own static server (scripts/lib/static-server.mjs) on another
// port: what an integration tester does to try another version of one remote.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Server } from 'node:http';
import { promisify } from 'node:util';

const run = promisify(execFile);
export const repoRoot = path.resolve(__dirname, '..', '..', '..');

export interface CopyBuild {
  /** e.g. 'mfe-auth' */
  pkg: string;
  /** folder under .test-out/remote-copies */
  name: string;
  /** VIGIA_BUILD_BANNER, VIGIA_SHARED_VERSION, MF_BUILD_VERSION … */
  env: Record<string, string>;
}

/**
 * Builds a copy of a remote into .test-out/remote-copies/<name> and returns the folder.
 * `VIGIA_REUSE_REMOTE_COPIES=1` keeps a copy already built (to iterate on one spec quickly).
 */
export async function buildRemoteCopy({ pkg, name, env }: CopyBuild): Promise<string> {
  const outDir = path.join(repoRoot, '.test-out', 'remote-copies', name);
  if (
    process.env.VIGIA_REUSE_REMOTE_COPIES &&
    fs.existsSync(path.join(outDir, 'mf-manifest.json'))
  ) {
    return outDir;
  }
  await run('pnpm', ['--filter', `@vigia/${pkg}`, 'run', 'build'], {
    cwd: repoRoot,
    env: { ...process.env, ...env, VIGIA_OUTPUT_DIR: outDir },
    maxBuffer: 16 * 1024 * 1024,
  });
  return outDir;
}

interface StaticServerModule {
  serveSite(site: {
    port: number;
    dir: string;
    spa?: boolean;
    cors?: boolean;
    apiTarget?: string;
    config?: Record<string, unknown>;
  }): Promise<Server>;
  buildRuntimeConfig(env: Record<string, string | undefined>): Record<string, unknown>;
}

// A real dynamic import (the test files are compiled to CommonJS, which would turn it into require).
const importModule = new Function('url', 'return import(url)') as (
  url: string,
) => Promise<StaticServerModule>;

export function staticServer(): Promise<StaticServerModule> {
  return importModule(path.join(repoRoot, 'scripts', 'lib', 'static-server.mjs'));
}

/** Serves a built folder as `pnpm start` serves a remote (CORS, precompressed files). */
export async function serveRemote(dir: string, port: number): Promise<Server> {
  const { serveSite } = await staticServer();
  return serveSite({ port, dir, spa: true, cors: true });
}

export function closeServer(server: Server | undefined): Promise<void> {
  return new Promise((resolve) => {
    if (!server) return resolve();
    server.closeAllConnections();
    server.close(() => resolve());
  });
}

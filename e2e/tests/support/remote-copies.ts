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

export interface SourceCopyBuild {
  /** e.g. 'mfe-subscriptions' */
  pkg: string;
  /** folder under .test-out/remote-sources (the changed sources) and .test-out/remote-copies (the build) */
  name: string;
  /** Changes the copied sources, given the copy's src/ folder. */
  change: (srcDir: string) => void;
  /** MF_BUILD_VERSION … */
  env: Record<string, string>;
}

/**
 * What a team owning one remote does to ship a change of its own: a copy of the remote's package
 * (its src/, package.json, webpack.config.cjs) with `change` applied to the sources, built with its
 * own webpack configuration into .test-out/remote-copies/<name>; the shell and the other remotes
 * are left as they are. The copy uses the package's installed dependencies (node_modules linked).
 */
export async function buildChangedSourceCopy({
  pkg,
  name,
  change,
  env,
}: SourceCopyBuild): Promise<string> {
  const packageDir = path.join(repoRoot, pkg);
  const sourceDir = path.join(repoRoot, '.test-out', 'remote-sources', name);
  const outDir = path.join(repoRoot, '.test-out', 'remote-copies', name);
  fs.rmSync(sourceDir, { recursive: true, force: true });
  fs.mkdirSync(sourceDir, { recursive: true });
  for (const entry of ['src', 'package.json', 'webpack.config.cjs', 'tsconfig.json']) {
    fs.cpSync(path.join(packageDir, entry), path.join(sourceDir, entry), { recursive: true });
  }
  fs.symlinkSync(
    path.join(packageDir, 'node_modules'),
    path.join(sourceDir, 'node_modules'),
    'dir',
  );
  change(path.join(sourceDir, 'src'));
  const webpackCli = path.join(sourceDir, 'node_modules', 'webpack-cli', 'bin', 'cli.js');
  await run(process.execPath, [webpackCli, '--mode', 'production'], {
    cwd: sourceDir,
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
    prerendered?: boolean;
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

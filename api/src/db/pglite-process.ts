import { spawn } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { BUILD_DIR } from '../paths';

export interface PrivateDatabaseProcess {
  port: number;
  /** Stops the process (SIGTERM: it closes PGlite and releases the lock) and waits for it. */
  stop(): Promise<void>;
}

/** The database process's entry point, run the way this module runs (TypeScript or built). */
function databaseEntry(): { command: string; args: string[] } {
  if (path.extname(__filename) !== '.ts') {
    return { command: process.execPath, args: [path.join(BUILD_DIR, 'database.js')] };
  }
  const loader = ['--import', pathToFileURL(require.resolve('tsx')).href];
  return {
    command: process.execPath,
    args: [...loader, path.resolve(__dirname, '..', 'database.ts')],
  };
}

const START_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 10_000;

/**
 * A database process of this process's own for `dir` (a CLI command, a test, a benchmark when
 * nobody serves the folder): on any free port, and ending with this process (it watches the IPC
 * channel it was started with).
 */
export function startPrivateDatabaseProcess(
  dir: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<PrivateDatabaseProcess> {
  const { command, args } = databaseEntry();
  const child = spawn(command, args, {
    env: { ...env, DATABASE_URL: '', PGLITE_DIR: dir, PGLITE_PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 50) output.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
  };

  return new Promise<PrivateDatabaseProcess>((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`The database process did not start in time\n${output.join('')}`));
    }, START_TIMEOUT_MS);
    child.on('message', (message: { listening?: number }) => {
      if (typeof message?.listening !== 'number') return;
      clearTimeout(timer);
      // Nothing more to say to each other; the channel stays open as the child's lifeline.
      child.stdout?.removeListener('data', keep).resume();
      child.stderr?.removeListener('data', keep).resume();
      resolve({ port: message.listening, stop });
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(
        new Error(
          `The database process for ${dir} exited (${signal ?? code}): ${output.join('').trim()}`,
        ),
      );
    });
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}

// Starting, watching and stopping the child processes that make up a local Vigía.
import { spawn } from 'node:child_process';
import net from 'node:net';

const children = new Set();

/** Spawns a long-running service; its output is prefixed with its name (or kept quiet). */
export function startService(name, command, args, { env = {}, cwd, quiet = false } = {}) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  children.add(child);
  const tail = [];
  const onData = (chunk) => {
    for (const line of chunk.toString().split('\n')) {
      if (!line.trim()) continue;
      tail.push(line);
      if (tail.length > 40) tail.shift();
      if (!quiet) process.stdout.write(`[${name}] ${line}\n`);
    }
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  child.on('exit', (code, signal) => {
    if (!stopping && code !== 0) {
      process.stderr.write(
        `[${name}] exited (${signal ?? code})\n${quiet ? tail.join('\n') + '\n' : ''}`,
      );
    }
  });
  child.lastLines = () => tail.join('\n');
  return child;
}

/** Runs a command to completion; rejects with its output on failure. */
export function run(command, args, { env = {}, cwd, quiet = false } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let output = '';
    child.stdout?.on('data', (c) => (output += c));
    child.stderr?.on('data', (c) => (output += c));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve(output)
        : reject(new Error(`${command} ${args.join(' ')} exited ${code}\n${output.slice(-4000)}`)),
    );
  });
}

export function isPortOpen(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Waits until `check` resolves true, polling; fails after `timeoutMs` with `what` in the message. */
export async function waitFor(what, check, { timeoutMs = 60_000, intervalMs = 250, service } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    if (service && service.exitCode !== null) {
      throw new Error(`${what}: the process exited\n${service.lastLines?.() ?? ''}`);
    }
    await new Promise((r) => setTimeout(r, intervalMs));
  }
  throw new Error(
    `Timed out after ${timeoutMs / 1000}s waiting for ${what}\n${service?.lastLines?.() ?? ''}`,
  );
}

export const waitForPort = (port, opts) => waitFor(`port ${port}`, () => isPortOpen(port), opts);

export async function waitForHttp(url, opts) {
  await waitFor(url, async () => (await fetch(url)).ok, opts);
}

let stopping = false;

function groupAlive(pgid) {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Sends SIGTERM to a service's whole process group; SIGKILL if anything of it lives after 5 s. */
export async function stopService(child) {
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    return;
  }
  const deadline = Date.now() + 5000;
  while (groupAlive(child.pid) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (groupAlive(child.pid)) {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      /* already gone */
    }
  }
}

/**
 * Stops every service started here. A service's direct child (pnpm, for example) may exit before
 * its own children do, so this waits for the whole process group, not just the child.
 */
export async function stopAll() {
  stopping = true;
  await Promise.all([...children].map(stopService));
}

/** Stops every service on Ctrl-C / SIGTERM, then exits. */
export function stopAllOnSignals() {
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, async () => {
      process.stdout.write('\nStopping Vigía…\n');
      await stopAll();
      process.exit(0);
    });
  }
}

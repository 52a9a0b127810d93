// Starting, watching and stopping the child processes that make up a local Vigía.
import { spawn } from 'node:child_process';
import net from 'node:net';

const children = new Set();

/**
 * Spawns a long-running service; its output is prefixed with its name (or kept quiet). An exit
 * other than success is reported, unless a supervisor watches it (`supervised`).
 */
export function startService(
  name,
  command,
  args,
  { env = {}, cwd, quiet = false, supervised = false } = {},
) {
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
    children.delete(child);
    if (!stopping && !supervised && code !== 0) {
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
    if (service && (service.exitCode !== null || service.signalCode !== null)) {
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
 * Stops every service started here, the last started first (the api before its database). A
 * service's direct child (pnpm, for example) may exit before its own children do, so this waits
 * for the whole process group, not just the child.
 */
export async function stopAll() {
  stopping = true;
  for (const child of [...children].reverse()) await stopService(child);
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

/** How a supervisor waits before starting a crashed service again: 0.5 s doubling to 10 s. */
export const RESTART_BACKOFF = { firstMs: 500, maxMs: 10_000, resetAfterMs: 60_000 };

/**
 * Keeps a service running: starts it, and when it exits without being asked to, logs the crash
 * and starts it again after a back-off (RESTART_BACKOFF: 0.5 s, doubling up to 10 s, back to
 * 0.5 s once a run has lasted a minute). `ready(child)` resolves once a fresh start serves.
 * After `giveUpAfter` crashes in a row of runs shorter than a minute it stops trying and calls
 * `onGiveUp` (whoever started it should then stop everything rather than serve a dead app).
 *
 * Answers `{ ready, child, pause, resume, stop }`: `ready` settles with the first start;
 * `pause()` stops it without a restart (tests of the service being down), `resume()` starts it
 * again and waits until it is ready.
 */
export function superviseService(
  name,
  command,
  args,
  {
    env = {},
    cwd,
    quiet = false,
    ready = async () => {},
    log = (line) => process.stdout.write(`${line}\n`),
    giveUpAfter = 8,
    onGiveUp = () => {},
    backoff = RESTART_BACKOFF,
  } = {},
) {
  let child = null;
  let wanted = true;
  let delayMs = backoff.firstMs;
  let quickCrashes = 0;
  let restartTimer = null;

  const launch = async () => {
    const startedAt = Date.now();
    const current = startService(name, command, args, { env, cwd, quiet, supervised: true });
    child = current;
    log(`[supervisor] ${name} started (pid ${current.pid})`);
    current.once('exit', (code, signal) => {
      if (stopping || !wanted || child !== current) return;
      const ranMs = Date.now() - startedAt;
      if (ranMs >= backoff.resetAfterMs) {
        delayMs = backoff.firstMs;
        quickCrashes = 0;
      }
      quickCrashes += 1;
      const how = signal ? `signal ${signal}` : `exit code ${code}`;
      if (quickCrashes > giveUpAfter) {
        log(`[supervisor] ${name} crashed (${how}) ${quickCrashes} times in a row; giving up`);
        onGiveUp(name);
        return;
      }
      log(
        `[supervisor] ${name} crashed (${how}) after ${(ranMs / 1000).toFixed(1)} s; ` +
          `restarting in ${(delayMs / 1000).toFixed(1)} s`,
      );
      restartTimer = setTimeout(() => {
        restartTimer = null;
        if (stopping || !wanted) return;
        launch().then(
          () => log(`[supervisor] ${name} is back`),
          (error) => log(`[supervisor] ${name} did not come back: ${error.message}`),
        );
      }, delayMs);
      delayMs = Math.min(delayMs * 2, backoff.maxMs);
    });
    await ready(current);
  };

  const halt = async () => {
    wanted = false;
    if (restartTimer) clearTimeout(restartTimer);
    restartTimer = null;
    if (child) await stopService(child);
  };

  return {
    ready: launch(),
    get child() {
      return child;
    },
    pause: halt,
    async resume() {
      wanted = true;
      delayMs = backoff.firstMs;
      quickCrashes = 0;
      await launch();
    },
    stop: halt,
  };
}

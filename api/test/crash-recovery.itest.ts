import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { runCli } from '../src/cli';
import { findRepoRoot } from '../src/paths';
import { signUp, type EmulatorUser } from './helpers/firebase-emulator';
import { subscriptionBody } from './helpers/subscriptions';

const root = findRepoRoot();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A process whose output lines are kept, with a way to wait for one. */
function watched(child: ChildProcess) {
  const lines: string[] = [];
  const onData = (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean));
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  return {
    lines,
    async line(pattern: RegExp, timeoutMs = 120_000, after = 0): Promise<RegExpExecArray> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        for (const line of lines.slice(after)) {
          const match = pattern.exec(line);
          if (match) return match;
        }
        if (Date.now() > deadline) {
          throw new Error(`No line ${pattern} in time:\n${lines.slice(-40).join('\n')}`);
        }
        await sleep(50);
      }
    },
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

// Supervision of the embedded database's process (not skipped on PostgreSQL: not defined).
if (process.env.TEST_DB_KIND === 'pglite') {
  describe('the supervised back end (pnpm start)', () => {
    let base: string;
    let backend: ChildProcess | null = null;
    beforeAll(async () => {
      base = await mkdtemp(path.join(os.tmpdir(), 'vigia-crash-'));
    });
    afterAll(async () => {
      if (backend && backend.exitCode === null) {
        const exited = new Promise((resolve) => backend?.once('exit', resolve));
        backend.kill('SIGTERM');
        await exited;
      }
      await rm(base, { recursive: true, force: true });
    });

    it('restarts a killed database process and api, and every committed row is still there', async () => {
      const apiPort = await freePort();
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        PORT: String(apiPort),
        PGLITE_PORT: String(await freePort()),
        PGLITE_DIR: path.join(base, 'pglite'),
        SMTP_SINK_PORT: 'off',
        EMAIL_WORKER: 'off',
        BULLETIN_WATCH: 'off',
      };
      backend = spawn(process.execPath, [path.join(root, 'scripts/backend.mjs')], {
        cwd: root,
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const out = watched(backend);
      await out.line(/Vigía api ready/);
      const pidOf = async (name: string, after = 0) =>
        Number(
          (
            await out.line(
              new RegExp(`\\[supervisor\\] ${name} started \\(pid (\\d+)\\)`),
              120_000,
              after,
            )
          )[1],
        );
      const databasePid = await pidOf('database');
      const apiPid = await pidOf('api');

      const api = `http://127.0.0.1:${apiPort}`;
      const users: EmulatorUser[] = await Promise.all([signUp(), signUp(), signUp()]);
      const call = (user: EmulatorUser, method: string, route: string, body?: unknown) =>
        fetch(`${api}/api/v1${route}`, {
          method,
          headers: {
            authorization: `Bearer ${user.idToken}`,
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
      for (const user of users) {
        await call(user, 'POST', '/auth/users/sync', { uid: user.uid, email: user.email });
      }
      /** Subscriptions the api said it stored (201): each must survive whatever comes next. */
      const stored = new Map<string, EmulatorUser>();
      let attempt = 0;
      const burst = () =>
        Promise.all(
          users.map(async (user) => {
            attempt += 1;
            try {
              const response = await call(
                user,
                'POST',
                '/subscriptions',
                subscriptionBody({ name: `Suscripción ${attempt}`, prompts: ['oposiciones'] }),
              );
              if (response.status === 201) {
                const { data } = (await response.json()) as {
                  data: { subscription: { id: string } };
                };
                stored.set(data.subscription.id, user);
              }
            } catch {
              // The api is down: nothing was acknowledged.
            }
          }),
        );
      await burst();
      const [first] = users;
      if (!first) throw new Error('no user');
      const seeded = await runCli(['seed-notifications', '--email', first.email, '--count', '12'], {
        env,
        out: () => undefined,
        err: () => undefined,
      });
      expect(seeded).toBe(0);

      // The database dies with requests in flight; the api stays up and serves again.
      const duringDatabaseCrash = burst();
      process.kill(databasePid, 'SIGKILL');
      await duringDatabaseCrash;
      await out.line(/\[supervisor\] database crashed \(signal SIGKILL\).*restarting in 0\.5 s/);
      await out.line(/\[supervisor\] database is back/);
      for (let tries = 0; (await fetch(`${api}/health`)).status !== 200; tries += 1) {
        if (tries > 100) throw new Error('/health did not come back after the database');
        await sleep(200);
      }
      expect(out.lines.some((line) => /\[supervisor\] api crashed/.test(line))).toBe(false);
      await burst();

      // Then the api dies with requests in flight.
      const mark = out.lines.length;
      const duringApiCrash = burst();
      process.kill(apiPid, 'SIGKILL');
      await duringApiCrash;
      await out.line(/\[supervisor\] api crashed \(signal SIGKILL\).*restarting in 0\.5 s/);
      const restartedApi = await pidOf('api', mark);
      expect(restartedApi).not.toBe(apiPid);
      await out.line(/\[supervisor\] api is back/);
      await burst();

      expect(stored.size).toBeGreaterThanOrEqual(users.length * 3);
      for (const user of users) {
        const response = await call(user, 'GET', '/subscriptions?limit=100');
        expect(response.status).toBe(200);
        const { data } = (await response.json()) as {
          data: { subscriptions: { id: string }[] };
        };
        const present = new Set(data.subscriptions.map(({ id }) => id));
        const mine = [...stored].filter(([, owner]) => owner === user).map(([id]) => id);
        expect(mine.filter((id) => !present.has(id))).toEqual([]);
      }
      const notifications = await call(first, 'GET', '/notifications?limit=20');
      expect(((await notifications.json()) as { data: { total: number } }).data.total).toBe(12);
    }, 300_000);
  });
}

describe('supervision (scripts/lib/processes.mjs)', () => {
  it('backs off 0.5 s doubling to 10 s, and gives up on a service that keeps crashing', async () => {
    const processes = pathToFileURL(path.join(root, 'scripts/lib/processes.mjs')).href;
    // The real policy's shape, scaled down: 0.1 s doubling to 0.4 s, giving up after 4.
    const script = `
      const { superviseService, RESTART_BACKOFF } = await import(${JSON.stringify(processes)});
      console.log('policy', JSON.stringify(RESTART_BACKOFF));
      superviseService('flaky', process.execPath, ['-e', 'process.exit(3)'], {
        backoff: { firstMs: 100, maxMs: 400, resetAfterMs: 60000 },
        giveUpAfter: 4,
        onGiveUp: () => process.exit(0),
      }).ready.catch(() => {});`;
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const out = watched(child);
    const code = await new Promise((resolve) => child.once('exit', resolve));
    expect(code).toBe(0);
    expect(out.lines[0]).toBe('policy {"firstMs":500,"maxMs":10000,"resetAfterMs":60000}');
    const crashes = out.lines.filter((line) => line.includes('flaky crashed'));
    expect(crashes.map((line) => /restarting in ([\d.]+) s|giving up/.exec(line)?.[0])).toEqual([
      'restarting in 0.1 s',
      'restarting in 0.2 s',
      'restarting in 0.4 s',
      'restarting in 0.4 s',
      'giving up',
    ]);
    expect(crashes[0]).toContain('(exit code 3)');
  }, 60_000);
});

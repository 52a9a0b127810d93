// `pnpm bench:health`: how long the api's `/health` takes while the same api is busy with heavy
// database work (a burst of 'Procesar Ahora' runs and match previews), against the embedded
// database. It starts the backend as `pnpm start` does (the database process and the api,
// supervised) on free ports, or measures one already running at BENCH_API_URL (then PGLITE_DIR
// and PORT must be those of that api, for the CLI that stores the bulletins). Needs the Auth
// emulator (FIREBASE_AUTH_EMULATOR_HOST, default 127.0.0.1:9099). Prints figures; asserts nothing.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { addDays } from '../src/features/publications/calendar';
import { madridDay } from '../src/features/subscriptions/process-subscription';
import { findRepoRoot } from '../src/paths';

const REAL_DAY = path.resolve(__dirname, '../../../shared/fixtures/boe/sumario-20260930.json');
const SAMPLE_DAY = path.join(__dirname, '../src/features/publications/samples/boe-two-issues.json');
const DAYS = 7;
const SUBSCRIPTIONS = 20;
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const PREVIEWS = Number(process.env.BENCH_PREVIEWS ?? 50);
const HEALTH_EVERY_MS = 50;
/** How often the runs' statuses are read (20 calls) to tell when the burst is over. */
const STATUS_EVERY_MS = 2000;
const PROMPTS = [
  ['licitaciones obras', 'carreteras', 'vivienda OR alquiler'],
  ['oposiciones galicia', 'subvenciones -formacion', '"seguridad social"'],
  ['medio ambiente', 'nombramientos universidad', 'impuestos'],
];

const run = promisify(execFile);
const root = findRepoRoot();
const emulator = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';

interface Backend {
  url: string;
  env: Record<string, string>;
  stop(): Promise<void>;
}

async function startOwnBackend(): Promise<Backend> {
  const { startBackend, freePort } = (await import(
    path.join(root, 'scripts/lib/backend.mjs')
  )) as typeof import('../../scripts/lib/backend.mjs');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigia-health-bench-'));
  const env = {
    PORT: String(await freePort()),
    PGLITE_PORT: String(await freePort()),
    PGLITE_DIR: path.join(dir, 'pglite'),
    SMTP_SINK_PORT: 'off',
    EMAIL_WORKER: 'off',
    BULLETIN_WATCH: 'off',
    LOG_LEVEL: 'warn',
    FIREBASE_AUTH_EMULATOR_HOST: emulator,
  };
  const backend = await startBackend({ root, env, log: () => undefined });
  return {
    url: `http://127.0.0.1:${env.PORT}`,
    env,
    async stop() {
      await backend.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

interface Account {
  uid: string;
  email: string;
  idToken: string;
}

async function signUp(): Promise<Account> {
  const response = await fetch(
    `http://${emulator}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: `bench-${Date.now()}@example.com`,
        password: 'secret-123',
        returnSecureToken: true,
      }),
    },
  );
  const body = (await response.json()) as { idToken: string; localId: string; email: string };
  return { uid: body.localId, email: body.email, idToken: body.idToken };
}

/** The BOE day stored on each of the last DAYS days, under ids of their own. */
async function storeBulletins(env: Record<string, string>): Promise<number> {
  const file = fs.existsSync(REAL_DAY) ? REAL_DAY : SAMPLE_DAY;
  const raw = fs.readFileSync(file, 'utf8');
  const date = /"fecha_publicacion":\s*"(\d{8})"/.exec(raw)?.[1] ?? '';
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'vigia-health-bench-days-'));
  let stored = 0;
  for (let offset = 0; offset < DAYS; offset += 1) {
    const day = addDays(madridDay(), -offset).replaceAll('-', '');
    const copy = path.join(tmp, `boe-${day}.json`);
    fs.writeFileSync(
      copy,
      raw.replaceAll(date, day).replace(/BOE-([A-Z])-(\d{4})-/g, `BOE-$1-$2${offset}-`),
    );
    const { stdout } = await run(
      'pnpm',
      ['--silent', 'vigia', 'ingest', '--source', 'boe', '--file', copy],
      { cwd: root, env: { ...process.env, ...env } },
    );
    stored += Number(/: (\d+) publications/.exec(stdout)?.[1] ?? 0);
  }
  fs.rmSync(tmp, { recursive: true, force: true });
  return stored;
}

function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
}

function summary(values: number[]): string {
  const f = (ms: number) => `${ms.toFixed(0)} ms`;
  return (
    `n=${values.length}  p50 ${f(percentile(values, 0.5))}  p95 ${f(percentile(values, 0.95))}` +
    `  max ${f(Math.max(0, ...values))}`
  );
}

async function timedHealth(url: string): Promise<number> {
  const start = performance.now();
  const response = await fetch(`${url}/health`);
  await response.arrayBuffer();
  return performance.now() - start;
}

/** /health every HEALTH_EVERY_MS (one at a time) until `until` settles. */
async function sampleHealth(url: string, until: Promise<unknown>): Promise<number[]> {
  let done = false;
  void until.finally(() => (done = true));
  const times: number[] = [];
  while (!done) {
    times.push(await timedHealth(url));
    await new Promise((resolve) => setTimeout(resolve, HEALTH_EVERY_MS));
  }
  return times;
}

async function main(): Promise<void> {
  const given = process.env.BENCH_API_URL;
  const backend: Backend = given
    ? {
        url: given,
        env: { PORT: process.env.PORT ?? '8080', PGLITE_DIR: process.env.PGLITE_DIR ?? '' },
        stop: async () => undefined,
      }
    : await startOwnBackend();
  try {
    const { url } = backend;
    const account = await signUp();
    const call = async (method: string, route: string, body?: unknown) => {
      const response = await fetch(`${url}/api/v1${route}`, {
        method,
        headers: {
          authorization: `Bearer ${account.idToken}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${text}`);
      return JSON.parse(text) as { data: Record<string, { id: string; status: string }> };
    };
    await call('POST', '/auth/users/sync', { uid: account.uid, email: account.email });
    const stored = await storeBulletins(backend.env);
    const ids: string[] = [];
    for (let index = 0; index < SUBSCRIPTIONS; index += 1) {
      const created = await call('POST', '/subscriptions', {
        name: `Bench ${index}`,
        description: 'health under load',
        typeId: 'boe',
        prompts: PROMPTS[index % PROMPTS.length],
        frequency: 'daily',
      });
      ids.push(created.data.subscription?.id ?? '');
    }

    const idle: number[] = [];
    for (let index = 0; index < 40; index += 1) idle.push(await timedHealth(url));

    const started = performance.now();
    const burst = Promise.all([
      ...Array.from({ length: RUNS }, (_, index) =>
        call('POST', `/subscriptions/${ids[index % ids.length]}/process`),
      ),
      ...Array.from({ length: PREVIEWS }, (_, index) =>
        call('POST', '/subscriptions/preview', {
          typeId: 'boe',
          prompts: PROMPTS[index % PROMPTS.length],
        }),
      ),
    ]);
    const settled = (async () => {
      await burst;
      for (;;) {
        const statuses = await Promise.all(
          ids.map((id) => call('GET', `/subscriptions/${id}/status`)),
        );
        const busy = statuses.filter(({ data }) =>
          ['pending', 'processing'].includes(
            (data.status as unknown as { status?: string })?.status ?? '',
          ),
        );
        if (busy.length === 0) return;
        await new Promise((resolve) => setTimeout(resolve, STATUS_EVERY_MS));
      }
    })();
    const during = await sampleHealth(url, settled);
    await settled;
    const seconds = (performance.now() - started) / 1000;

    console.log(
      `health under load  ${stored} BOE publications over ${DAYS} days, ${SUBSCRIPTIONS} subscriptions of 3 prompts`,
    );
    console.log(`  /health idle                      ${summary(idle)}`);
    console.log(
      `  /health during ${RUNS} runs + ${PREVIEWS} previews  ${summary(during)}  (burst ${seconds.toFixed(1)} s)`,
    );
  } finally {
    await backend.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

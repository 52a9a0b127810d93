// `pnpm bench:api`: the api at scale (issue 26). Writes a million notifications over 10,000 users
// (100 each over 30 days, 5 subscriptions each) and one heavy user (10,000 notifications, 50
// subscriptions) into a throw-away PostgreSQL (`--pglite`: the embedded database; `--both`: one
// then the other), starts the back end as `pnpm start` does on free ports, and sends each
// endpoint an open-loop load at fixed rates with the tokens of 200 real Auth emulator accounts in
// rotation. Prints p50/p99, errors and the highest rate whose p99 stays within 50 ms, and writes
// the figures to a JSON file. `--plans` also prints the EXPLAIN ANALYZE of the notification reads.
// `--trace` prints, beside each step, its slowest answers with their times, the api's garbage
// collection pauses and PostgreSQL's checkpoints, autovacuum runs and statements over 20 ms.
// Needs the Auth emulator (FIREBASE_AUTH_EMULATOR_HOST, default 127.0.0.1:9099).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Pool } from 'undici';
import { createDatabase } from '../src/db/client';
import { findRepoRoot } from '../src/paths';
import { generateDataset, notificationIdsOf, type DatasetUser } from './api-load/dataset';
import {
  createAccounts,
  deleteAccounts,
  keepTokensFresh,
  type BenchAccount,
} from './api-load/emulator-accounts';
import { postgresServerPid, treeCpuMs } from './api-load/cpu-time';
import { benchEndpoints, type Endpoint } from './api-load/endpoints';
import { runOpenLoop, type StepResult } from './api-load/open-loop';
import { explainReads, formatPlans } from './api-load/plans';

type Engine = 'postgres' | 'pglite';

const BUDGET_RATE = 500;
const BUDGET_P99_MS = 50;
const RATES_UP = [750, 1000, 1500, 2000, 3000];
const RATES_DOWN = [400, 300, 200, 100];

const env = process.env;
const SECONDS = Number(env.BENCH_SECONDS ?? 20);
const USERS = Number(env.BENCH_USERS ?? 10_000);
const TOKENS = Number(env.BENCH_TOKENS ?? 200);
const PER_USER = { notifications: 100, subscriptions: 5 };
const HEAVY = { notifications: 10_000, subscriptions: 50 };
const FIXED_RATES = env.BENCH_RATES ? env.BENCH_RATES.split(',').map(Number) : null;
const ONLY = env.BENCH_ENDPOINTS?.split(',').map((part) => part.trim().toLowerCase());
/** Enough for the open loop never to wait for a connection at the rates measured. */
const CONNECTIONS = 128;
/** PostgreSQL as it would be set up for a server: the data set's working set in its cache. */
const POSTGRES_SETTINGS = { shared_buffers: '1GB', effective_cache_size: '4GB' };
/** What PostgreSQL logs under `--trace`: whatever could stall a request. */
const POSTGRES_TRACE_SETTINGS = {
  log_checkpoints: 'on',
  log_autovacuum_min_duration: '0',
  log_min_duration_statement: '20',
  log_lock_waits: 'on',
};

const root = findRepoRoot();
const args = new Set(process.argv.slice(2));
const engines: Engine[] = args.has('--both')
  ? ['postgres', 'pglite']
  : args.has('--pglite') || env.BENCH_ENGINE === 'pglite'
    ? ['pglite']
    : ['postgres'];
const withPlans = args.has('--plans') || args.has('--plans-only');
const plansOnly = args.has('--plans-only');
const tracing = args.has('--trace');
const ENGINE_NAMES: Record<Engine, string> = {
  postgres: 'PostgreSQL',
  pglite: 'PGlite (embedded)',
};

const log = (line: string) => process.stdout.write(`${line}\n`);
const ms = (value: number) => `${value < 10 ? value.toFixed(1) : value.toFixed(0)} ms`;
const cpuMs = (value: number) => `${value.toFixed(2)} ms`;
const load1 = () => os.loadavg()[0]!.toFixed(2);

/** A step, with the CPU time the api and its database used per request meanwhile. */
interface MeasuredStep extends StepResult {
  apiCpuMsPerRequest: number;
  databaseCpuMsPerRequest: number;
  /** This process's, which sends the load and reads the answers on the same machine. */
  generatorCpuMsPerRequest: number;
  /** The warm-up just before it, at its rate (not counted in the step). */
  warmUp: StepResult;
}

/** Seconds of load at a step's rate before the step is measured. */
const WARM_UP_SECONDS = Number(env.BENCH_WARM_UP_SECONDS ?? 3);

/** The processes whose CPU time is counted: the api's, and the database's (each with its children). */
interface CpuRoots {
  api: number[];
  database: number[];
}

interface EndpointFigures {
  name: string;
  steps: MeasuredStep[];
  /** The highest rate measured whose p99 was within budget, without errors; null when none. */
  maxRate: number | null;
}

interface EngineRun {
  engine: Engine;
  startedAt: string;
  loadBefore: string;
  endpoints: EndpointFigures[];
  plans?: string;
}

const passes = (step: StepResult) => step.p99 <= BUDGET_P99_MS && step.errors === 0;

function datasetUsers(accounts: BenchAccount[], heavy: BenchAccount): DatasetUser[] {
  const users: DatasetUser[] = accounts.map(({ uid, email }) => ({ id: uid, email, ...PER_USER }));
  for (let index = accounts.length; index < USERS; index += 1) {
    const id = `bench-user-${String(index).padStart(5, '0')}`;
    users.push({ id, email: `${id}@example.com`, ...PER_USER });
  }
  users.push({ id: heavy.uid, email: heavy.email, ...HEAVY });
  return users;
}

interface Prepared {
  /** The database's URL, and the variables pointing the back end at it. */
  url: string;
  backendEnv: Record<string, string>;
  /** PostgreSQL's log, while it runs. */
  logFile?: string;
  cleanUp(): Promise<void>;
}

/** The lines of PostgreSQL's log that tell of a stall: checkpoints, autovacuum, slow statements. */
function stallsLogged(logFile: string): string[] {
  const interesting = /checkpoint|automatic (vacuum|analyze)|duration:|still waiting/;
  return fs
    .readFileSync(logFile, 'utf8')
    .split('\n')
    .filter((line) => interesting.test(line));
}

async function prepareDatabase(engine: Engine, users: DatasetUser[]): Promise<Prepared> {
  const { freePort } = (await import(
    path.join(root, 'scripts/lib/backend.mjs')
  )) as typeof import('../../scripts/lib/backend.mjs');
  if (engine === 'postgres') {
    const { startTempPostgres } = (await import(
      path.join(root, 'scripts/lib/services.mjs')
    )) as typeof import('../../scripts/lib/services.mjs');
    const server = await startTempPostgres({
      port: await freePort(),
      settings: tracing ? { ...POSTGRES_SETTINGS, ...POSTGRES_TRACE_SETTINGS } : POSTGRES_SETTINGS,
    });
    try {
      const database = await createDatabase({ kind: 'postgres', url: server.url });
      await database.migrate();
      await database.close();
      await generateDataset(server.url, users, log);
    } catch (error) {
      await server.stop();
      throw error;
    }
    return {
      url: server.url,
      backendEnv: { DATABASE_URL: server.url },
      logFile: server.logFile,
      cleanUp: server.stop,
    };
  }
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'vigia-api-bench-'));
  const dir = path.join(base, 'pglite');
  const cleanUp = async () => fs.rmSync(base, { recursive: true, force: true });
  const database = await createDatabase({ kind: 'pglite', dir, port: 0, whenNotServed: 'start' });
  try {
    await database.migrate();
    await generateDataset(database.url, users, log);
  } catch (error) {
    await database.close();
    await cleanUp();
    throw error;
  } finally {
    await database.close();
  }
  // The back end's own database process serves the folder from now on.
  return {
    url: '',
    backendEnv: { DATABASE_URL: '', PGLITE_DIR: dir, PGLITE_PORT: String(await freePort()) },
    cleanUp,
  };
}

async function measure(
  pool: Pool,
  endpoint: Endpoint,
  accounts: BenchAccount[],
  cpu: CpuRoots,
): Promise<EndpointFigures> {
  const steps: MeasuredStep[] = [];
  const step = async (rate: number) => {
    await keepTokensFresh(accounts);
    // Every token verified, connections open, statements prepared, caches warm at this rate.
    const warmUp = await runOpenLoop(pool, endpoint.request, { rate, seconds: WARM_UP_SECONDS });
    log(
      `  ${String(rate).padStart(5)} rps  warm-up (${WARM_UP_SECONDS} s, not counted): p50 ${ms(warmUp.p50)}  p99 ${ms(warmUp.p99)}  errors ${warmUp.errors}`,
    );
    const apiBefore = treeCpuMs(cpu.api);
    const databaseBefore = treeCpuMs(cpu.database);
    const generatorBefore = process.cpuUsage();
    const answered = await runOpenLoop(pool, endpoint.request, {
      rate,
      seconds: SECONDS,
      slowMs: BUDGET_P99_MS,
    });
    const generator = process.cpuUsage(generatorBefore);
    const result: MeasuredStep = {
      ...answered,
      apiCpuMsPerRequest: (treeCpuMs(cpu.api) - apiBefore) / answered.sent,
      databaseCpuMsPerRequest: (treeCpuMs(cpu.database) - databaseBefore) / answered.sent,
      generatorCpuMsPerRequest: (generator.user + generator.system) / 1000 / answered.sent,
      warmUp,
    };
    steps.push(result);
    log(
      `  ${String(rate).padStart(5)} rps  p50 ${ms(result.p50).padStart(7)}  p99 ${ms(result.p99).padStart(8)}` +
        `  max ${ms(result.max).padStart(8)}  errors ${result.errors}  generator lag p99 ${ms(result.lagP99)}` +
        `  CPU per request: api ${cpuMs(result.apiCpuMsPerRequest)}, database ${cpuMs(result.databaseCpuMsPerRequest)}, load generator ${cpuMs(result.generatorCpuMsPerRequest)}` +
        `  load ${load1()}${passes(result) ? '' : '  ✗'}`,
    );
    for (const sample of result.errorSamples) log(`      ${sample}`);
    if (tracing) {
      for (const burst of result.slow) {
        log(
          `      slow from ${burst.at}: ${burst.answers} answers over ${BUDGET_P99_MS} ms due within ${ms(burst.spanMs)}, the worst ${ms(burst.worstMs)}`,
        );
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
    return passes(result);
  };
  if (FIXED_RATES) {
    for (const rate of FIXED_RATES) await step(rate);
  } else if (await step(BUDGET_RATE)) {
    for (const rate of RATES_UP) if (!(await step(rate))) break;
  } else {
    for (const rate of RATES_DOWN) if (await step(rate)) break;
  }
  const passing = steps.filter(passes).map(({ rate }) => rate);
  return { name: endpoint.name, steps, maxRate: passing.length ? Math.max(...passing) : null };
}

async function runEngine(
  engine: Engine,
  accounts: BenchAccount[],
  heavy: BenchAccount,
): Promise<EngineRun> {
  const startedAt = new Date().toISOString();
  const loadBefore = load1();
  log(`\n== ${ENGINE_NAMES[engine]} (1-minute load before: ${loadBefore})`);
  const users = datasetUsers(accounts, heavy);
  const total = users.reduce((sum, user) => sum + user.notifications, 0);
  log(`Writing ${total.toLocaleString('en')} notifications over ${users.length} users…`);
  const database = await prepareDatabase(engine, users);
  const run: EngineRun = { engine, startedAt, loadBefore, endpoints: [] };
  try {
    const { startBackend, freePort } = (await import(
      path.join(root, 'scripts/lib/backend.mjs')
    )) as typeof import('../../scripts/lib/backend.mjs');
    const port = await freePort();
    const backend = await startBackend({
      root,
      log: (line) => (line.includes('crashed') ? log(line) : undefined),
      env: {
        ...database.backendEnv,
        PORT: String(port),
        RATE_LIMITS: 'off',
        LOG_LEVEL: 'warn',
        SMTP_SINK_PORT: 'off',
        EMAIL_WORKER: 'off',
        BULLETIN_WATCH: 'off',
        ...(tracing
          ? {
              NODE_OPTIONS: `${env.NODE_OPTIONS ?? ''} --import ${path.join(__dirname, 'api-load', 'gc-pauses.mjs')}`,
            }
          : {}),
        FIREBASE_AUTH_EMULATOR_HOST: env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099',
      },
    });
    try {
      const url =
        database.url || `postgres://postgres@127.0.0.1:${database.backendEnv.PGLITE_PORT}/postgres`;
      if (withPlans) {
        run.plans = formatPlans(await explainReads(url, accounts[0]!.uid, heavy.uid));
        log(`\nPlans (${ENGINE_NAMES[engine]}):\n\n${run.plans}\n`);
      }
      if (plansOnly) return run;
      const notificationIds = await notificationIdsOf(
        url,
        accounts.map(({ uid }) => uid),
      );
      const postgresPid = database.url ? postgresServerPid(Number(new URL(url).port)) : null;
      const cpu: CpuRoots = {
        api: backend.api.child?.pid ? [backend.api.child.pid] : [],
        database: [postgresPid ?? backend.database?.child?.pid ?? 0].filter((pid) => pid > 0),
      };
      const pool = new Pool(backend.apiUrl, { connections: CONNECTIONS, pipelining: 1 });
      try {
        const endpoints = benchEndpoints({ users: accounts, heavy, notificationIds }).filter(
          ({ name }) => !ONLY || ONLY.some((part) => name.toLowerCase().includes(part)),
        );
        for (const endpoint of endpoints) {
          log(`${endpoint.name}`);
          run.endpoints.push(await measure(pool, endpoint, accounts, cpu));
        }
      } finally {
        await pool.close();
      }
    } finally {
      await backend.stop();
    }
  } finally {
    if (tracing && database.logFile) {
      log(`\nPostgreSQL's log (${ENGINE_NAMES[engine]}), what could stall:`);
      for (const line of stallsLogged(database.logFile)) log(`  ${line}`);
    }
    await database.cleanUp();
  }
  return run;
}

function atBudget(figures: EndpointFigures | undefined): MeasuredStep | undefined {
  return figures?.steps.find(({ rate }) => rate === BUDGET_RATE);
}

function summary(runs: EngineRun[]): string {
  const names = [...new Set(runs.flatMap((run) => run.endpoints.map(({ name }) => name)))];
  const header = [
    'endpoint',
    ...runs.flatMap(({ engine }) => [
      `${ENGINE_NAMES[engine]} p50 / p99 at ${BUDGET_RATE} rps`,
      'errors',
      `max rps with p99 ≤ ${BUDGET_P99_MS} ms`,
      'CPU ms per request (api + database)',
    ]),
  ];
  const rows = names.map((name) => [
    name,
    ...runs.flatMap((run) => {
      const figures = run.endpoints.find((endpoint) => endpoint.name === name);
      const budget = atBudget(figures);
      return [
        budget ? `${ms(budget.p50)} / ${ms(budget.p99)}${passes(budget) ? '' : ' ✗'}` : '—',
        budget ? String(budget.errors) : '—',
        figures?.maxRate ? figures.maxRate.toLocaleString('en') : figures ? 'none measured' : '—',
        budget
          ? `${budget.apiCpuMsPerRequest.toFixed(2)} + ${budget.databaseCpuMsPerRequest.toFixed(2)}`
          : '—',
      ];
    }),
  ]);
  return [header, header.map(() => '---'), ...rows]
    .map((row) => `| ${row.join(' | ')} |`)
    .join('\n');
}

async function main(): Promise<void> {
  const label = `bench-api-${Date.now()}`;
  log(`Creating ${TOKENS + 1} Auth emulator accounts…`);
  const all = await createAccounts(label, TOKENS + 1);
  const heavy = all.pop()!;
  const runs: EngineRun[] = [];
  try {
    for (const engine of engines) runs.push(await runEngine(engine, all, heavy));
  } finally {
    await deleteAccounts([...all, heavy]);
  }
  if (plansOnly) return;
  log(
    `\napi at scale: ${(USERS * PER_USER.notifications).toLocaleString('en')} notifications over ` +
      `${USERS.toLocaleString('en')} users + a heavy user (${HEAVY.notifications.toLocaleString('en')} ` +
      `notifications, ${HEAVY.subscriptions} subscriptions); ${TOKENS} rotating tokens; open loop, ` +
      `${SECONDS} s per step; 1-minute load before: ${runs.map((run) => `${ENGINE_NAMES[run.engine]} ${run.loadBefore}`).join(', ')}\n`,
  );
  log(summary(runs));
  const out =
    env.BENCH_OUT ??
    path.join(root, '.data', 'bench', `api-${engines.join('-')}-${Date.now()}.json`);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(
    out,
    `${JSON.stringify({ seconds: SECONDS, users: USERS, tokens: TOKENS, runs }, null, 2)}\n`,
  );
  log(`\nFigures written to ${out}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

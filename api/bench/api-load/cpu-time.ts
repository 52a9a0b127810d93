// The CPU time processes used (Linux /proc): what a request costs the api and its database,
// a figure that, unlike latency, other work sharing the machine does not change much.
import fs from 'node:fs';

/** Clock ticks per second of /proc's utime and stime (USER_HZ: 100 on Linux). */
const TICKS_PER_SECOND = 100;

interface ProcStat {
  pid: number;
  ppid: number;
  cpuMs: number;
}

function readStat(pid: number): ProcStat | null {
  try {
    const text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // After the command name in parentheses (which may hold spaces): state, ppid, … utime, stime.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return { pid, ppid: Number(fields[1]), cpuMs: (ticks * 1000) / TICKS_PER_SECOND };
  } catch {
    return null;
  }
}

function allStats(): ProcStat[] {
  if (!fs.existsSync('/proc')) return [];
  return fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .flatMap((name) => readStat(Number(name)) ?? []);
}

/** The CPU time, in ms, used so far by the processes `roots` and every process under them. */
export function treeCpuMs(roots: readonly number[]): number {
  const stats = allStats();
  const children = new Map<number, ProcStat[]>();
  for (const stat of stats) children.set(stat.ppid, [...(children.get(stat.ppid) ?? []), stat]);
  const byPid = new Map(stats.map((stat) => [stat.pid, stat]));
  let total = 0;
  const pending = roots.flatMap((pid) => byPid.get(pid) ?? []);
  while (pending.length > 0) {
    const stat = pending.pop()!;
    total += stat.cpuMs;
    pending.push(...(children.get(stat.pid) ?? []));
  }
  return total;
}

/** The PostgreSQL server (postmaster) listening on `port`, found by its command line. */
export function postgresServerPid(port: number): number | null {
  for (const { pid } of allStats()) {
    try {
      const args = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      const portAt = args.indexOf('-p');
      if (args[0]?.endsWith('/postgres') && portAt >= 0 && args[portAt + 1] === String(port)) {
        return pid;
      }
    } catch {
      // The process ended meanwhile.
    }
  }
  return null;
}

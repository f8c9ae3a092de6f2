// CPU time used by processes, read from /proc (Linux): what a load run cost the server and the
// database per request. Unlike requests per second, it hardly moves when other work shares the
// machine, so runs on a busy machine can still be compared.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

let ticksPerSecond: number | null = null;
function clockTicks(): number {
  if (ticksPerSecond === null) {
    try {
      ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
    } catch {
      ticksPerSecond = 100;
    }
    if (!Number.isFinite(ticksPerSecond) || ticksPerSecond <= 0) ticksPerSecond = 100;
  }
  return ticksPerSecond;
}

/** User plus system CPU seconds of one process so far (0 when it is gone). */
export function processCpuSeconds(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / clockTicks();
  } catch {
    return 0;
  }
}

/**
 * A counter of the CPU seconds PostgreSQL's server processes (backends, and the server's own workers)
 * have used: each call adds what the processes seen now have used, and keeps what a process used
 * before it ended (a pool closing an idle connection), so the count never goes down between calls.
 * With `database`, only the processes working for that database (its backends and autovacuum
 * workers, by their process titles): other databases of the same server (another benchmark's, a
 * test suite's) then cost the count nothing.
 */
export function postgresCpuCounter(options: { database?: string } = {}): () => number {
  const last = new Map<number, number>();
  let ended = 0;
  return () => {
    const now = new Map<number, number>();
    for (const pid of postgresPids()) {
      if (options.database !== undefined && postgresDatabaseOf(pid) !== options.database) continue;
      now.set(pid, processCpuSeconds(pid));
    }
    for (const [pid, seconds] of last) if (!now.has(pid)) ended += seconds;
    last.clear();
    let total = ended;
    for (const [pid, seconds] of now) {
      last.set(pid, seconds);
      total += seconds;
    }
    return total;
  };
}

/**
 * The database a PostgreSQL process works for, from its title (`postgres: 15/main: user db
 * 127.0.0.1(5555) idle`, `postgres: 15/main: autovacuum worker db`); null for the server's own
 * processes, or when it cannot be read.
 */
export function postgresDatabaseOf(pid: number): string | null {
  try {
    const title = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ').trim();
    return databaseInTitle(title);
  } catch {
    return null;
  }
}

export function databaseInTitle(title: string): string | null {
  // The cluster's name (`15/main: `) is there when cluster_name is set.
  const rest = /^postgres: (?:[^:\s]+: )?(.*)$/.exec(title)?.[1];
  if (rest === undefined) return null;
  const words = rest.split(/\s+/);
  if (words[0] === 'autovacuum' && words[1] === 'worker') return words[2] ?? null;
  // A backend: user, database, client address, state. The server's own processes have no address.
  return /\(\d+\)$|^\[local\]$/.test(words[2] ?? '') ? (words[1] ?? null) : null;
}

/** The PostgreSQL server processes on this machine (postmaster, backends, workers). */
export function postgresPids(): number[] {
  const pids: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const comm = fs.readFileSync(`/proc/${entry}/comm`, 'utf8').trim();
      if (comm === 'postgres' || comm === 'postmaster') pids.push(Number(entry));
    } catch {
      // ended meanwhile
    }
  }
  return pids;
}

/**
 * Keeps every thread of a process on the given CPUs (`taskset -a -p -c`; children forked later
 * inherit it). False when it cannot (no taskset, or not allowed): the run goes on unpinned.
 */
export function pin(pid: number, cpus: string): boolean {
  try {
    execFileSync('taskset', ['-a', '-p', '-c', cpus, String(pid)], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

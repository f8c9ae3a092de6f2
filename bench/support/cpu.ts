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
 * CPU seconds of every PostgreSQL server process on this machine (backends, and the server's own
 * workers), so far. Processes that ended meanwhile are not counted: the pool keeps its connections.
 */
export function postgresCpuSeconds(): number {
  let total = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let comm: string;
    try {
      comm = fs.readFileSync(`/proc/${entry}/comm`, 'utf8').trim();
    } catch {
      continue;
    }
    if (comm === 'postgres' || comm === 'postmaster') total += processCpuSeconds(Number(entry));
  }
  return total;
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

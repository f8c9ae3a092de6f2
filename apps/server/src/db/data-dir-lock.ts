// Keeps an embedded PGlite data folder to one process at a time. PGlite has no lock of its own: two
// processes on one folder each write their own copy and one of them silently loses its writes. The
// lock is a file beside the folder, created exclusively, holding the owner's pid; a lock whose owner
// is gone (kill -9, power cut) is stale and is taken over.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

export type HeldLock = { release(): void };

/** Either the lock is ours, or the pid of the live process that holds it. */
export type LockAttempt = { held: HeldLock } | { heldBy: number };

type Owner = { pid: number; startTime: string | null; token: string };

/** Locks this process holds, by path: the pid in such a file is ours and is not stale. */
const heldHere = new Map<string, string>();
let exitHookInstalled = false;

/** The lock file of a PGlite data folder: `<folder>.lock`, beside it (PGlite owns the folder). */
export const lockPathOf = (dataDir: string) => `${dataDir}.lock`;

/**
 * What /proc says of a process (Linux): gone (or a zombie), or when it started, in clock ticks since
 * boot; startTime null where there is no /proc. A pid with another start time than the one in the
 * lock is a new process reusing a dead owner's pid, not the owner.
 */
function processInfo(pid: number): { gone: true } | { gone: false; startTime: string | null } {
  let stat: string;
  try {
    stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch (err) {
    const noProcess =
      (err as NodeJS.ErrnoException).code === 'ENOENT' && fs.existsSync('/proc/self/stat');
    return noProcess ? { gone: true } : { gone: false, startTime: null };
  }
  // 'pid (command) state ... starttime': the command may hold spaces and parentheses.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  if (fields[0] === 'Z' || fields[0] === 'X') return { gone: true };
  return { gone: false, startTime: fields[19] ?? null };
}

const ownStartTime = (): string => {
  const info = processInfo(process.pid);
  return info.gone ? '' : (info.startTime ?? '');
};

function isAlive(owner: Owner): boolean {
  if (!Number.isInteger(owner.pid) || owner.pid <= 0) return false;
  if (owner.pid === process.pid) return [...heldHere.values()].includes(owner.token);
  try {
    process.kill(owner.pid, 0);
  } catch (err) {
    // EPERM: it exists, under another user.
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const info = processInfo(owner.pid);
  if (info.gone) return false;
  return owner.startTime === null || info.startTime === null || info.startTime === owner.startTime;
}

function readOwner(file: string): { owner: Owner; raw: string } | null {
  let raw: string;
  try {
    raw = fs.readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
  const [pid = '', startTime = '', token = ''] = raw.split('\n');
  return { owner: { pid: Number(pid), startTime: startTime || null, token }, raw };
}

function removeIfUnchanged(file: string, raw: string): void {
  try {
    if (fs.readFileSync(file, 'utf8') === raw) fs.unlinkSync(file);
  } catch {
    // Already gone.
  }
}

/**
 * Removes a stale lock. Only one process at a time may do so (an exclusive `.takeover` file), and it
 * removes the lock only if it still holds the stale content: otherwise two processes that both saw
 * the stale lock could each remove the other's fresh one.
 */
function removeStale(file: string, staleRaw: string): 'removed' | 'busy' {
  const guard = `${file}.takeover`;
  try {
    fs.writeFileSync(guard, `${process.pid}\n${ownStartTime()}\n`, { flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    const guardOwner = readOwner(guard);
    // A guard left by a process killed in the middle of a take-over.
    if (guardOwner && !isAlive(guardOwner.owner)) removeIfUnchanged(guard, guardOwner.raw);
    return 'busy';
  }
  try {
    removeIfUnchanged(file, staleRaw);
    return 'removed';
  } finally {
    fs.rmSync(guard, { force: true });
  }
}

function releaseAllOnExit(): void {
  for (const [file, token] of heldHere) {
    const current = readOwner(file);
    if (current?.owner.token === token) fs.rmSync(file, { force: true });
  }
  heldHere.clear();
}

/** Takes the lock of `dataDir`, taking over a stale one; answers who holds it when a live process does. */
export async function lockDataDir(dataDir: string): Promise<LockAttempt> {
  const file = lockPathOf(dataDir);
  const token = crypto.randomUUID();
  const content = `${process.pid}\n${ownStartTime()}\n${token}\n`;
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      fs.writeFileSync(file, content, { flag: 'wx' });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const current = readOwner(file);
      if (!current) continue;
      if (isAlive(current.owner)) return { heldBy: current.owner.pid };
      if (removeStale(file, current.raw) === 'busy') await sleep(20);
      continue;
    }
    heldHere.set(file, token);
    if (!exitHookInstalled) {
      // A process that exits without closing (a CLI's error path) leaves no lock behind.
      process.once('exit', releaseAllOnExit);
      exitHookInstalled = true;
    }
    return {
      held: {
        release() {
          if (heldHere.get(file) !== token) return;
          heldHere.delete(file);
          const current = readOwner(file);
          if (current?.owner.token === token) fs.rmSync(file, { force: true });
        },
      },
    };
  }
  throw new Error(`Could not take the lock ${file}: another process keeps changing it`);
}

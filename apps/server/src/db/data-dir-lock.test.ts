import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockPathOf } from './data-dir-lock.ts';
import { DatabaseInUseError, openDatabase, type Database } from './database.ts';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

let root: string;
let dataDir: string;
let lockFile: string;

/** The pid of a process that has exited (and been reaped): what a kill -9 leaves in the lock. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

function startTime(pid: number): string {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? '';
}

const lockPid = () => Number(fs.readFileSync(lockFile, 'utf8').split('\n')[0]);

/** Runs one of the server's CLIs on the data folder, as `npm run ...` would. */
function runCli(file: string, args: string[] = []) {
  const child = spawnSync(process.execPath, ['--import', 'tsx', path.join('src', file), ...args], {
    cwd: serverRoot,
    env: { PATH: process.env.PATH ?? '', HOME: os.homedir(), DATA_DIR: root },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: child.status, stderr: child.stderr.trim(), stdout: child.stdout.trim() };
}

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'menudex-lock-'));
  // Where openConfiguredDatabase puts the embedded database for DATA_DIR=root.
  dataDir = path.join(root, 'pglite');
  lockFile = lockPathOf(dataDir);
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('the embedded database folder has one owner at a time', () => {
  it('refuses a second open of the same folder while the first is open, and close releases it', async () => {
    const first = await openDatabase({ driver: 'pglite', dataDir });
    try {
      expect(lockPid()).toBe(process.pid);
      const second = openDatabase({ driver: 'pglite', dataDir });
      await expect(second).rejects.toThrow(DatabaseInUseError);
      await expect(second).rejects.toThrow(
        `The database in ${dataDir} is in use by another Menudex process (pid ${process.pid}); stop it first`,
      );
      // The refused open did not take the lock away from the first.
      expect(lockPid()).toBe(process.pid);
    } finally {
      await first.close();
    }
    expect(fs.existsSync(lockFile)).toBe(false);
    const again = await openDatabase({ driver: 'pglite', dataDir });
    await again.close();
  }, 60_000);

  it('takes over a stale lock left by a process that is gone (kill -9)', async () => {
    const pid = deadPid();
    fs.writeFileSync(lockFile, `${pid}\n\nsome-token\n`);
    const database = await openDatabase({ driver: 'pglite', dataDir });
    try {
      expect(lockPid()).toBe(process.pid);
    } finally {
      await database.close();
    }
    expect(fs.existsSync(lockFile)).toBe(false);
  }, 60_000);

  it('takes over a lock whose pid now belongs to another process (pid reused)', async () => {
    // Our own pid, but not a lock this process holds: a previous process with the same pid.
    fs.writeFileSync(lockFile, `${process.pid}\n\nsome-old-token\n`);
    const database = await openDatabase({ driver: 'pglite', dataDir });
    await database.close();
    expect(fs.existsSync(lockFile)).toBe(false);
  }, 60_000);

  describe('held by another live process', () => {
    let holder: ReturnType<typeof spawn>;
    let holderPid: number;

    beforeAll(() => {
      holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 120000)'], { stdio: 'ignore' });
      holderPid = holder.pid ?? -1;
      const knownStart = fs.existsSync('/proc/self/stat') ? startTime(holderPid) : '';
      fs.writeFileSync(lockFile, `${holderPid}\n${knownStart}\nholder-token\n`);
    });
    afterAll(() => {
      holder.kill('SIGKILL');
      fs.rmSync(lockFile, { force: true });
    });

    it('refuses to open and leaves its lock alone', async () => {
      await expect(openDatabase({ driver: 'pglite', dataDir })).rejects.toThrow(
        `The database in ${dataDir} is in use by another Menudex process (pid ${holderPid}); stop it first`,
      );
      expect(lockPid()).toBe(holderPid);
    });

    it('makes admin:grant and db:migrate say so in one line and exit non-zero, leaving the holder its lock', () => {
      const message = `The database in ${dataDir} is in use by another Menudex process (pid ${holderPid}); stop it first`;
      const grant = runCli('db/admin-cli.ts', ['someone@menudex.app']);
      expect(grant).toMatchObject({ status: 1, stderr: message, stdout: '' });
      const migrate = runCli('db/migrate-cli.ts');
      expect(migrate).toMatchObject({ status: 1, stderr: message, stdout: '' });
      expect(lockPid()).toBe(holderPid);
    }, 60_000);

    it('treats a lock whose pid was reused by an unrelated process as stale', async () => {
      if (!fs.existsSync('/proc/self/stat')) return;
      // The holder's pid, but another start time: the owner that wrote it is gone.
      fs.writeFileSync(lockFile, `${holderPid}\n1\nold-token\n`);
      let database: Database | null = null;
      try {
        database = await openDatabase({ driver: 'pglite', dataDir });
        expect(lockPid()).toBe(process.pid);
      } finally {
        await database?.close();
      }
    }, 60_000);
  });
});

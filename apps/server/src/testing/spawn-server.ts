// Runs the real server (src/main.ts, or its build) as a child process, for tests and benchmarks that need separate
// processes: several API processes on one database, kill -9 mid-write, load from outside the process.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const mainFile = path.join(repoRoot, 'apps/server/src/main.ts');

export type SpawnedServer = {
  url: string;
  port: number;
  pid: number;
  /** What the process printed so far (stdout and stderr). */
  output(): string;
  /** Sends a signal and waits for the process to exit (SIGKILL is not graceful: that is the point). */
  kill(signal?: NodeJS.Signals): Promise<void>;
  /** SIGTERM (graceful shutdown), then SIGKILL if it has not exited after 5 s. */
  stop(): Promise<void>;
};

export type SpawnOptions = {
  /** Added to a minimal environment: the caller's DATABASE_URL, GOOGLE_CLIENT_ID... never leak in. */
  env: Record<string, string>;
  port?: number;
  startTimeoutMs?: number;
  /** Node options before the entry file (the profiler's --cpu-prof, say). */
  nodeArgs?: string[];
  /**
   * Run the built server (apps/server/dist/main.js, what `npm start` runs; see buildServer) instead
   * of the TypeScript source through tsx: benchmarks measure what ships (about 80 MB less memory).
   */
  compiled?: boolean;
};

const compiledMain = path.join(repoRoot, 'apps/server/dist/main.js');

/** Builds the server as `npm run build` does (esbuild, under a second), for `compiled: true`. */
export function buildServer(): void {
  const result = spawnSync(process.execPath, ['scripts/build.mjs'], {
    cwd: path.join(repoRoot, 'apps/server'),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`Building the server failed (exit ${result.status})`);
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

function baseEnv(): Record<string, string> {
  const keep = ['PATH', 'HOME', 'TMPDIR', 'LANG', 'TZ'];
  const env: Record<string, string> = {};
  for (const name of keep) {
    const value = process.env[name];
    if (value !== undefined) env[name] = value;
  }
  return env;
}

/** Starts the server and waits until /api/healthz answers 200. */
export async function spawnServer(options: SpawnOptions): Promise<SpawnedServer> {
  const port = options.port ?? (await freePort());
  let output = '';
  const child: ChildProcess = spawn(
    process.execPath,
    options.compiled
      ? [...(options.nodeArgs ?? []), '--enable-source-maps', '--no-warnings', compiledMain]
      : [...(options.nodeArgs ?? []), '--import', 'tsx', mainFile],
    {
      cwd: repoRoot,
      env: {
        ...baseEnv(),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'false',
        // A busy test machine stalls the event loop for seconds (PGlite start-up, parallel suites):
        // shedding would turn that into 503s the tests do not expect. Its own test turns it on.
        MAX_EVENT_LOOP_DELAY_MS: '0',
        ...options.env,
        PORT: String(port),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;

  const deadline = Date.now() + (options.startTimeoutMs ?? 120_000);
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`Server exited early (${child.exitCode ?? child.signalCode}):\n${output}`);
    try {
      const res = await fetch(`${url}/api/healthz`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`Server did not start within the time limit:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }

  const running = () => child.exitCode === null && child.signalCode === null;
  return {
    url,
    port,
    pid: child.pid ?? -1,
    output: () => output,
    kill: async (signal = 'SIGKILL') => {
      if (!running()) return;
      child.kill(signal);
      await exited;
    },
    stop: async () => {
      if (!running()) return;
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (running()) {
        child.kill('SIGKILL');
        await exited;
      }
    },
  };
}

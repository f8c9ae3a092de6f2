// One step of the imports benchmark in a process of its own (bench/imports/run.ts forks it with
// --expose-gc): an import of a file as the server makes it (upload, then the run in the same
// process), timed, with its peak memory above the process's state just before the upload; the file's
// places read and checked alone, without a database; or the migrations, or the admin account the API
// part signs in with. Answers over IPC.
import fs from 'node:fs';
import v8 from 'node:v8';
import type { Kysely } from 'kysely';
import { importFieldsSchema } from '@menudex/contract/imports';
import { loadConfig } from '../../apps/server/src/config.ts';
import { migrate } from '../../apps/server/src/db/migrate.ts';
import { openConfiguredDatabase } from '../../apps/server/src/db/open-configured.ts';
import { systemClock } from '../../apps/server/src/lib/clock.ts';
import { createJobs } from '../../apps/server/src/lib/jobs.ts';
import { parseBusinessFile } from '../../apps/server/src/modules/imports/formats/business-files.ts';
import { importsService } from '../../apps/server/src/modules/imports/imports.service.ts';
import type { Access } from '../../apps/server/src/policies/business.policy.ts';

/** Where the step's database is: PostgreSQL's URL, or PGlite's DATA_DIR. */
export type StepDatabase = { DATABASE_URL: string } | { DATA_DIR: string };

export type StepRequest =
  | { step: 'migrate'; database: StepDatabase }
  | { step: 'check'; file: string }
  | { step: 'import'; database: StepDatabase; file: string; dryRun: boolean }
  | { step: 'admin'; database: StepDatabase; email: string };

/** Peak memory of a phase above the baseline, in bytes. */
export type MemoryPeak = {
  /** The larger of the samples and the kernel's high-water mark (VmHWM, reset at the phase's start). */
  rss: number;
  /** The larger of the samples and V8's heap before each garbage collection (v8.GCProfiler). */
  heapUsed: number;
  /** What the 20 ms samples alone saw (they miss what a synchronous stretch of work holds). */
  sampledRss: number;
  sampledHeapUsed: number;
  samples: number;
  collections: number;
};

export type PhaseResult = { seconds: number; cpuSeconds: number; memory: MemoryPeak };

export type ImportStepResult = {
  step: 'import';
  importId: string;
  total: number;
  fileBytes: number;
  /** The process before the upload, after a full collection: what the peaks are above. */
  baseline: { rss: number; heapUsed: number };
  upload: PhaseResult;
  run: PhaseResult & {
    /** From the run's start to its first committed batch: reading the file again, and one batch. */
    firstBatchSeconds: number | null;
  };
  counts: { created: number; updated: number; unchanged: number; skipped: number };
  notes: number;
  status: string;
};

export type CheckStepResult = PhaseResult & {
  step: 'check';
  rows: number;
  baseline: { rss: number; heapUsed: number };
};

export type StepResult =
  | { step: 'migrate'; seconds: number }
  | CheckStepResult
  | ImportStepResult
  | { step: 'admin'; adminId: string; businessIds: string[] };

/** The person running the benchmark has the database itself: an admin, as in the import CLI. */
const benchAccess: Access = {
  actor: { id: 'bench', name: 'bench', email: null, role: 'admin' },
  ownedBusinessIds: new Set(),
};

const SAMPLE_MS = 20;

function collect(): void {
  // --expose-gc: two rounds, so what the first one only marked is gone too.
  const gc = globalThis.gc;
  if (!gc) throw new Error('measure-step.ts needs --expose-gc');
  gc();
  gc();
}

/** The kernel's peak resident set of this process (kB in /proc), in bytes; null off Linux. */
function peakRss(): number | null {
  try {
    const kb = /VmHWM:\s+(\d+)/.exec(fs.readFileSync('/proc/self/status', 'utf8'))?.[1];
    return kb ? Number(kb) * 1024 : null;
  } catch {
    return null;
  }
}

/** Resets VmHWM to the current resident set (Linux 4.0+); false when the kernel refuses. */
function resetPeakRss(): boolean {
  try {
    fs.writeFileSync('/proc/self/clear_refs', '5');
    return true;
  } catch {
    return false;
  }
}

/**
 * Watches memory from now until stop(): samples every SAMPLE_MS, which cannot fire while the import
 * runs synchronous code (JSON.parse of the file), so the kernel's and V8's own peaks are read too.
 */
function watchMemory(baseline: { rss: number; heapUsed: number }) {
  const hwmReset = resetPeakRss();
  const profiler = new v8.GCProfiler();
  profiler.start();
  let sampledRss = baseline.rss;
  let sampledHeap = baseline.heapUsed;
  let samples = 0;
  const sample = () => {
    const m = process.memoryUsage();
    sampledRss = Math.max(sampledRss, m.rss);
    sampledHeap = Math.max(sampledHeap, m.heapUsed);
    samples++;
  };
  const timer = setInterval(sample, SAMPLE_MS);
  return (): MemoryPeak => {
    clearInterval(timer);
    sample();
    const profile = profiler.stop();
    const beforeCollections = profile.statistics.map((s) => s.beforeGC.heapStatistics.usedHeapSize);
    const hwm = hwmReset ? (peakRss() ?? 0) : 0;
    return {
      rss: Math.max(sampledRss, hwm) - baseline.rss,
      heapUsed: Math.max(sampledHeap, ...beforeCollections) - baseline.heapUsed,
      sampledRss: sampledRss - baseline.rss,
      sampledHeapUsed: sampledHeap - baseline.heapUsed,
      samples,
      collections: profile.statistics.length,
    };
  };
}

async function measured<T>(
  baseline: { rss: number; heapUsed: number },
  work: () => Promise<T>,
): Promise<{ value: T; phase: PhaseResult }> {
  const stop = watchMemory(baseline);
  const cpu = process.cpuUsage();
  const started = performance.now();
  const value = await work();
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  const memory = stop();
  return { value, phase: { seconds, cpuSeconds: (used.user + used.system) / 1e6, memory } };
}

const configOf = (database: StepDatabase | Record<string, never>) =>
  loadConfig({
    DEMO: 'false',
    LOG_LEVEL: 'silent',
    // Only needed by the configuration's checks: this process signs nothing.
    JWT_SECRET: 'bench-import-step-secret-bench-import-step',
    ...database,
  });

async function openDatabase(database: StepDatabase) {
  const config = configOf(database);
  return { config, database: await openConfiguredDatabase(config) };
}

/** Every place of the file read and checked, as the import's job does it, without a database. */
async function checkStep(request: Extract<StepRequest, { step: 'check' }>) {
  const config = configOf({});
  const bytes = fs.readFileSync(request.file);
  collect();
  const before = process.memoryUsage();
  const baseline = { rss: before.rss, heapUsed: before.heapUsed };
  const checked = await measured(baseline, async () =>
    parseBusinessFile('osm', bytes, {
      timeZone: config.defaultTimeZone,
      now: systemClock.now(),
      defaultCountry: 'US',
    }),
  );
  const result: CheckStepResult = {
    step: 'check',
    rows: checked.value.rows.length,
    baseline,
    ...checked.phase,
  };
  return result;
}

async function importStep(request: Extract<StepRequest, { step: 'import' }>) {
  const { config, database } = await openDatabase(request.database);
  try {
    const jobs = createJobs(database.db as unknown as Kysely<never>);
    const imports = importsService({ db: database.db, database, config, clock: systemClock, jobs });
    const bytes = fs.readFileSync(request.file);
    const fields = importFieldsSchema.parse({ kind: 'osm', dryRun: String(request.dryRun) });
    // The file arrived with the request: it is part of the state before the import.
    collect();
    const before = process.memoryUsage();
    const baseline = { rss: before.rss, heapUsed: before.heapUsed };
    const upload = await measured(baseline, () =>
      imports.upload(
        benchAccess,
        fields,
        { filename: 'city.json', bytes },
        { queue: false, createdBy: null },
      ),
    );
    let firstBatch: number | null = null;
    const runStarted = performance.now();
    const run = await measured(baseline, () =>
      imports.run(upload.value._id, () => {
        firstBatch ??= (performance.now() - runStarted) / 1000;
      }),
    );
    const report = await imports.get(benchAccess, upload.value._id);
    const result: ImportStepResult = {
      step: 'import',
      importId: report._id,
      total: report.total,
      fileBytes: bytes.length,
      baseline,
      upload: upload.phase,
      run: { ...run.phase, firstBatchSeconds: firstBatch },
      counts: report.counts,
      notes: report.errors.length,
      status: report.status,
    };
    return result;
  } finally {
    await database.close();
  }
}

async function main(request: StepRequest): Promise<StepResult> {
  if (request.step === 'import') return importStep(request);
  if (request.step === 'check') return checkStep(request);
  const { database } = await openDatabase(request.database);
  try {
    if (request.step === 'migrate') {
      const started = performance.now();
      await migrate(database);
      return { step: 'migrate', seconds: (performance.now() - started) / 1000 };
    }
    const admin = await database.db
      .insertInto('users')
      .values({ name: 'Bench Admin', email: request.email, role: 'admin' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const businesses = await database.db
      .selectFrom('businesses')
      .select('id')
      .orderBy('seq')
      .limit(20)
      .execute();
    return { step: 'admin', adminId: admin.id, businessIds: businesses.map((b) => b.id) };
  } finally {
    await database.close();
  }
}

const request = JSON.parse(process.argv[2] ?? '{}') as StepRequest;
try {
  const result = await main(request);
  process.send?.(result);
} catch (err) {
  console.error(err);
  process.exitCode = 1;
}

// npm run bench: runs every benchmark (search, api, web) in turn and writes docs/benchmarks.md from
// the markdown each one leaves in bench/results/<name>.md. Not part of npm test.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const resultsDir = path.join(root, 'bench/results');
const only = process.argv.slice(2);

const suites = [
  'search',
  // Before api: its cache-off rows read the database alone's rates (bench/results/statements.json).
  'statements',
  'api',
  'profile',
  'startup',
  'web',
  'overload',
  'abuse',
  'insights',
  'imports',
].filter(
  (name) =>
    (only.length === 0 || only.includes(name)) &&
    fs.existsSync(path.join(root, 'bench', name, 'run.ts')),
);

fs.mkdirSync(resultsDir, { recursive: true });
const sections = new Map<string, string>();
for (const name of suites) {
  console.log(`\n== bench/${name}`);
  const started = Date.now();
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'bench', name, 'run.ts')],
    {
      cwd: root,
      stdio: 'inherit',
      env: process.env,
    },
  );
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  const resultFile = path.join(resultsDir, `${name}.md`);
  if (run.status !== 0 || !fs.existsSync(resultFile)) {
    sections.set(
      name,
      `## ${name}\n\nFailed (exit ${run.status ?? 'signal'}) after ${seconds} s; see the console output.\n`,
    );
    continue;
  }
  sections.set(
    name,
    fs.readFileSync(resultFile, 'utf8').trim() + `\n\n_Run time: ${seconds} s._\n`,
  );
}

// A suite not run this time keeps its last figures: from its result file when this machine has one
// (marked with its date), else the section the document already holds.
for (const name of [
  'search',
  'statements',
  'api',
  'profile',
  'web',
  'overload',
  'abuse',
  'insights',
  'imports',
]) {
  const resultFile = path.join(resultsDir, `${name}.md`);
  if (suites.includes(name) || !fs.existsSync(resultFile)) continue;
  const date = fs.statSync(resultFile).mtime.toISOString().slice(0, 16).replace('T', ' ');
  sections.set(
    name,
    fs.readFileSync(resultFile, 'utf8').trim() + `\n\n_From an earlier run (${date} UTC)._\n`,
  );
}

const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
const header = [
  '# Benchmarks',
  '',
  `Written by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}.`,
  '',
  `Machine: ${os.cpus().length} × ${cpu}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB memory, Node ${process.version}, ${os.platform()} ${os.release()}.`,
  '',
  'Run one suite with `npx tsx bench/run-all.ts search` (or `statements`, `api`, `profile`, `startup`, `web`, `overload`, `abuse`, `insights`, `imports`); the other sections are kept.',
  '',
  "To see why a finding query is slow: `npx tsx bench/search/explain.ts 'openNow=true&maxPrice=6' items coffee` times it on the benchmark set and prints `EXPLAIN ANALYZE` of every statement it sends (arguments: the query string, `items` or `businesses`, a search input, an instant).",
  '',
  "To see where a phone's time goes while a page starts: `npx tsx bench/web/trace-start.ts <origin>/the-list` (its longest main-thread tasks at a 4× slowdown, and the main-thread compilation), and `npx tsx bench/web/profile-hydration.ts <origin>/the-list` (the self time by package and function, through source maps).",
  '',
].join('\n');
/** Each suite's section sits between <!-- bench:name --> markers; the others are kept as they are. */
const docFile = path.join(root, 'docs/benchmarks.md');
const previous = fs.existsSync(docFile) ? fs.readFileSync(docFile, 'utf8') : '';
const kept = (name: string): string | undefined =>
  new RegExp(`<!-- bench:${name} -->\\n([\\s\\S]*?)\\n<!-- /bench:${name} -->`).exec(previous)?.[1];
// After the suites: hand-written comparisons (no suite writes them; they are kept as they are).
const order = [
  'search',
  'api',
  'statements',
  'profile',
  'web',
  'startup',
  'overload',
  'abuse',
  'insights',
  'imports',
  'pages-redesign',
];
const body = order
  .map((name) => {
    const section = sections.get(name)?.trim() ?? kept(name);
    return section ? `<!-- bench:${name} -->\n${section}\n<!-- /bench:${name} -->\n` : null;
  })
  .filter((s): s is string => s !== null)
  .join('\n');
fs.writeFileSync(docFile, `${header}\n${body}`);
console.log(`\nWrote docs/benchmarks.md (${suites.join(', ') || 'no suites found'})`);

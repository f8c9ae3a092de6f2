// Reads a V8 .cpuprofile (node --cpu-prof) and splits its samples by where the code lives: our server,
// the query builder, the PostgreSQL driver, validation, the web framework, logging, Node's own
// networking, garbage collection and idle time. V8 built-ins (JSON.stringify, RegExp, ...) have no
// file: their samples go to the nearest caller that has one, so JSON.stringify under the serializer
// counts to the serializer's package.
import fs from 'node:fs';

export type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
};
export type CpuProfile = {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  /** Microseconds on the monotonic clock (process.hrtime's on Linux) of the first sample's base. */
  startTime?: number;
};

/** A stretch of the monotonic clock, in microseconds (process.hrtime.bigint() / 1000n). */
export type Window = { from: number; to: number };

export type Breakdown = {
  totalSamples: number;
  categories: Array<{ name: string; samples: number; share: number }>;
  functions: Array<{ name: string; where: string; samples: number }>;
};

export function readProfile(file: string): CpuProfile {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as CpuProfile;
}

/** The categories in the order the report shows them. */
export const CATEGORIES = [
  'our code',
  'contract (zod schemas)',
  'kysely (query building)',
  'pg (driver)',
  'pglite',
  'zod (validation, serialization)',
  'fastify',
  'logging (pino)',
  'JWT (jose)',
  'other packages',
  'node (http, net, streams)',
  'garbage collection',
  'idle',
  'other (program, V8)',
] as const;

const PACKAGE_CATEGORY: Array<[RegExp, (typeof CATEGORIES)[number]]> = [
  [/\/node_modules\/kysely\//, 'kysely (query building)'],
  [
    /\/node_modules\/(pg|pg-protocol|pg-pool|pg-types|postgres-[a-z]+|pgpass|buffer-writer)\//,
    'pg (driver)',
  ],
  [/\/node_modules\/@electric-sql\//, 'pglite'],
  [/\/node_modules\/(zod|fastify-type-provider-zod)\//, 'zod (validation, serialization)'],
  [
    /\/node_modules\/(fastify|@fastify\/[^/]+|find-my-way|avvio|light-my-request|fast-json-stringify|fast-querystring|fastify-plugin|toad-cache|process-warning|abstract-logging|secure-json-parse|fast-content-type-parse|rfdc|ret|safe-regex2|fast-uri)\//,
    'fastify',
  ],
  [
    /\/node_modules\/(pino|pino-std-serializers|sonic-boom|thread-stream|fast-redact|on-exit-leak-free|quick-format-unescaped|atomic-sleep|real-require|safe-stable-stringify)\//,
    'logging (pino)',
  ],
  [/\/node_modules\/jose\//, 'JWT (jose)'],
  [/\/packages\/contract\//, 'contract (zod schemas)'],
  [/\/node_modules\//, 'other packages'],
  [/\/apps\/server\//, 'our code'],
  [/^node:|^internal\//, 'node (http, net, streams)'],
];

/** The category of one frame, or null for a built-in without a file (counted to its caller). */
export function categoryOf(frame: ProfileNode['callFrame']): string | null {
  switch (frame.functionName) {
    case '(garbage collector)':
      return 'garbage collection';
    case '(idle)':
      return 'idle';
    case '(program)':
    case '(root)':
      return 'other (program, V8)';
  }
  if (!frame.url) return null;
  for (const [pattern, name] of PACKAGE_CATEGORY) if (pattern.test(frame.url)) return name;
  return 'other (program, V8)';
}

function shortWhere(url: string): string {
  const pkg = /\/node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(url);
  if (pkg) return `${pkg[1]}/${pkg[2]?.split('/').slice(-1)[0] ?? ''}`;
  const ours = /\/(apps\/server\/.*|packages\/.*)$/.exec(url);
  if (ours) return ours[1] ?? url;
  return url || '(built-in)';
}

/**
 * The samples by category, and the heaviest functions; with a window, only the samples taken in it
 * (the timed run, not start-up and warm-up).
 */
export function categorise(profile: CpuProfile, window?: Window): Breakdown {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);
  // Each node's category and the frame its samples count to: its own, or its nearest filed caller's.
  const resolved = new Map<number, { category: string; frame: ProfileNode['callFrame'] }>();
  const resolve = (id: number): { category: string; frame: ProfileNode['callFrame'] } => {
    const known = resolved.get(id);
    if (known) return known;
    const node = byId.get(id);
    if (!node)
      return {
        category: 'other (program, V8)',
        frame: { functionName: '?', url: '', lineNumber: 0 },
      };
    const own = categoryOf(node.callFrame);
    let result: { category: string; frame: ProfileNode['callFrame'] };
    if (own !== null) result = { category: own, frame: node.callFrame };
    else {
      const up = parent.get(id);
      const caller = up === undefined ? null : resolve(up);
      result = {
        category: caller?.category ?? 'other (program, V8)',
        frame: caller?.frame ?? node.callFrame,
      };
    }
    resolved.set(id, result);
    return result;
  };
  const counts = new Map<string, number>();
  const functions = new Map<string, { name: string; where: string; samples: number }>();
  let at = profile.startTime ?? 0;
  let total = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    at += profile.timeDeltas[i] ?? 0;
    if (window && (at < window.from || at > window.to)) continue;
    total += 1;
    const id = profile.samples[i]!;
    const { category, frame } = resolve(id);
    counts.set(category, (counts.get(category) ?? 0) + 1);
    if (category === 'idle' || category === 'garbage collection') continue;
    const node = byId.get(id);
    const name = node?.callFrame.url
      ? node.callFrame.functionName || '(anonymous)'
      : `${node?.callFrame.functionName || '?'} ← ${frame.functionName || '(anonymous)'}`;
    const where = shortWhere(node?.callFrame.url || frame.url);
    const key = `${name}@${where}`;
    const entry = functions.get(key) ?? { name, where, samples: 0 };
    entry.samples += 1;
    functions.set(key, entry);
  }
  return {
    totalSamples: total,
    categories: CATEGORIES.filter((c) => counts.has(c)).map((name) => ({
      name,
      samples: counts.get(name) ?? 0,
      share: (counts.get(name) ?? 0) / Math.max(1, total),
    })),
    functions: [...functions.values()].sort((a, b) => b.samples - a.samples).slice(0, 40),
  };
}

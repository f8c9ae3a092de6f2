import { describe, expect, it } from 'vitest';
import { categorise, categoryOf, type CpuProfile } from './cpu-profile.ts';

const frame = (functionName: string, url = '') => ({ functionName, url, lineNumber: 0 });

describe('CPU profile breakdown', () => {
  it('files frames by the package or folder their code lives in', () => {
    expect(categoryOf(frame('compileQuery', 'file:///r/node_modules/kysely/dist/esm/x.js'))).toBe(
      'kysely (query building)',
    );
    expect(categoryOf(frame('parse', 'file:///r/node_modules/pg-protocol/dist/parser.js'))).toBe(
      'pg (driver)',
    );
    expect(categoryOf(frame('page', 'file:///r/apps/server/src/modules/items/x.ts'))).toBe(
      'our code',
    );
    expect(categoryOf(frame('write', 'node:net'))).toBe('node (http, net, streams)');
    expect(categoryOf(frame('(garbage collector)'))).toBe('garbage collection');
    expect(categoryOf(frame('stringify'))).toBeNull();
  });

  it('counts a built-in without a file to its nearest caller that has one', () => {
    const profile: CpuProfile = {
      nodes: [
        { id: 1, callFrame: frame('(root)'), children: [2, 5] },
        {
          id: 2,
          callFrame: frame('serialize', 'file:///r/node_modules/fastify-type-provider-zod/x.js'),
          children: [3],
        },
        { id: 3, callFrame: frame('stringify'), children: [4] },
        { id: 4, callFrame: frame('toJSON') },
        { id: 5, callFrame: frame('(idle)') },
      ],
      samples: [3, 4, 4, 5, 2],
      timeDeltas: [1, 1, 1, 1, 1],
    };
    const result = categorise(profile);
    expect(result.totalSamples).toBe(5);
    expect(result.categories).toEqual([
      { name: 'zod (validation, serialization)', samples: 4, share: 0.8 },
      { name: 'idle', samples: 1, share: 0.2 },
    ]);
    expect(result.functions[0]).toMatchObject({ name: 'toJSON ← serialize', samples: 2 });
  });

  it('counts only the samples inside the window when one is given (the timed run)', () => {
    const profile: CpuProfile = {
      nodes: [
        { id: 1, callFrame: frame('(root)'), children: [2, 3] },
        { id: 2, callFrame: frame('compileQuery', 'file:///r/node_modules/kysely/x.js') },
        { id: 3, callFrame: frame('(idle)') },
      ],
      samples: [2, 2, 3, 3, 2],
      timeDeltas: [10, 10, 10, 10, 10],
      startTime: 1000,
    };
    // Samples at 1010, 1020, 1030, 1040, 1050: the window keeps 1020..1040.
    const result = categorise(profile, { from: 1015, to: 1045 });
    expect(result.totalSamples).toBe(3);
    expect(result.categories).toEqual([
      { name: 'kysely (query building)', samples: 1, share: 1 / 3 },
      { name: 'idle', samples: 2, share: 2 / 3 },
    ]);
  });
});

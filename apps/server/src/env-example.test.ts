// .env.example lists every setting config.ts reads, and nothing it does not: the two cannot drift.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES, loadConfig } from './config.ts';

const exampleFile = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../.env.example',
);
const text = fs.readFileSync(exampleFile, 'utf8');
/** `NAME=value` or `# NAME=value` lines: the settings the example names, with their example value. */
const listed = new Map(
  [...text.matchAll(/^#?\s?([A-Z][A-Z0-9_]*)=(.*)$/gm)].map((m) => [m[1]!, m[2]!]),
);

describe('.env.example', () => {
  it('lists every variable config.ts reads', () => {
    const missing = CONFIG_VARIABLES.filter((name) => !listed.has(name));
    expect(
      missing,
      `config.ts reads ${missing.join(', ')} but .env.example does not list ${missing.length > 1 ? 'them' : 'it'}: add a "# NAME=default" line with a comment saying what it means`,
    ).toEqual([]);
  });

  it('lists nothing config.ts does not read', () => {
    const unknown = [...listed.keys()].filter(
      (name) => !(CONFIG_VARIABLES as readonly string[]).includes(name),
    );
    expect(
      unknown,
      `.env.example lists ${unknown.join(', ')}, which config.ts does not read: remove or rename`,
    ).toEqual([]);
  });

  it('gives values config.ts accepts (the example works when uncommented)', () => {
    const env = Object.fromEntries(listed);
    expect(() => loadConfig({ ...env, JWT_SECRET: 'x'.repeat(32) })).not.toThrow();
  });
});

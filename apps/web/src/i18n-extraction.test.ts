// The extraction check (docs/decisions/049): a text shown by a component of the web app comes from
// the catalogues (useT), not from a string written into the component. The files below are not
// migrated yet; each later session translates some and takes them off the list, until it is empty.
// A migrated file that gains a written text fails here, and so does a listed file that has none
// left (take it off the list).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findLiterals } from './testing/i18n-extraction.ts';

const SRC = path.dirname(fileURLToPath(import.meta.url));

/** Components still showing English written into them (paths from apps/web/src). */
const NOT_MIGRATED = new Set<string>([]);

/** Every component file of the app (tests and test helpers aside). */
function componentFiles(dir = SRC): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : componentFiles(file);
    return file.endsWith('.tsx') && !file.endsWith('.test.tsx') ? [file] : [];
  });
}

const files = componentFiles().map((file) => ({
  name: path.relative(SRC, file).split(path.sep).join('/'),
  literals: findLiterals(file, fs.readFileSync(file, 'utf8')),
}));

describe('the extraction check', () => {
  it('finds no text written into a migrated component: each comes from the catalogues', () => {
    const written = files
      .filter((f) => !NOT_MIGRATED.has(f.name))
      .flatMap((f) => f.literals.map((l) => `${f.name}:${l.line} ${l.text}`));
    expect(written).toEqual([]);
  });

  it('lists as not migrated only files that still have such texts (and that exist)', () => {
    const withTexts = new Set(files.filter((f) => f.literals.length > 0).map((f) => f.name));
    expect([...NOT_MIGRATED].filter((name) => !withTexts.has(name))).toEqual([]);
  });

  it('sees text, shown attributes, strings in JSX, tab titles and the specification’s TEXTS', () => {
    const source = [
      "import { TEXTS } from '@menudex/contract/constants';",
      'export function A({ on }: { on: boolean }) {',
      "  useDocumentTitle('The List');",
      '  return (',
      '    <div aria-label="Main">',
      '      Skip to content',
      "      {on ? 'Open' : 'Closed'}",
      '      <Empty action={{ label: `Browse ${1}`, to: "/" }} />',
      '      {TEXTS.error}',
      '      <b title={FEEDBACK_TEXTS.redeem}>{ok ? FEEDBACK_TEXTS.redeem : null}</b>',
      '      {LINKS.includes(USER_TEXTS.linkUsed) ? 1 : 2}',
      '      <span className="mdx-card" data-testid="card">{t(\'nav.theList\')} · Menudex</span>',
      '    </div>',
      '  );',
      '}',
    ].join('\n');
    expect(findLiterals('a.tsx', source).map((l) => `${l.line} ${l.text}`)).toEqual([
      '3 The List',
      '5 Main',
      '6 Skip to content',
      '7 Open',
      '7 Closed',
      '8 Browse',
      '9 TEXTS.error',
      '10 FEEDBACK_TEXTS.redeem',
      '10 FEEDBACK_TEXTS.redeem',
    ]);
  });
});

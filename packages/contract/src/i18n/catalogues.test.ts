import { describe, expect, it } from 'vitest';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { TEXTS } from '../constants.ts';
import { AREA_CATALOGUES, AREAS } from './areas.ts';
import { CATALOGUES } from './catalogues.ts';
import { COMPILED_EN } from './compiled-en.ts';
import { COMPILED_VI } from './compiled-vi.ts';
import type { CompiledMessage } from './compiled-message.ts';
import { LOCALES, type Locale } from './locales.ts';
import { EN_MESSAGES } from './messages-en.ts';

/** The compiled area catalogues as `npm run i18n:compile` wrote them, by file name. */
const compiledAreas: Record<string, Record<string, unknown>> = Object.fromEntries(
  await Promise.all(
    AREAS.flatMap((area) =>
      LOCALES.map(async (locale) => {
        const file = `./compiled-${area}-${locale}.ts`;
        return [file, (await import(file)) as Record<string, unknown>] as const;
      }),
    ),
  ),
);

/** Each catalogue by name: the core one and every area, each with its text in every language. */
const everyCatalogue = [
  { name: 'core', prefix: '', texts: (l: Locale) => CATALOGUES[l] as Record<string, string> },
  ...AREAS.map((area) => ({
    name: area,
    prefix: `${area}.`,
    texts: (l: Locale) => AREA_CATALOGUES[l][area],
  })),
];

/** The arguments a compiled message uses, as `name:type` (plural choices' own arguments included). */
function argumentsOf(message: CompiledMessage, into = new Set<string>()): Set<string> {
  for (const token of message) {
    if (typeof token === 'string') continue;
    const [name, type, format] = token;
    into.add(`${name}:${type ?? 'text'}`);
    if (type === 'plural' || type === 'select' || type === 'selectordinal') {
      for (const [choice, branch] of Object.entries(format as Record<string, unknown>)) {
        if (choice !== 'offset' && Array.isArray(branch))
          argumentsOf(branch as CompiledMessage, into);
      }
    }
  }
  return into;
}

const compile = (catalogue: Record<string, string>) =>
  Object.fromEntries(Object.entries(catalogue).map(([k, m]) => [k, compileMessageOrThrow(m)]));

describe('the catalogues', () => {
  it('have every key in every language, and no other', () => {
    for (const { texts } of everyCatalogue) {
      const keys = Object.keys(texts('en')).sort();
      for (const locale of LOCALES) expect(Object.keys(texts(locale)).sort()).toEqual(keys);
    }
  });

  it("keep each area's keys under its name, none shared with the core or another area", () => {
    const seen = new Map<string, string>();
    const wrong: string[] = [];
    for (const { name, prefix, texts } of everyCatalogue) {
      for (const key of Object.keys(texts('en'))) {
        const area = AREAS.find((a) => key.startsWith(`${a}.`));
        if (prefix ? !key.startsWith(prefix) : area) wrong.push(`${name}: ${key}`);
        if (seen.has(key)) wrong.push(`${name}: ${key} is also in ${seen.get(key)}`);
        seen.set(key, name);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('use the same ICU arguments, of the same types, in every language', () => {
    const differ: string[] = [];
    for (const { texts } of everyCatalogue) {
      for (const [key, message] of Object.entries(texts('en'))) {
        const english = [...argumentsOf(compileMessageOrThrow(message))].sort();
        for (const locale of LOCALES) {
          const other = [...argumentsOf(compileMessageOrThrow(texts(locale)[key]!))].sort();
          if (other.join() !== english.join()) {
            differ.push(`${locale} ${key}: ${other.join()} against ${english.join()}`);
          }
        }
      }
    }
    expect(differ).toEqual([]);
  });

  it('are compiled as they are now (run `npm run i18n:compile` after changing one)', () => {
    expect(COMPILED_EN).toEqual(compile(CATALOGUES.en));
    expect(COMPILED_VI).toEqual(compile(CATALOGUES.vi));
    for (const locale of LOCALES) {
      for (const area of AREAS) {
        const module = compiledAreas[`./compiled-${area}-${locale}.ts`];
        const constant = `COMPILED_${area.toUpperCase()}_${locale.toUpperCase()}`;
        expect(module?.[constant], `${area} ${locale}`).toEqual(
          compile(AREA_CATALOGUES[locale][area]),
        );
      }
    }
  });

  it("keep the specification's English texts verbatim", () => {
    expect(EN_MESSAGES['paging.noItemFound']).toBe(TEXTS.noItemFound);
    expect(EN_MESSAGES['page.notFound']).toBe(TEXTS.pageNotFound);
    expect(EN_MESSAGES['search.empty']).toBe(TEXTS.emptySearch);
  });

  it('reject a message that is not valid ICU (so a broken translation fails here, not on a page)', () => {
    expect(() => compileMessageOrThrow('{count, plural, one {# like}')).toThrow();
  });
});

import { describe, expect, it } from 'vitest';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { TEXTS } from '../constants.ts';
import { CATALOGUES } from './catalogues.ts';
import { COMPILED_EN } from './compiled-en.ts';
import { COMPILED_VI } from './compiled-vi.ts';
import type { CompiledMessage } from './compiled-message.ts';
import { LOCALES } from './locales.ts';
import { EN_MESSAGES } from './messages-en.ts';

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
    const keys = Object.keys(EN_MESSAGES).sort();
    for (const locale of LOCALES) expect(Object.keys(CATALOGUES[locale]).sort()).toEqual(keys);
  });

  it('use the same ICU arguments, of the same types, in every language', () => {
    const differ: string[] = [];
    for (const key of Object.keys(EN_MESSAGES) as (keyof typeof EN_MESSAGES)[]) {
      const english = [...argumentsOf(compileMessageOrThrow(EN_MESSAGES[key]))].sort();
      for (const locale of LOCALES) {
        const other = [...argumentsOf(compileMessageOrThrow(CATALOGUES[locale][key]))].sort();
        if (other.join() !== english.join()) {
          differ.push(`${locale} ${key}: ${other.join()} against ${english.join()}`);
        }
      }
    }
    expect(differ).toEqual([]);
  });

  it('are compiled as they are now (run `npm run i18n:compile` after changing one)', () => {
    expect(COMPILED_EN).toEqual(compile(CATALOGUES.en));
    expect(COMPILED_VI).toEqual(compile(CATALOGUES.vi));
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

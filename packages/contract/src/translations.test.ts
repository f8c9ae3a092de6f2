// The owners' texts in other languages: what a write may send, what is stored after it, and which
// text a read answers in which language.
import { describe, expect, it } from 'vitest';
import { LIMITS } from './constants.ts';
import {
  langQuerySchema,
  listTranslationsInputSchema,
  mergeTranslations,
  pickTranslation,
  textTranslationsInputSchema,
} from './translations.ts';

const issue = (result: { error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  result.error?.issues.map((i) => `${i.path.map(String).join('.')}: ${i.message}`)[0];

describe('translations a write sends', () => {
  it('takes a language of LOCALES with a name and a description, trimmed', () => {
    expect(
      textTranslationsInputSchema.parse({ vi: { name: ' Phở bò ', description: 'Nước dùng' } }),
    ).toEqual({ vi: { name: 'Phở bò', description: 'Nước dùng' } });
  });

  it('refuses another language, naming the languages', () => {
    expect(issue(textTranslationsInputSchema.safeParse({ fr: { name: 'Soupe' } }))).toBe(
      'fr: is not a language: languages are en, vi',
    );
  });

  it("holds each text to its original's limit", () => {
    expect(
      issue(
        textTranslationsInputSchema.safeParse({
          vi: { name: 'x'.repeat(LIMITS.nameMaxLength + 1) },
        }),
      ),
    ).toBe(`vi.name: must be at most ${LIMITS.nameMaxLength} characters`);
    expect(
      textTranslationsInputSchema.safeParse({
        vi: { description: 'x'.repeat(LIMITS.descriptionMaxLength) },
      }).success,
    ).toBe(true);
    expect(
      issue(
        listTranslationsInputSchema.safeParse({
          vi: { name: 'x'.repeat(LIMITS.listNameMaxLength + 1) },
        }),
      ),
    ).toBe(`vi.name: must be at most ${LIMITS.listNameMaxLength} characters`);
  });

  it('refuses a shape that is not { vi: { name, description } }', () => {
    expect(textTranslationsInputSchema.safeParse('Phở').success).toBe(false);
    expect(issue(textTranslationsInputSchema.safeParse({ vi: 'Phở' }))).toBe(
      'vi: must be an object like { name, description }',
    );
  });
});

describe('mergeTranslations', () => {
  it('sets what is sent, removes what is sent empty and keeps the rest', () => {
    const current = { vi: { name: 'Phở', description: 'Nước dùng' } };
    expect(mergeTranslations(current, { vi: { name: 'Phở bò' } })).toEqual({
      vi: { name: 'Phở bò', description: 'Nước dùng' },
    });
    expect(mergeTranslations(current, { vi: { description: '' } })).toEqual({
      vi: { name: 'Phở' },
    });
    expect(mergeTranslations(current, { vi: { name: '', description: '' } })).toEqual({});
    expect(mergeTranslations(current, undefined)).toEqual(current);
  });
});

describe('pickTranslation', () => {
  const original = { name: 'Beef noodle soup', description: 'Slow-cooked broth' };

  it('answers the translation in the language asked for, and says so', () => {
    expect(pickTranslation(original, { vi: { name: 'Phở bò' } }, 'vi', 'en')).toEqual({
      name: 'Phở bò',
      description: 'Slow-cooked broth',
      lang: 'vi',
    });
  });

  it('answers the original in the default language without a translation or a lang', () => {
    const english = { ...original, lang: 'en' };
    expect(pickTranslation(original, {}, 'vi', 'en')).toEqual(english);
    expect(pickTranslation(original, { vi: { name: 'Phở bò' } }, undefined, 'en')).toEqual(english);
  });

  it('leaves out a description the original has not got (a list)', () => {
    expect(pickTranslation({ name: 'Noodles' }, { vi: { name: 'Món nước' } }, 'vi', 'en')).toEqual({
      name: 'Món nước',
      lang: 'vi',
    });
  });
});

describe('?lang', () => {
  it('takes the languages of LOCALES and refuses anything else with a message naming them', () => {
    expect(langQuerySchema.parse({ lang: 'vi' })).toEqual({ lang: 'vi' });
    expect(langQuerySchema.parse({})).toEqual({});
    for (const lang of ['', 'VI', 'vi-VN', 'fr']) {
      expect(issue(langQuerySchema.safeParse({ lang }))).toBe('lang: lang must be one of en, vi');
    }
  });
});

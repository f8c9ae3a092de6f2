// Owners' texts in other languages (DESIGN.md 7.5): an item's, a list's or a business's name and
// description per language, beside the original. The originals stay what search, imports and the
// exports use; a read with ?lang= answers the translated text where one exists.
import { z } from 'zod';
import { LIMITS } from './constants.ts';
import { LOCALES, type Locale } from './i18n/locales.ts';
import { withoutControlCharacters } from './requests.ts';

/** The one text of a language as the API answers it; a missing key means "not translated". */
export const translationSchema = z.object({
  name: z.string().optional(),
  description: z.string().optional(),
});
export type Translation = z.infer<typeof translationSchema>;

/**
 * `{ vi: { name, description } }` on items, lists and businesses: always present in an answer, `{}`
 * when the owner has translated nothing. Keys are languages of LOCALES.
 */
export const translationsSchema = z.partialRecord(z.enum(LOCALES), translationSchema);
export type Translations = z.infer<typeof translationsSchema>;

const LANG_MESSAGE = `lang must be one of ${LOCALES.join(', ')}`;

/** `?lang=vi` on every read of items, lists and businesses; anything else is a 400. */
export const langQuerySchema = z.object({
  lang: z
    .enum(LOCALES, { error: LANG_MESSAGE })
    .optional()
    .describe(
      `The language of the owners' texts: ${LOCALES.join(', ')}. The translated name and description where the owner gave one, the original otherwise; each item, list and business says which in its own lang.`,
    ),
});
export type LangQuery = z.infer<typeof langQuerySchema>;

const translatedText = (max: number) =>
  withoutControlCharacters(
    z
      .string({ error: 'must be text' })
      .trim()
      .max(max, { error: `must be at most ${max} characters` }),
  );

/**
 * The translations a write sends (`translations[vi][name]` in a form, or nested JSON): per
 * language, the texts to set; an empty text removes that language's text, an absent one keeps it.
 */
const translationsInput = (limits: { name: number; description?: number }) => {
  const entry = z.object({
    name: translatedText(limits.name).optional(),
    ...(limits.description === undefined
      ? {}
      : { description: translatedText(limits.description).optional() }),
  });
  return z
    .record(
      z.string(),
      z.object(entry.shape, { error: 'must be an object like { name, description }' }),
      {
        error: 'must be an object like { vi: { name, description } }',
      },
    )
    .superRefine((value, ctx) => {
      for (const key of Object.keys(value)) {
        if (!(LOCALES as readonly string[]).includes(key))
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: `is not a language: languages are ${LOCALES.join(', ')}`,
          });
      }
    })
    .transform((value) => value as TranslationsInput);
};

/** The translations of an item or a business: name and description, with the originals' limits. */
export const textTranslationsInputSchema = translationsInput({
  name: LIMITS.nameMaxLength,
  description: LIMITS.descriptionMaxLength,
});
/** The translations of a list: its name only. */
export const listTranslationsInputSchema = translationsInput({ name: LIMITS.listNameMaxLength });
export type TranslationsInput = {
  [L in Locale]?: { name?: string | undefined; description?: string | undefined } | undefined;
};

/**
 * What is stored after a write: the current translations with the sent texts set, emptied ones
 * removed (and a language with no text left removed).
 */
export function mergeTranslations(
  current: Translations | null | undefined,
  sent: TranslationsInput | undefined,
): Translations {
  const out: Translations = {};
  for (const locale of LOCALES) {
    const merged: Translation = { ...(current?.[locale] ?? {}) };
    for (const key of ['name', 'description'] as const) {
      const value = sent?.[locale]?.[key];
      if (value === undefined) continue;
      if (value === '') delete merged[key];
      else merged[key] = value;
    }
    if (merged.name !== undefined || merged.description !== undefined) {
      out[locale] = {
        ...(merged.name !== undefined ? { name: merged.name } : {}),
        ...(merged.description !== undefined ? { description: merged.description } : {}),
      };
    }
  }
  return out;
}

/**
 * The texts a read answers in `lang`: the translation's name and description where the owner gave
 * them, the originals otherwise, and which language that is (`lang`: the requested one when a
 * translated text was used, else the install's default).
 */
export function pickTranslation<T extends { name: string; description?: string }>(
  original: T,
  translations: Translations | null | undefined,
  lang: Locale | undefined,
  defaultLocale: Locale,
): { name: string; description?: string; lang: Locale } {
  const t = lang ? translations?.[lang] : undefined;
  const name = t?.name;
  const description = original.description === undefined ? undefined : t?.description;
  if (!lang || (name === undefined && description === undefined)) {
    return {
      name: original.name,
      ...(original.description === undefined ? {} : { description: original.description }),
      lang: defaultLocale,
    };
  }
  return {
    name: name ?? original.name,
    ...(original.description === undefined
      ? {}
      : { description: description ?? original.description }),
    lang,
  };
}

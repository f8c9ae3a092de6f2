// The owner's texts in Vietnamese (DESIGN.md 7.5): an item's, a list's or a business's name and
// description beside the originals, held in the editors as typed and sent with the same writes as
// `translations[vi][name]` / `translations[vi][description]`, where an empty value removes the text.
import { LIMITS } from '@menudex/contract/constants';
import type { Locale } from '@menudex/contract/i18n/locales';
import type { Translations } from '@menudex/contract/translations';

/** The language the owner translates into: the one other than the originals' (English). */
export const TRANSLATED_LOCALE: Locale = 'vi';

/** The translated texts as the fields hold them: '' for none. */
export type TranslationDraft = { name: string; description: string };

export const emptyTranslation: TranslationDraft = { name: '', description: '' };

/** The saved translation as the fields show it (an answer's `translations`; absent on old answers). */
export function translationOf(translations: Translations | undefined): TranslationDraft {
  const saved = translations?.[TRANSLATED_LOCALE];
  return { name: saved?.name ?? '', description: saved?.description ?? '' };
}

/** The limits of the translated texts: the originals' (a list has a name only). */
export type TranslationLimits = { name: number; description?: number };

export const ITEM_TRANSLATION_LIMITS: TranslationLimits = {
  name: LIMITS.nameMaxLength,
  description: LIMITS.descriptionMaxLength,
};
export const BUSINESS_TRANSLATION_LIMITS = ITEM_TRANSLATION_LIMITS;
export const LIST_TRANSLATION_LIMITS: TranslationLimits = { name: LIMITS.listNameMaxLength };

/** The texts longer than their limit (as the server counts them: trimmed), with the limit. */
export function translationOverLimits(
  draft: TranslationDraft,
  limits: TranslationLimits,
): Partial<Record<keyof TranslationDraft, number>> {
  const over: Partial<Record<keyof TranslationDraft, number>> = {};
  if (draft.name.trim().length > limits.name) over.name = limits.name;
  if (limits.description !== undefined && draft.description.trim().length > limits.description) {
    over.description = limits.description;
  }
  return over;
}

/**
 * The translated texts that differ from `saved` (every non-empty one for a new record, whose saved
 * translation is empty), trimmed as the server stores them: '' for an emptied one, which removes it.
 * Undefined when none differs.
 */
export function changedTranslation(
  draft: Partial<TranslationDraft>,
  saved: TranslationDraft = emptyTranslation,
): Partial<TranslationDraft> | undefined {
  const changed: Partial<TranslationDraft> = {};
  for (const key of ['name', 'description'] as const) {
    const value = draft[key]?.trim();
    if (value !== undefined && value !== saved[key].trim()) changed[key] = value;
  }
  return Object.keys(changed).length > 0 ? changed : undefined;
}

/** Appends changed texts as the multipart fields `translations[vi][name]` and `…[description]`. */
export function appendTranslationFields(
  form: FormData,
  changed: Partial<TranslationDraft> | undefined,
): void {
  for (const key of ['name', 'description'] as const) {
    const value = changed?.[key];
    if (value !== undefined) form.append(`translations[${TRANSLATED_LOCALE}][${key}]`, value);
  }
}

/** Appends the translated texts that differ from `saved` (see changedTranslation). */
export function appendTranslation(
  form: FormData,
  draft: TranslationDraft,
  saved: TranslationDraft = emptyTranslation,
): void {
  appendTranslationFields(form, changedTranslation(draft, saved));
}

/** The translations with the typed texts in place (what Previewing shows); '' leaves a text out. */
export function withTranslation(
  translations: Translations | undefined,
  draft: Partial<TranslationDraft> | undefined,
): Translations {
  if (!draft) return translations ?? {};
  const merged = { ...translationOf(translations), ...draft };
  const texts = {
    ...(merged.name.trim() && { name: merged.name }),
    ...(merged.description.trim() && { description: merged.description }),
  };
  const others = { ...translations };
  delete others[TRANSLATED_LOCALE];
  return Object.keys(texts).length > 0 ? { ...others, [TRANSLATED_LOCALE]: texts } : others;
}

/** The same as a JSON body's `translations` (a list's POST), or undefined when there is none. */
export function translationBody(
  draft: Pick<TranslationDraft, 'name'>,
): Partial<Record<Locale, { name: string }>> | undefined {
  const name = draft.name.trim();
  return name ? { [TRANSLATED_LOCALE]: { name } } : undefined;
}

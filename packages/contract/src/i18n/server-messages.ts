// The server's texts in the request's language (docs/decisions/054): its error and success
// messages, e-mails and page titles. gettext-style: the English text is the key, so the English
// answer is what the code wrote, byte for byte, and a language's catalogue (server-<locale>.ts)
// maps each English text to its translation. A text with values is written in the catalogue with
// ICU-style placeholders ('must be at most {max} characters'): the translator matches the English
// text the server formatted against that pattern and writes the values into the translation, so
// no call site (nor a zod schema, whose messages are formatted when the schema is built) changes.
// A placeholder named `{message}` holds another message, translated in turn.
import type { Locale } from './locales.ts';
import { SERVER_TEXTS_VI, SERVER_VI } from './server-vi.ts';

/** Each language's catalogue of the messages the API answers, keyed by the English message. */
export const SERVER_CATALOGUES: Record<Locale, Record<string, string>> = { en: {}, vi: SERVER_VI };

/**
 * Each language's catalogue of the server's other texts (e-mails, page titles), keyed by the
 * English text: only serverText reads them, by their exact English, so their patterns ('{name}
 * menu') never match an answer's message.
 */
export const SERVER_TEXT_CATALOGUES: Record<Locale, Record<string, string>> = {
  en: {},
  vi: SERVER_TEXTS_VI,
};

/** `{name}` placeholders: a name of letters, digits and underscores. */
const PLACEHOLDER = /\{(\w+)\}/g;

/** The placeholders a catalogue text uses, in order. */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((m) => m[1] ?? '');
}

type Pattern = { regex: RegExp; names: string[]; english: string };

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A catalogue's texts with placeholders as patterns, the most specific (most fixed text) first. */
const patternsByLocale = new Map<Locale, Pattern[]>();

function patterns(locale: Locale): Pattern[] {
  let found = patternsByLocale.get(locale);
  if (!found) {
    found = Object.keys(SERVER_CATALOGUES[locale])
      .filter((english) => placeholdersOf(english).length > 0)
      .map((english) => ({
        english,
        names: placeholdersOf(english),
        regex: new RegExp(
          `^${english
            .split(PLACEHOLDER)
            .map((part, i) => (i % 2 === 1 ? '(.*?)' : escapeRegex(part)))
            .join('')}$`,
          's',
        ),
      }))
      .sort((a, b) => fixedLength(b.english) - fixedLength(a.english));
    patternsByLocale.set(locale, found);
  }
  return found;
}

const fixedLength = (text: string) => text.replace(PLACEHOLDER, '').length;

/** A number the English text wrote ("1,200") the way `locale` writes it ("1.200"). */
function localValue(locale: Locale, value: string): string {
  if (locale === 'vi' && /^\d{1,3}(,\d{3})+$/.test(value)) return value.replace(/,/g, '.');
  return value;
}

/** Region codes by their English names ("United States"), listed the first time one is needed. */
let regionCodes: Map<string, string> | null = null;

function regionCodeOf(english: string): string | undefined {
  if (!regionCodes) {
    regionCodes = new Map();
    const names = new Intl.DisplayNames('en', { type: 'region' });
    for (let first = 65; first <= 90; first++) {
      for (let second = 65; second <= 90; second++) {
        const code = String.fromCharCode(first, second);
        const name = names.of(code);
        if (name && name !== code && !regionCodes.has(name)) regionCodes.set(name, code);
      }
    }
  }
  return regionCodes.get(english);
}

/**
 * A region the English text named ("the United States", "Vietnam": the phone messages' `{region}`)
 * by its name in `locale` ("Hoa Kỳ", "Việt Nam"); a name that is no region's stays as written.
 */
function localRegion(locale: Locale, english: string): string {
  const code = regionCodeOf(english.replace(/^the /, ''));
  if (!code) return english;
  return new Intl.DisplayNames(locale, { type: 'region' }).of(code) ?? english;
}

/** `text` with each `{name}` replaced by its value (a placeholder without one stays as written). */
export function fillPlaceholders(text: string, values: Record<string, string | number>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/**
 * The translation of a catalogue text: `serverText('vi', 'Hello {name},', { name })`. English (or a
 * text the catalogue lacks, which catalogue tests forbid) is the English text with its values.
 */
export function serverText(
  locale: Locale,
  english: string,
  values: Record<string, string | number> = {},
): string {
  const translated =
    SERVER_TEXT_CATALOGUES[locale][english] ?? SERVER_CATALOGUES[locale][english] ?? english;
  return fillPlaceholders(translated, values);
}

/** The English text's translation with the values it carries, or null when none matches. */
function match(locale: Locale, english: string): string | null {
  const catalogue = SERVER_CATALOGUES[locale];
  const exact = catalogue[english];
  if (exact !== undefined) return exact;
  for (const pattern of patterns(locale)) {
    const found = pattern.regex.exec(english);
    if (!found) continue;
    // `{message}` holds another message (a draft's problem after where it is): translated too;
    // `{region}` a region's English name, written as `locale` names it.
    const values = Object.fromEntries(
      pattern.names.map((name, i) => {
        const value = found[i + 1] ?? '';
        return [
          name,
          name === 'message'
            ? translateServerMessage(locale, value)
            : name === 'region'
              ? localRegion(locale, value)
              : localValue(locale, value),
        ];
      }),
    );
    return fillPlaceholders(catalogue[pattern.english] ?? english, values);
  }
  return null;
}

/** A field's path before a message, as the validation answers write it: `body.name: …`. */
const FIELD_PREFIX = /^([A-Za-z_][\w]*(?:\.[\w]+)*): (.+)$/s;

/**
 * A message the server formatted in English, in `locale`: the catalogue's text for it (values kept),
 * the message after a field's path (`body.name: …`) translated alone, or the English as it is.
 */
export function translateServerMessage(locale: Locale, english: string): string {
  if (locale === 'en') return english;
  return lookup(locale, english) ?? english;
}

function lookup(locale: Locale, english: string): string | null {
  const whole = match(locale, english);
  if (whole !== null) return whole;
  const prefixed = FIELD_PREFIX.exec(english);
  if (prefixed?.[1] && prefixed[2]) {
    const rest = match(locale, prefixed[2]);
    if (rest !== null) return `${prefixed[1]}: ${rest}`;
  }
  return null;
}

/** Whether serverText has a translation of the text `english` (placeholders kept) in `locale`. */
export function hasServerText(locale: Locale, english: string): boolean {
  return (
    locale === 'en' ||
    english in SERVER_TEXT_CATALOGUES[locale] ||
    english in SERVER_CATALOGUES[locale]
  );
}

/** Whether `english` (a message the API may answer) has a translation in `locale`. */
export function hasServerTranslation(locale: Locale, english: string): boolean {
  return locale === 'en' || lookup(locale, english) !== null;
}

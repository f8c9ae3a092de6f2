// The interface's language in the web app (docs/decisions/049): the page's language comes from its
// URL (main.tsx and entry-server.tsx read it and the router's basename keeps every link in it);
// components ask for texts with useT() and format numbers and dates with useLocale() and
// lib/locale-format.ts. The catalogues are ICU MessageFormat compiled ahead by Lingui's compiler
// (npm run i18n:compile) into tokens; this module reads those tokens. English comes with the app,
// another language's catalogue is a chunk of its own, loaded before the first render.
//
// Why not @lingui/core's runtime: it makes an Intl.NumberFormat for every plural (even one without
// `#`), which a public page must not do while it starts (docs/decisions/033), and it is 2.3 kB
// where reading the tokens takes 40 lines. The catalogues stay Lingui's format, so its runtime can
// replace this one.
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { COMPILED_EN } from '@menudex/contract/i18n/compiled-en';
import type { Area, AreaMessageKey } from '@menudex/contract/i18n/areas';
import type {
  AreaCompiledCatalogue,
  CompiledCatalogue,
  CompiledMessage,
} from '@menudex/contract/i18n/compiled-message';
import { DEFAULT_LOCALE, splitLocalePath, type Locale } from '@menudex/contract/i18n/locales';
import type { MessageKey } from '@menudex/contract/i18n/messages-en';
import { formatCount, pluralCategory } from './locale-format.ts';

const CATALOGUE_LOADERS: Record<Locale, () => Promise<CompiledCatalogue>> = {
  en: () => Promise.resolve(COMPILED_EN),
  vi: async () => (await import('@menudex/contract/i18n/compiled-vi')).COMPILED_VI,
};

/**
 * The areas' catalogues (docs/decisions/053), each a chunk of its own per language: the texts of
 * dialogs and pages a visitor reaches by acting, downloaded when a component asks for them.
 * A third language adds its line to each.
 */
const AREA_LOADERS: Record<Area, Record<Locale, () => Promise<AreaCompiledCatalogue>>> = {
  account: {
    en: async () =>
      (await import('@menudex/contract/i18n/compiled-account-en')).COMPILED_ACCOUNT_EN,
    vi: async () =>
      (await import('@menudex/contract/i18n/compiled-account-vi')).COMPILED_ACCOUNT_VI,
  },
  owner: {
    en: async () => (await import('@menudex/contract/i18n/compiled-owner-en')).COMPILED_OWNER_EN,
    vi: async () => (await import('@menudex/contract/i18n/compiled-owner-vi')).COMPILED_OWNER_VI,
  },
  finding: {
    en: async () =>
      (await import('@menudex/contract/i18n/compiled-finding-en')).COMPILED_FINDING_EN,
    vi: async () =>
      (await import('@menudex/contract/i18n/compiled-finding-vi')).COMPILED_FINDING_VI,
  },
  manage: {
    en: async () => (await import('@menudex/contract/i18n/compiled-manage-en')).COMPILED_MANAGE_EN,
    vi: async () => (await import('@menudex/contract/i18n/compiled-manage-vi')).COMPILED_MANAGE_VI,
  },
};

/** Each loaded language's messages: its core catalogue, and the areas loaded since. */
const loaded = new Map<Locale, Record<string, CompiledMessage>>([
  [DEFAULT_LOCALE, { ...COMPILED_EN }],
]);

/** Loads a language's catalogue (once); until it is loaded its pages read English. */
export async function loadLocale(locale: Locale): Promise<void> {
  if (loaded.has(locale)) return;
  const catalogue = await CATALOGUE_LOADERS[locale]();
  // An area loaded before the core keeps its texts.
  loaded.set(locale, { ...loaded.get(locale), ...catalogue });
}

/** Areas by `locale area`: true once loaded (or failed: its texts then read as keys). */
const areasLoaded = new Map<string, true | Promise<void>>();

/** Loads an area's texts in a language (once). */
export function loadArea(locale: Locale, area: Area): Promise<void> {
  const id = `${locale} ${area}`;
  const state = areasLoaded.get(id);
  if (state === true) return Promise.resolve();
  if (state) return state;
  const pending = AREA_LOADERS[area][locale]()
    .then(
      (texts) => loaded.set(locale, { ...loaded.get(locale), ...texts }),
      () => undefined,
    )
    .then(() => {
      areasLoaded.set(id, true);
    });
  areasLoaded.set(id, pending);
  return pending;
}

/** A message's arguments: numbers for plurals, strings as they are. */
export type MessageValues = Record<string, string | number>;

export type Translate<K extends string = MessageKey> = (key: K, values?: MessageValues) => string;

type Choices = Record<string, CompiledMessage | number | undefined>;

/** A compiled message with its values: text, `{name}`, plural, selectordinal and select. */
function format(
  message: CompiledMessage,
  values: MessageValues,
  locale: Locale,
  count?: number,
): string {
  let text = '';
  for (const token of message) {
    if (typeof token === 'string') {
      // `#` in a plural's branch is its number, written the language's way without Intl.
      text += token === '#' && count !== undefined ? formatCount(count, locale) : token;
      continue;
    }
    const [name, type, raw] = token;
    const value = values[name];
    const choices = (raw ?? {}) as Choices;
    const pick = (key: string) => {
      const branch = choices[key];
      return Array.isArray(branch) ? branch : undefined;
    };
    if (type === 'plural' || type === 'selectordinal') {
      const offset = typeof choices.offset === 'number' ? choices.offset : 0;
      const n = Number(value) - offset;
      const branch =
        pick(String(value)) ??
        pick(pluralCategory(locale, n, type === 'selectordinal')) ??
        pick('other');
      if (branch) text += format(branch, values, locale, n);
    } else if (type === 'select') {
      const branch = pick(String(value)) ?? pick('other');
      if (branch) text += format(branch, values, locale, count);
    } else if (value !== undefined) {
      text += String(value);
    }
  }
  return text;
}

/** The texts of `locale` (English while its catalogue is not loaded). */
export function translator<K extends string = MessageKey>(locale: Locale): Translate<K> {
  const active = loaded.has(locale) ? locale : DEFAULT_LOCALE;
  const catalogue: Record<string, CompiledMessage | undefined> = loaded.get(active) ?? COMPILED_EN;
  return (key, values = {}) => {
    const message = catalogue[key];
    return message ? format(message, values, active) : key;
  };
}

const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);

export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>;
}

/**
 * The language of the page open in the browser, read from its URL as every page's is (outside
 * React: the API client asks the server to answer in it, docs/decisions/054).
 */
export function browserPageLocale(): Locale {
  if (typeof window === 'undefined') return DEFAULT_LOCALE;
  return splitLocalePath(window.location.pathname).locale;
}

/** The page's language (its URL's). */
export function useLocale(): Locale {
  return useContext(LocaleContext);
}

/**
 * The page's texts: `t('nav.theList')`, `t('item.likes', { count, n })`. With an area,
 * `useT('owner')`, its texts too: the component suspends (its Suspense boundary shows) until the
 * area's catalogue is loaded, at most once per area and language.
 */
export function useT(): Translate;
export function useT<A extends Area>(area: A): Translate<MessageKey | AreaMessageKey<A>>;
export function useT(area?: Area): Translate<string> {
  const locale = useLocale();
  if (area && areasLoaded.get(`${locale} ${area}`) !== true) {
    // Suspense's protocol: a promise thrown while rendering (what React.lazy does).
    // eslint-disable-next-line @typescript-eslint/only-throw-error
    throw loadArea(locale, area);
  }
  return useMemo(() => translator<string>(locale), [locale]);
}

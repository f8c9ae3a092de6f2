// The language an API request is answered in (docs/decisions/054): `?lang=` when it names one of
// LOCALES, else the first language of Accept-Language that is one (the web app sends its page's),
// else the default. Pages take theirs from the URL only (decision 049); this is for the API's
// messages and the e-mails a request causes.
import type { FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@menudex/contract/i18n/locales';

/** The languages of an Accept-Language header, most wanted first (`vi-VN;q=0.9` is `vi`). */
function acceptedLanguages(header: string): string[] {
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { language: tag.trim().toLowerCase().split('-')[0] ?? '', weight, index };
    })
    .filter((entry) => entry.language && entry.weight > 0 && !Number.isNaN(entry.weight))
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.language);
}

/** The `lang` of a request's query string, read from its URL (a route's schema may not name it). */
function queryLang(url: string): string | null {
  const question = url.indexOf('?');
  if (question === -1 || !url.includes('lang=', question)) return null;
  return new URLSearchParams(url.slice(question + 1)).get('lang');
}

/** The language to answer `request` in. */
export function requestLocale(request: Pick<FastifyRequest, 'url' | 'headers'>): Locale {
  const lang = queryLang(request.url);
  if (lang && isLocale(lang)) return lang;
  const header = request.headers['accept-language'];
  if (header) {
    for (const language of acceptedLanguages(header)) if (isLocale(language)) return language;
  }
  return DEFAULT_LOCALE;
}

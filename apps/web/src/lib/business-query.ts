// The query-cache key of one business (GET /api/businesses/{id}): the business page reads it and every
// feature that changes a business writes the saved answer under it, so the page shows it at once.
// On a page in another language the answer has the owner's translated texts (?lang=vi): it is kept
// under its own key, after the id, so a prefix match on ['business', id] reaches every language's.
import type { QueryClient } from '@tanstack/react-query';
import type { Business } from '@menudex/contract/entities';
import { DEFAULT_LOCALE, type Locale } from '@menudex/contract/i18n/locales';

export const businessQueryKey = (id: string, lang?: Locale) =>
  lang === undefined || lang === DEFAULT_LOCALE
    ? (['business', id] as const)
    : (['business', id, lang] as const);

/**
 * After a write answered the business (in the default language, with its original texts): the
 * answer goes under its key, and the same business read in another language is read again.
 */
export function storeBusiness(client: QueryClient, business: Business): void {
  client.setQueryData(businessQueryKey(business._id), business);
  void client.invalidateQueries({
    queryKey: businessQueryKey(business._id),
    predicate: (query) => query.queryKey.length > 2,
  });
}

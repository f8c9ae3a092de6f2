// A page's URL as it is kept and rendered (the page cache's key, with the site's address).
import { matchPage } from '@menudex/contract/pages';

/**
 * The path as the table's matchPage keeps it (lower-case ids, no trailing slash) and only the
 * query parameters the page reads, each once (its first value, as URLSearchParams.get and the
 * browser's app read it), in the table's order; null for a path that is not a page. So `?x=1` and
 * `?x=2` are the same page, and nothing of the junk ends up in it.
 */
export function pageUrl(url: string): string | null {
  const question = url.indexOf('?');
  const match = matchPage(question === -1 ? url : url.slice(0, question));
  if (!match) return null;
  if (question === -1 || match.page.params.length === 0) return match.pathname;
  const asked = new URLSearchParams(url.slice(question + 1));
  const kept = new URLSearchParams();
  for (const name of match.page.params) {
    const value = asked.get(name);
    if (value !== null) kept.append(name, value);
  }
  const query = kept.toString();
  return query ? `${match.pathname}?${query}` : match.pathname;
}

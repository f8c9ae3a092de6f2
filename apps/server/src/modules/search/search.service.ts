// Search logic: validates the input, plans the full-text query (typo'd words widened to known
// words), and answers items and businesses with what the caller may do to each.
import type { Locale } from '@menudex/contract/i18n/locales';
import { LIMITS, TEXTS } from '@menudex/contract/constants';
import type { BusinessSummary, Item } from '@menudex/contract/entities';
import { normalizeSearchInput, SEARCH_BUSINESSES_MAX } from '@menudex/contract/search';
import { filtersAnything, findingOf, type Finding } from '@menudex/contract/finding';
import type { AppContext } from '../../app-context.ts';
import type { PageStart } from '../finding/cursor.ts';
import { findingRepository } from '../finding/finding.repository.ts';
import { systemClock } from '../../lib/clock.ts';
import { badRequest } from '../../lib/http-errors.ts';
import { canEditBusiness, type Access } from '../../policies/business.policy.ts';
import { toBusinessSummary } from '../businesses/businesses.repository.ts';
import { toItem } from '../items/items.repository.ts';
import {
  closeVariants,
  deletionKeys,
  exactTsQuery,
  PREFIX_MIN_LENGTH,
  searchWords,
  toTsQuery,
  typoBudget,
  type SearchTerm,
} from './search.query.ts';
import { searchRepository } from './search.repository.ts';

export type SearchPlan = {
  query: string;
  words: number;
  /** The words typed with diacritics (exactTsQuery): their exact matches rank first. */
  exact: string | null;
};

export function searchService(
  ctx: Pick<AppContext, 'db'> & Partial<Pick<AppContext, 'clock' | 'config'>>,
) {
  const repo = searchRepository(ctx.db);
  const now = () => (ctx.clock ?? systemClock).now();

  /**
   * The to_tsquery text for the input and how many words it ANDs, or null when the input holds no
   * word at all (only punctuation).
   */
  async function plan(rawInput: string | undefined): Promise<SearchPlan | null> {
    const input = normalizeSearchInput(rawInput);
    if (!input) throw badRequest(TEXTS.emptySearch);
    const words = searchWords(input);
    if (words.length === 0) return null;
    const typoable = words.filter((w) => typoBudget(w) > 0);
    const keysOf = new Map(typoable.map((w) => [w, new Set(deletionKeys(w, typoBudget(w)))]));
    const lookup = await repo.lookupWords(typoable, [
      ...new Set([...keysOf.values()].flatMap((keys) => [...keys])),
    ]);
    const terms: SearchTerm[] = words.map((word) => {
      const keys = keysOf.get(word);
      // A word found as it is (or as the start of a known word) is taken as meant: 'pasta' does not
      // also bring every 'paste'.
      const variants =
        keys && !lookup.known.has(word)
          ? closeVariants(
              word,
              lookup.candidates.filter((c) => keys.has(c.key)).map((c) => c.word),
            )
          : [];
      return { word, prefix: Array.from(word).length >= PREFIX_MIN_LENGTH, variants };
    });
    return { query: toTsQuery(terms), words: terms.length, exact: exactTsQuery(input) };
  }

  return {
    plan,

    /** A page of matching items (after a cursor, or by number) and the cursor of the next. */
    async items(
      access: Access,
      input: string | undefined,
      start: PageStart,
      finding: Finding = findingOf({}),
      lang?: Locale,
    ): Promise<{ items: Item[]; next: string | null }> {
      const planned = await plan(input);
      if (planned === null) return { items: [], next: null };
      // Filters, another order, or words typed with diacritics (their exact matches first) take
      // the finding statements; the plain search has its own (search.repository.ts).
      const { rows, next } =
        filtersAnything(finding) ||
        (finding.sort !== null && finding.sort !== 'likes') ||
        planned.exact !== null
          ? await findingRepository(ctx.db).items({
              finding,
              query: planned.query,
              exact: planned.exact,
              limit: LIMITS.pageSize,
              start,
              now: now(),
            })
          : await repo.itemsPage(planned.query, start, LIMITS.pageSize, {
              walkFirst: planned.words > 1,
            });
      return {
        items: rows.map((r) =>
          toItem(r, canEditBusiness(access, r.business_id), true, now(), lang),
        ),
        next,
      };
    },

    async businesses(
      access: Access,
      input: string | undefined,
      finding?: Finding,
      lang?: Locale,
    ): Promise<BusinessSummary[]> {
      const planned = await plan(input);
      if (planned === null) return [];
      const records =
        planned.exact !== null ||
        (finding &&
          (filtersAnything(finding) || (finding.sort !== null && finding.sort !== 'likes')))
          ? (
              await findingRepository(ctx.db).businesses({
                finding: finding ?? findingOf({}),
                query: planned.query,
                exact: planned.exact,
                limit: SEARCH_BUSINESSES_MAX,
                start: { offset: 0 },
                now: now(),
              })
            ).rows
          : await repo.businesses(planned.query, SEARCH_BUSINESSES_MAX);
      return records.map((r) =>
        toBusinessSummary(
          r,
          canEditBusiness(access, r.id),
          now(),
          ctx.config?.staleAfterDays,
          ctx.config?.place,
          lang,
        ),
      );
    },
  };
}

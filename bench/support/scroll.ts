// The scrolling crowd of issue 38: search `pho` and The List filtered by vegan + open now + near,
// pages 1 to 30 each, the URLs made as a client makes them: page 1, then the answer's
// `Link: <…>; rel="next"` (the cursor, `after=`) to the next, or the page numbers when the API
// sends no Link (before cursor paging). Shared by bench/api and bench/statements.

/** The centre of the generated set's main city (bench/search uses the same point). */
export const BENCH_CITY_CENTRE = '37.3337,-121.8907';

export const SCROLL_PAGES = 30;

export type Scroll = {
  key: 'search-pho' | 'filter';
  name: string;
  /** The route, as the tables name it. */
  route: string;
  /** Page 1, as a client asks for it. */
  first: string;
  /** Page n by number (the fallback when no Link header comes back). */
  byNumber(n: number): string;
};

const FILTER = `diet=vegan&openNow=true&near=${BENCH_CITY_CENTRE}`;

export const SCROLLS: Scroll[] = [
  {
    key: 'search-pho',
    name: 'Scroll: search “pho”, pages 1–30',
    route: 'GET /api/search/items?input=pho',
    first: '/api/search/items?input=pho',
    byNumber: (n) => `/api/search/items?input=pho&page=${n}`,
  },
  {
    key: 'filter',
    name: 'Scroll: The List, vegan + open now + near, pages 1–30',
    route: `GET /api/items?${FILTER}`,
    first: `/api/items?${FILTER}`,
    byNumber: (n) => `/api/items/pages/${n}?${FILTER}`,
  },
];

/** How the URLs were made: by following the answers' Link headers, or by page number. */
export type ScrollVia = 'cursor' | 'page numbers';

export type ScrollPaths = { paths: string[]; via: ScrollVia };

/** A GET as the caller can send it (fetch against a server, or app.inject): status and Link. */
export type Getter = (path: string) => Promise<{ status: number; link: string | null }>;

/**
 * The target of `rel="next"` in a Link header, as a path with its query (a relative target is
 * resolved against `from`, the path that answered); null when none.
 */
export function nextFromLink(link: string | null, from = '/'): string | null {
  if (!link) return null;
  for (const part of link.split(',')) {
    const match = /<([^>]*)>\s*;(.*)$/.exec(part.trim());
    if (!match) continue;
    const rels = /\brel\s*=\s*"?([^";]+)"?/i.exec(match[2] ?? '')?.[1]?.split(/\s+/) ?? [];
    if (!rels.includes('next')) continue;
    const url = new URL(match[1] ?? '', new URL(from, 'http://bench.invalid'));
    return `${url.pathname}${url.search}`;
  }
  return null;
}

/**
 * The scroll's URLs, page 1 to `pages`: following the cursor while the answers carry one. When
 * page 1 carries no Link header (older code), every page by number. A cursor chain that ends
 * before `pages` (the results ran out) is returned as long as it is.
 */
export async function scrollPaths(
  scroll: Scroll,
  get: Getter,
  pages = SCROLL_PAGES,
): Promise<ScrollPaths> {
  const paths = [scroll.first];
  let answer = await get(scroll.first);
  if (answer.status !== 200) throw new Error(`${scroll.first}: ${answer.status}`);
  let next = nextFromLink(answer.link, scroll.first);
  if (next === null) {
    return {
      paths: Array.from({ length: pages }, (_, i) => scroll.byNumber(i + 1)),
      via: 'page numbers',
    };
  }
  while (next !== null && paths.length < pages) {
    paths.push(next);
    const from: string = next;
    answer = await get(from);
    if (answer.status !== 200) throw new Error(`${from}: ${answer.status}`);
    next = nextFromLink(answer.link, from);
  }
  return { paths, via: 'cursor' };
}

/** `scrollPaths` against a running server. */
export function fetchGetter(baseUrl: string): Getter {
  return async (path) => {
    const res = await fetch(new URL(path, baseUrl));
    await res.arrayBuffer();
    return { status: res.status, link: res.headers.get('link') };
  };
}

/** What the rows say about the URLs. */
export function describeScroll(scroll: ScrollPaths): string {
  return scroll.via === 'cursor'
    ? `${scroll.paths.length} pages in turn, by cursor (page 1, then each \`Link: rel="next"\`)`
    : `${scroll.paths.length} pages in turn, by page number (no \`Link\` header came back)`;
}

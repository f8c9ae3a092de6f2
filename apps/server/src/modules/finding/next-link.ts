// The `Link: <…>; rel="next"` header of a listing or search answer with a next page (DESIGN 7.6):
// the request's own URL with the next page's number and the cursor of its first row's place.
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The paged routes' OpenAPI description of the Link header and `after`. */
export const PAGING_DESCRIPTION =
  'An answer with a next page names it in `Link: <…&after=…>; rel="next"`; `after` (that opaque cursor) starts the page right after the previous page\'s last row.';

/**
 * The next page's URL: `path` (the page endpoint of the next number, for listings) or the request's
 * path with `page` set (search), the request's other parameters kept, and `after` set.
 */
export function nextPageHref(
  requestUrl: string,
  cursor: string,
  next: { path: string } | { page: number },
): string {
  const url = new URL(requestUrl, 'http://localhost');
  if ('path' in next) url.pathname = next.path;
  else url.searchParams.set('page', String(next.page));
  url.searchParams.set('after', cursor);
  return `${url.pathname}${url.search}`;
}

/** `/api/items` and `/api/items/pages/4` both lead to `/api/items/pages/5` (`resource` = '/items'). */
export function nextPagePath(requestUrl: string, resource: string, page: number): string {
  const path = new URL(requestUrl, 'http://localhost').pathname;
  const at = path.lastIndexOf(resource);
  return `${path.slice(0, at)}${resource}/pages/${page + 1}`;
}

/** Sets the Link header when there is a next page. */
export function linkNext(
  request: FastifyRequest,
  reply: FastifyReply,
  cursor: string | null,
  next: { path: string } | { page: number },
): void {
  if (cursor) reply.header('link', `<${nextPageHref(request.url, cursor, next)}>; rel="next"`);
}

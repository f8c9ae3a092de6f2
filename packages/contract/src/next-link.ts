// The `Link: <…>; rel="next"` header of a paged answer (DESIGN 7.6), read the same way by the web
// app and the tests. No zod here: the web's API client (on every page) imports it.

/** The `Link` header's next page: the URL between the angle brackets, or null without one. */
export function nextPageUrl(link: string | null | undefined): string | null {
  if (!link) return null;
  for (const part of link.split(',')) {
    const match = /^\s*<([^>]*)>\s*;(.*)$/.exec(part);
    if (match && /(^|;)\s*rel="?next"?\s*(;|$)/.test(match[2] ?? '')) return match[1] ?? null;
  }
  return null;
}

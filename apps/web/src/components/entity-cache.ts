// Puts a changed field of one item or business (its popularity, its favoriteCount) into every cached
// answer that holds it (The List, business pages, search results, the profile), so a count changes
// everywhere at once from the server's answer, without refetching and reordering the page.
import type { QueryClient } from '@tanstack/react-query';

/** A copy of `value` with `field` set on every object whose `_id` is `id`; `value` itself when none is. */
export function withEntityField(
  value: unknown,
  id: string,
  field: string,
  fieldValue: unknown,
): unknown {
  if (Array.isArray(value)) {
    let changed = false;
    const next = value.map((entry) => {
      const patched = withEntityField(entry, id, field, fieldValue);
      if (patched !== entry) changed = true;
      return patched;
    });
    return changed ? next : value;
  }
  if (
    value !== null &&
    typeof value === 'object' &&
    Object.getPrototypeOf(value) === Object.prototype
  ) {
    const record = value as Record<string, unknown>;
    let changed = false;
    const next: Record<string, unknown> = {};
    for (const [key, entry] of Object.entries(record)) {
      const patched = withEntityField(entry, id, field, fieldValue);
      if (patched !== entry) changed = true;
      next[key] = patched;
    }
    if (record._id === id && field in record) {
      next[field] = fieldValue;
      changed = true;
    }
    return changed ? next : value;
  }
  return value;
}

export function setEntityFieldEverywhere(
  client: QueryClient,
  id: string,
  field: string,
  fieldValue: unknown,
): void {
  for (const query of client.getQueryCache().getAll()) {
    const data: unknown = query.state.data;
    if (data === undefined) continue;
    const patched = withEntityField(data, id, field, fieldValue);
    if (patched !== data) client.setQueryData(query.queryKey, patched);
  }
}

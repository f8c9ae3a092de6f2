// The query-cache key of one business (GET /api/businesses/{id}): the business page reads it and every
// feature that changes a business writes the saved answer under it, so the page shows it at once.
export const businessQueryKey = (id: string) => ['business', id] as const;

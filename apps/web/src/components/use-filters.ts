// The page's filters and sort, read from and written to its URL (lib/filters.ts): a change replaces
// the URL's filter parameters and keeps the others (input), so reload and sharing give the same list.
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { NO_FILTERS, readFilters, withFilters, type Filters } from '../lib/filters.ts';

export function useFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const update = (patch: Partial<Filters>) =>
    setParams((current) => withFilters(current, { ...readFilters(current), ...patch }), {
      replace: true,
    });
  const clear = () => setParams((current) => withFilters(current, NO_FILTERS), { replace: true });
  return { filters, update, clear };
}

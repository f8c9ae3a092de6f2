// GET /api/imports/{id}: an import's progress and report, asked for again about every second while it
// is queued or running. Once a real import is done, what shows businesses is read again.
import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Import } from '@menudex/contract/imports';
import { apiRequest } from '../../../lib/api-client.ts';
import { IMPORT_POLL_MS, isUnderWay } from '../utils/import-texts.ts';

export const IMPORTS_QUERY_KEY = ['imports', 'recent'] as const;
export const importQueryKey = (id: string) => ['imports', 'one', id] as const;

export const getImport = async (id: string): Promise<Import> =>
  (await apiRequest<{ import: Import }>(`/imports/${encodeURIComponent(id)}`)).import;

/** The import `id` (none: nothing is asked), polled until it is done or failed. */
export function useImport(id: string | null) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: importQueryKey(id ?? ''),
    queryFn: () => getImport(id ?? ''),
    enabled: id !== null,
    // The report changes while the import runs; once over it never changes again.
    staleTime: (q) => (q.state.data && !isUnderWay(q.state.data) ? Infinity : 0),
    refetchInterval: (q) => (q.state.data && !isUnderWay(q.state.data) ? false : IMPORT_POLL_MS),
  });
  const over = query.data && !isUnderWay(query.data) ? query.data : null;
  const overKey = over ? `${over._id}:${over.status}` : null;
  const wrote = over !== null && !over.dryRun;
  useEffect(() => {
    if (!overKey) return;
    void client.invalidateQueries({ queryKey: IMPORTS_QUERY_KEY });
    if (!wrote) return;
    // New and changed businesses: lists, searches and pages read them again on their next visit.
    for (const queryKey of [['businesses'], ['items'], ['search'], ['business']]) {
      void client.invalidateQueries({ queryKey, refetchType: 'none' });
    }
  }, [client, overKey, wrote]);
  return query;
}

// GET /api/imports/{id}: a menu import's progress and report, asked for again every second while it
// is queued or running. Once a real import is done, the business is read again and shown with its
// new dishes.
import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Import } from '@menudex/contract/imports';
import { apiRequest } from '../../../lib/api-client.ts';
import { refetchAndShowBusiness } from './managed-business.ts';

/** How often an import under way is asked for. */
export const MENU_IMPORT_POLL_MS = 1000;

export const isUnderWay = (imp: Pick<Import, 'status'>) =>
  imp.status === 'queued' || imp.status === 'running';

export const getMenuImport = async (id: string): Promise<Import> =>
  (await apiRequest<{ import: Import }>(`/imports/${encodeURIComponent(id)}`)).import;

export function useMenuImport(businessId: string, id: string | null) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: ['imports', 'one', id ?? ''] as const,
    queryFn: () => getMenuImport(id ?? ''),
    enabled: id !== null,
    staleTime: (q) => (q.state.data && !isUnderWay(q.state.data) ? Infinity : 0),
    refetchInterval: (q) =>
      q.state.data && !isUnderWay(q.state.data) ? false : MENU_IMPORT_POLL_MS,
  });
  const wroteId =
    query.data && !query.data.dryRun && !isUnderWay(query.data) ? query.data._id : null;
  useEffect(() => {
    if (wroteId) void refetchAndShowBusiness(client, businessId, 'UPDATE_BUSINESS');
  }, [client, businessId, wroteId]);
  return query;
}

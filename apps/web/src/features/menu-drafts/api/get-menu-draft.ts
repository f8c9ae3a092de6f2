// GET /api/businesses/{id}/menu-drafts/{draftId}: the draft, asked for again every little while
// until it is no longer being read.
import { useQuery } from '@tanstack/react-query';
import type { MenuDraft, MenuDraftResponse } from '@menudex/contract/menu-drafts';
import { apiRequest } from '../../../lib/api-client.ts';

/** How often a draft being read is asked for: reading takes seconds, a person is watching. */
export const DRAFT_POLL_MS = 1500;

export const menuDraftQueryKey = (businessId: string, draftId: string) =>
  ['menu-draft', businessId, draftId] as const;

export const getMenuDraft = async (businessId: string, draftId: string): Promise<MenuDraft> =>
  (await apiRequest<MenuDraftResponse>(`/businesses/${businessId}/menu-drafts/${draftId}`)).draft;

/** The draft; `initial` is the upload's answer, so the screen shows 'reading' at once. */
export function useMenuDraft(businessId: string, initial: MenuDraft) {
  return useQuery({
    queryKey: menuDraftQueryKey(businessId, initial._id),
    queryFn: () => getMenuDraft(businessId, initial._id),
    initialData: initial,
    // initialData counts as fresh: without this the first poll would wait for staleTime.
    initialDataUpdatedAt: 0,
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.status === 'reading' ? DRAFT_POLL_MS : false),
  });
}

// POST /api/businesses/{id}/menu-drafts: sends the menu photo or PDF; the answer is the draft, being
// read in the background (202).
import { useMutation } from '@tanstack/react-query';
import type { MenuDraft, MenuDraftResponse } from '@menudex/contract/menu-drafts';
import { apiRequest } from '../../../lib/api-client.ts';

export async function createMenuDraft(businessId: string, file: File): Promise<MenuDraft> {
  const form = new FormData();
  form.append('file', file);
  return (
    await apiRequest<MenuDraftResponse>(`/businesses/${businessId}/menu-drafts`, {
      method: 'POST',
      body: form,
    })
  ).draft;
}

export function useCreateMenuDraft(businessId: string) {
  return useMutation<MenuDraft, Error, File>({
    mutationFn: (file) => createMenuDraft(businessId, file),
  });
}

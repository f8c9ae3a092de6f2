// POST /api/imports with kind=menu-csv (the business's owners and admins): a menu CSV into the
// business's lists; dryRun previews it. The answer (202) is the queued import; its report follows
// at GET /api/imports/{id} (get-menu-import.ts).
import { useMutation } from '@tanstack/react-query';
import type { Import } from '@menudex/contract/imports';
import { apiRequest } from '../../../lib/api-client.ts';

export type MenuImportRequest = { file: File; dryRun: boolean };

export async function importMenuCsv(
  businessId: string,
  { file, dryRun }: MenuImportRequest,
): Promise<Import> {
  const form = new FormData();
  form.append('kind', 'menu-csv');
  form.append('businessId', businessId);
  form.append('dryRun', String(dryRun));
  form.append('file', file, file.name);
  return (await apiRequest<{ import: Import }>('/imports', { method: 'POST', body: form })).import;
}

export function useImportMenuCsv(businessId: string) {
  return useMutation({
    mutationFn: (request: MenuImportRequest) => importMenuCsv(businessId, request),
  });
}

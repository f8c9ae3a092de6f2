// POST /api/imports (admin): a multipart form with the file, its kind and dryRun; the answer (202) is
// the queued import, whose report GET /api/imports/{id} follows.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Import, ImportKind } from '@menudex/contract/imports';
import { apiRequest } from '../../../lib/api-client.ts';
import { importQueryKey, IMPORTS_QUERY_KEY } from './get-import.ts';

export type ImportRequest = { kind: ImportKind; file: File; dryRun: boolean };

export async function createImport({ kind, file, dryRun }: ImportRequest): Promise<Import> {
  const form = new FormData();
  // The text fields first: the file is the large part, read last.
  form.append('kind', kind);
  form.append('dryRun', String(dryRun));
  form.append('file', file, file.name);
  return (await apiRequest<{ import: Import }>('/imports', { method: 'POST', body: form })).import;
}

export function useCreateImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createImport,
    onSuccess: (made) => {
      client.setQueryData(importQueryKey(made._id), made);
      void client.invalidateQueries({ queryKey: IMPORTS_QUERY_KEY });
    },
  });
}

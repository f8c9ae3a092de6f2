// GET /api/imports (admin): the latest imports with their reports, newest first.
import { useQuery } from '@tanstack/react-query';
import type { Import } from '@menudex/contract/imports';
import { apiRequest } from '../../../lib/api-client.ts';
import { IMPORTS_QUERY_KEY } from './get-import.ts';

export const getImports = async (): Promise<Import[]> =>
  (await apiRequest<{ imports: Import[] }>('/imports')).imports;

export function useImports() {
  return useQuery({ queryKey: IMPORTS_QUERY_KEY, queryFn: getImports, staleTime: 0 });
}

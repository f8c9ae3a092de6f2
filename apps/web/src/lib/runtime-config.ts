// What the server tells the browser at run time (contact e-mail, configured providers).
import { useQuery } from '@tanstack/react-query';
import type { RuntimeConfig } from '@menudex/contract/runtime-config';
import { apiRequest } from './api-client.ts';

export function useRuntimeConfig() {
  return useQuery({
    queryKey: ['config'],
    queryFn: () => apiRequest<RuntimeConfig>('/config'),
    staleTime: Infinity,
  });
}

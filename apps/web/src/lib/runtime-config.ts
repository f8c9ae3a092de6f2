// What the server tells the browser at run time (contact e-mail, configured providers).
import { useQuery } from '@tanstack/react-query';
import type { RuntimeConfig } from '@menudex/contract/runtime-config';
import { apiRequest } from './api-client.ts';

export const RUNTIME_CONFIG_QUERY_KEY = ['config'];

export function useRuntimeConfig() {
  return useQuery({
    queryKey: RUNTIME_CONFIG_QUERY_KEY,
    queryFn: () => apiRequest<RuntimeConfig>('/config'),
    staleTime: Infinity,
  });
}

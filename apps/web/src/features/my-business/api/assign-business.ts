// POST /api/businesses/assign {phone, email}: makes a user an owner of a business (admins).
import { useMutation } from '@tanstack/react-query';
import type { AssignBusinessRequest } from '@menudex/contract/businesses';
import { apiRequest } from '../../../lib/api-client.ts';

export const assignBusiness = (body: AssignBusinessRequest) =>
  apiRequest<{ message: string }>('/businesses/assign', { method: 'POST', body });

export function useAssignBusiness() {
  return useMutation({ mutationFn: assignBusiness });
}

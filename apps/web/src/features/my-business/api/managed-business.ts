// Where a changed business goes after a write: the query cache under ['business', id] (the page
// shows it at once) and, for the business being managed, the session store through the
// specification's action. Lists showing the business elsewhere read it again on their next visit.
import type { QueryClient } from '@tanstack/react-query';
import type { Business } from '@menudex/contract/entities';
import type { BusinessResponse } from '@menudex/contract/businesses';
import { apiRequest } from '../../../lib/api-client.ts';
import { businessQueryKey } from '../../../lib/business-query.ts';
import { PROFILE_QUERY_KEY } from '../../../lib/profile.ts';
import { dispatch, sessionStore, type SessionAction } from '../../../lib/session-store.ts';

export const getBusiness = async (id: string): Promise<Business> =>
  (await apiRequest<BusinessResponse>(`/businesses/${id}`)).business;

type BusinessAction = Extract<SessionAction, { business: Business }>['type'];

/** Actions that make a business the managed one; the others only follow the one already managed. */
const STARTS_MANAGING: readonly BusinessAction[] = [
  'CREATE_NEW_BUSINESS',
  'FETCH_BUSINESS_BY_PHONE',
];

export function showBusiness(client: QueryClient, business: Business, action: BusinessAction) {
  client.setQueryData(businessQueryKey(business._id), business);
  // The same business read in another language (?lang=vi, under ['business', id, lang]) is read again.
  void client.invalidateQueries({
    queryKey: businessQueryKey(business._id),
    predicate: (query) => query.queryKey.length > 2,
  });
  const managed = sessionStore.get().business;
  if (STARTS_MANAGING.includes(action) || managed?._id === business._id) {
    dispatch({ type: action, business });
  }
  for (const queryKey of [['businesses'], ['items'], ['search']]) {
    void client.invalidateQueries({ queryKey, refetchType: 'none' });
  }
  // My Businesses on /profile shows names and covers.
  void client.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
}

/**
 * After an item write (the answer is the item, not the business): reads the business again and
 * shows it. If that read fails, the write still happened: the page refetches when it can.
 */
export async function refetchAndShowBusiness(
  client: QueryClient,
  businessId: string,
  action: BusinessAction,
): Promise<void> {
  try {
    const business = await client.fetchQuery({
      queryKey: businessQueryKey(businessId),
      queryFn: () => getBusiness(businessId),
      staleTime: 0,
    });
    showBusiness(client, business, action);
  } catch (error) {
    console.error(error);
    void client.invalidateQueries({ queryKey: businessQueryKey(businessId) });
  }
}

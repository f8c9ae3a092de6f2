// The business edit form of /my-business and /profile: the managed business's page, opened in
// Editing; Back stops managing it (CLEAR_BUSINESS) and returns to the lookup or the profile.
import { dispatch } from '../../lib/session-store.ts';
import { BusinessRoute } from './business.tsx';

export function ManagedBusiness({ businessId }: { businessId: string }) {
  return (
    <BusinessRoute
      businessId={businessId}
      initialMode="editing"
      onBack={() => dispatch({ type: 'CLEAR_BUSINESS' })}
    />
  );
}

// The business edit form of /my-business/{id} and /profile: the managed business's page, opened in
// Editing; Back stops managing it (CLEAR_BUSINESS) and returns to the lookup or the profile.
import { dispatch } from '../../lib/session-store.ts';
import { BusinessRoute } from './business.tsx';

type Props = {
  businessId: string;
  /** What Back does; left out, it clears the managed business (the profile shows its page again). */
  onBack?: () => void;
};

export function ManagedBusiness({ businessId, onBack }: Props) {
  return (
    <BusinessRoute
      businessId={businessId}
      initialMode="editing"
      onBack={onBack ?? (() => dispatch({ type: 'CLEAR_BUSINESS' }))}
    />
  );
}

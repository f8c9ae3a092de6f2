// /profile: the profile page; clicking one of My Businesses looks it up by phone, and the business
// being managed shows as the business edit form (the owner tools, composed here).
import { lazy } from 'react';
import { logout } from '../../features/auth/utils/session.ts';
import { useLookUpBusiness } from '../../features/my-business/api/look-up-business.ts';
import { ProfilePage } from '../../features/profile/routes/profile-page.tsx';
import { useSession } from '../../lib/session-store.ts';

const ManagedBusiness = lazy(async () => ({
  default: (await import('./managed-business.tsx')).ManagedBusiness,
}));

export function ProfileRoute() {
  const managedId = useSession((s) => s.business?._id);
  const lookUp = useLookUpBusiness();
  return (
    <ProfilePage
      businessEditor={managedId ? <ManagedBusiness businessId={managedId} /> : undefined}
      onAccountDeleted={logout}
      onOpenOwnBusiness={(business) =>
        lookUp.mutate(business.phone, { onError: (error) => window.alert(error.message) })
      }
    />
  );
}

// /my-business and /my-business/{id}: the admin gate, then the phone lookup and Assign Business,
// or the business edit form of the business found or created, at its own address.
import { lazy, Suspense } from 'react';
import { useNavigate, useParams } from 'react-router';
import { MyBusinessGate } from '../../features/my-business/routes/my-business-gate.tsx';
import { MyBusinessScreen } from '../../features/my-business/routes/my-business-screen.tsx';

// The admins' whole reports queue, under the look-up.
const ReportQueue = lazy(async () => ({
  default: (await import('../../features/reports/components/report-queue.tsx')).ReportQueue,
}));
// The admins' claims queue and list of stale listings, under the look-up too.
const ClaimQueue = lazy(async () => ({
  default: (await import('../../features/claims/components/claim-queue.tsx')).ClaimQueue,
}));
const StaleBusinesses = lazy(async () => ({
  default: (await import('../../features/freshness/components/stale-businesses.tsx'))
    .StaleBusinesses,
}));
const ManagedBusiness = lazy(async () => ({
  default: (await import('./managed-business.tsx')).ManagedBusiness,
}));

export function MyBusinessRoute() {
  const { id } = useParams();
  const navigate = useNavigate();
  return (
    <MyBusinessGate>
      <MyBusinessScreen
        businessId={id}
        editor={(businessId) => (
          <ManagedBusiness businessId={businessId} onBack={() => void navigate('/my-business')} />
        )}
      />
      {!id && (
        <Suspense fallback={null}>
          <ReportQueue />
        </Suspense>
      )}
      {!id && (
        <Suspense fallback={null}>
          <ClaimQueue />
          <StaleBusinesses />
        </Suspense>
      )}
    </MyBusinessGate>
  );
}

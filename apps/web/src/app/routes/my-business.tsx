// /my-business: the admin gate, then the phone lookup and Assign Business, or the business edit
// form of the business found or created.
import { lazy } from 'react';
import { MyBusinessGate } from '../../features/my-business/routes/my-business-gate.tsx';
import { MyBusinessScreen } from '../../features/my-business/routes/my-business-screen.tsx';

const ManagedBusiness = lazy(async () => ({
  default: (await import('./managed-business.tsx')).ManagedBusiness,
}));

export function MyBusinessRoute() {
  return (
    <MyBusinessGate>
      <MyBusinessScreen editor={(id) => <ManagedBusiness businessId={id} />} />
    </MyBusinessGate>
  );
}

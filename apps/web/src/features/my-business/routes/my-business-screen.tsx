// /my-business behind the admin gate: 'Phone Number Look up' and 'Assign Business', or, once a
// business is being managed (found, created), the business edit form the app passes in.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import { useSession } from '../../../lib/session-store.ts';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { AssignBusinessForm } from '../components/assign-business-form.tsx';
import { PhoneLookup } from '../components/phone-lookup.tsx';

type Props = {
  /** The business edit form for the managed business (the app composes it with the business page). */
  editor: (businessId: string) => ReactNode;
};

export function MyBusinessScreen({ editor }: Props) {
  const managedId = useSession((s) => s.business?._id);
  if (managedId) return <>{editor(managedId)}</>;
  return <LookupScreen />;
}

function LookupScreen() {
  useDocumentTitle('My Business');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 4, maxWidth: 720 }}>
      <PhoneLookup />
      <Divider />
      <AssignBusinessForm />
    </Box>
  );
}

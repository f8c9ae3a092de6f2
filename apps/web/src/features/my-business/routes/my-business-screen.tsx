// /my-business behind the admin gate: 'Phone Number Look up' and 'Assign Business'. A business
// found or created there becomes the managed one and opens at its own address,
// /my-business/{id}, which shows the business edit form the app passes in (so it survives a
// reload, can be bookmarked, and Back returns to the look-up).
import { useEffect, useRef, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import InsightsIcon from '@mui/icons-material/Insights';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useT } from '../../../lib/i18n.tsx';
import { dispatch, useSession } from '../../../lib/session-store.ts';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { AssignBusinessForm } from '../components/assign-business-form.tsx';
import { PhoneLookup } from '../components/phone-lookup.tsx';

type Props = {
  /** The business edit form for the managed business (the app composes it with the business page). */
  editor: (businessId: string) => ReactNode;
  /** /my-business/{id}: the business to edit; left out, the look-up. */
  businessId?: string;
};

export function MyBusinessScreen({ editor, businessId }: Props) {
  if (businessId) return <ManagedScreen key={businessId} businessId={businessId} editor={editor} />;
  return <LookupScreen />;
}

function ManagedScreen({ businessId, editor }: Required<Props>) {
  // Leaving the address (Back, a link) stops managing it, as the page's Back button does.
  useEffect(() => () => dispatch({ type: 'CLEAR_BUSINESS' }), []);
  return <>{editor(businessId)}</>;
}

function LookupScreen() {
  const t = useT('owner');
  useDocumentTitle(t('nav.myBusiness'));
  const navigate = useNavigate();
  const managedId = useSession((s) => s.business?._id);
  // A look-up or create that succeeds here makes a business the managed one: open its address.
  const atMount = useRef(managedId);
  useEffect(() => {
    if (managedId && managedId !== atMount.current) void navigate(`/my-business/${managedId}`);
  }, [managedId, navigate]);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 4, maxWidth: 720 }}>
      <PhoneLookup />
      <Divider />
      <AssignBusinessForm />
      <Divider />
      {/* The whole city's insights (the app's /my-business/insights), and the imports of businesses
          from OpenStreetMap, GeoJSON or CSV files (/my-business/imports). */}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        <Button
          variant="outlined"
          startIcon={<InsightsIcon />}
          component={RouterLink}
          to="/my-business/insights"
        >
          {t('owner.cityInsights')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<UploadFileIcon />}
          component={RouterLink}
          to="/my-business/imports"
        >
          {t('owner.imports')}
        </Button>
      </Box>
    </Box>
  );
}

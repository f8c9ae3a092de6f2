// /businesses/{id} in view mode: back, favorite and Feedback, the cover and logo, name, phone,
// description, address, and the menu lists. /businesses/{id}/feedback renders the same page with
// the feedback dialog passed in from the app (features do not import each other). For owners and
// admins the app passes `edit`: the owner tools' pieces (toggle and Save, pickers, inputs, item
// buttons) drawn in their places.
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { TEXTS } from '@menudex/contract/constants';
import type { Business, Item, MenuList } from '@menudex/contract/entities';
import { ApiError } from '../../../lib/api-client.ts';
import { FullPageSpinner } from '../../../components/full-page-spinner.tsx';
import { useBusiness } from '../api/get-business.ts';
import { AddressBlock } from '../components/address-block.tsx';
import { BusinessImages } from '../components/business-images.tsx';
import { BusinessLists } from '../components/business-lists.tsx';
import { BusinessText } from '../components/business-text.tsx';
import { BusinessToolbar } from '../components/business-toolbar.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';

/** What edit mode (the owner tools, composed by the app) draws into the page. */
export type BusinessPageEdit = {
  /** The business with the unsaved edits (texts, local image previews), shown instead of the saved one. */
  business: Business;
  /** The Editing/Previewing toggle and Save, in the toolbar. */
  editControls: ReactNode;
  /** Messages under the toolbar (a failed save, a refused file). */
  notices?: ReactNode;
  coverAction?: ReactNode;
  logoAction?: ReactNode;
  /** Inputs for name, phone, description and address, drawn in place of the texts. */
  details?: ReactNode;
  itemFooter?: (item: Item) => ReactNode;
  listAction?: (list: MenuList) => ReactNode;
  /** After the lists (Add New List). */
  afterLists?: ReactNode;
};

type Props = {
  /** The feedback dialog, open over the page (the /businesses/{id}/feedback route passes it). */
  feedbackDialog?: ReactNode;
  /** The business to show; left out, the route's :id (/my-business and /profile pass theirs). */
  businessId?: string;
  /** Edit mode's pieces; left out, the page is view-only. */
  edit?: BusinessPageEdit;
  /** What Back does instead of going back (the edit form of /my-business and /profile closes). */
  onBack?: () => void;
};

export function BusinessPage({ feedbackDialog, businessId, edit, onBack }: Props) {
  const { id: routeId = '' } = useParams();
  const id = businessId ?? routeId;
  const query = useBusiness(id);
  useDocumentTitle(query.data?.name);
  if (query.isPending) return <FullPageSpinner />;
  if (query.isError) {
    const notFound =
      query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
    return (
      <Typography variant="h1" role="alert" sx={{ textAlign: 'center', mt: 8 }}>
        {notFound ? TEXTS.pageNotFound : TEXTS.error}
      </Typography>
    );
  }
  const business = edit?.business ?? query.data;
  return (
    <Box component="article" data-testid="business-page">
      <BusinessToolbar business={business} editControls={edit?.editControls} onBack={onBack} />
      {edit?.notices}
      <BusinessImages
        business={business}
        coverAction={edit?.coverAction}
        logoAction={edit?.logoAction}
      />
      {edit?.details ?? (
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 280px' },
            gap: { xs: 2, md: 4 },
            mb: 4,
          }}
        >
          <Box>
            <BusinessText text={business.name} textStyle="heading1" />
            <BusinessText text={business.displayPhone} textStyle="heading2" />
            <BusinessText text={business.description} textStyle="paragraph" />
          </Box>
          <AddressBlock location={business.location} />
        </Box>
      )}
      <BusinessLists
        lists={business.lists}
        itemFooter={edit?.itemFooter}
        listAction={edit?.listAction}
      />
      {edit?.afterLists}
      {feedbackDialog}
    </Box>
  );
}

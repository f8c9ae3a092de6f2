// /businesses/{id}: the business page; for its owners and admins, the owner tools' edit mode drawn
// into it (with the menu import beside Add New List), and below it the way to its insights and the
// feedback program's tools (summary and QR code). The app composes the features (features do not
// import each other). /my-business and /profile show the same page as their business edit form,
// opened in Editing, with Back closing it.
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useParams } from 'react-router';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useBusiness } from '../../features/businesses/api/get-business.ts';
import {
  BusinessPage,
  type BusinessPageEdit,
} from '../../features/businesses/routes/business-page.tsx';
import { useLive } from '../../lib/hydration.ts';
import { useT } from '../../lib/i18n.tsx';
import { useSession } from '../../lib/session-store.ts';
import { currencyForCountry } from '@menudex/contract/price';
import { usePlace } from '../../lib/place.ts';

// Owner tools are chunks of their own: visitors never download them.
const FeedbackOwnerPanels = lazy(async () => ({
  default: (await import('../../features/feedback/components/feedback-owner-panels.tsx'))
    .FeedbackOwnerPanels,
}));
const InsightsLink = lazy(async () => ({
  default: (await import('../../features/insights/components/insights-link.tsx')).InsightsLink,
}));
const MenuImportButton = lazy(async () => ({
  default: (await import('../../features/menu-drafts/components/menu-import-button.tsx'))
    .MenuImportButton,
}));
// Report a problem (everyone, once the page is live) and the reports queue (owner tools).
const ReportProblemButton = lazy(async () => ({
  default: (await import('../../features/reports/components/report-problem-button.tsx'))
    .ReportProblemButton,
}));
const ReportQueue = lazy(async () => ({
  default: (await import('../../features/reports/components/report-queue.tsx')).ReportQueue,
}));
// Claim this business (signed-in people, on a listing nobody manages) and the owner's
// "Confirm everything is correct".
const ClaimBusinessButton = lazy(async () => ({
  default: (await import('../../features/claims/components/claim-business-button.tsx'))
    .ClaimBusinessButton,
}));
const ConfirmListingPanel = lazy(async () => ({
  default: (await import('../../features/freshness/components/confirm-listing-panel.tsx'))
    .ConfirmListingPanel,
}));
const loadEditMode = () => import('../../features/my-business/components/business-edit-mode.tsx');
const BusinessEditMode = lazy(async () => ({ default: (await loadEditMode()).BusinessEditMode }));

type Props = {
  feedbackDialog?: ReactNode;
  /** The business to show; left out, the route's :id. */
  businessId?: string;
  /** Whether edit mode opens in Editing (the edit form of /my-business and /profile) or Previewing. */
  initialMode?: 'editing' | 'previewing';
  /** What Back does instead of going back. */
  onBack?: () => void;
};

export function BusinessRoute({ feedbackDialog, businessId, initialMode, onBack }: Props) {
  const { id: routeId = '' } = useParams();
  const id = businessId ?? routeId;
  // The page asks for the same business: one request, one cache entry.
  const business = useBusiness(id).data;
  // A printed menu's prices are read in the business's currency (its country's, else the install's).
  const currency = currencyForCountry(business?.location.country, usePlace().currency);
  // A signed-in user may own it: fetch the owner tools alongside the business, not after it.
  const signedIn = useSession((s) => Boolean(s.auth.token));
  const live = useLive();
  useEffect(() => {
    if (signedIn) void loadEditMode();
  }, [signedIn]);
  const page = (edit?: BusinessPageEdit) => (
    <BusinessPage
      feedbackDialog={feedbackDialog}
      businessId={id}
      edit={withMenuImport(edit, id, currency)}
      onBack={onBack}
      // The public page counts for the owners' insights; the edit form (given its business) not.
      countVisits={businessId === undefined}
    />
  );
  return (
    <>
      {business?.canEdit ? (
        // While the edit mode loads, the owner sees its controls' places held, not a visitor's page.
        <Suspense fallback={page({ business, editControls: <EditControlsPlaceholder /> })}>
          <BusinessEditMode key={id} business={business} initialMode={initialMode}>
            {page}
          </BusinessEditMode>
        </Suspense>
      ) : (
        page()
      )}
      {live && business && businessId === undefined && (
        <Suspense fallback={null}>
          <ReportProblemButton business={business} />
        </Suspense>
      )}
      {live && business && businessId === undefined && !business.managedByOwner && (
        <Suspense fallback={null}>
          <ClaimBusinessButton business={business} />
        </Suspense>
      )}
      {business?.canEdit && (
        <Suspense fallback={null}>
          <ConfirmListingPanel business={business} />
        </Suspense>
      )}
      {business?.canEdit && (
        <Suspense fallback={null}>
          <ReportQueue business={business} />
        </Suspense>
      )}
      {business?.canEdit && (
        <Suspense fallback={null}>
          <InsightsLink businessId={business._id} />
        </Suspense>
      )}
      {business?.canEdit && (
        <Suspense fallback={null}>
          <FeedbackOwnerPanels
            businessId={business._id}
            feedbackEnabled={business.feedbackEnabled}
          />
        </Suspense>
      )}
    </>
  );
}

/** Edit mode's Add New List, with the way to import a printed menu beside it (a feature of its own). */
function withMenuImport(edit: BusinessPageEdit | undefined, businessId: string, currency: string) {
  if (!edit?.afterLists) return edit;
  return {
    ...edit,
    afterLists: (
      <>
        {edit.afterLists}
        <Suspense fallback={null}>
          <MenuImportButton businessId={businessId} currency={currency} />
        </Suspense>
      </>
    ),
  };
}

/** Editing and Save, disabled, while the owner tools arrive: the owner knows the page is theirs. */
function EditControlsPlaceholder() {
  const t = useT();
  return (
    <>
      <Button variant="outlined" size="small" disabled aria-busy="true">
        {t('business.editing')}
      </Button>
      <Button
        variant="contained"
        disabled
        aria-busy="true"
        startIcon={<CircularProgress size={16} color="inherit" aria-hidden />}
        data-testid="edit-controls-placeholder"
      >
        {t('business.save')}
      </Button>
    </>
  );
}

// /businesses/{id} in view mode: back, favorite and Feedback, the cover and logo, name, opening
// status, phone, Directions, website, description, address, and the menu lists with their tabs. On
// a phone the cover is shorter, so all of that up to the website is in the first screen
// (docs/decisions/048). /businesses/{id}/feedback renders the same page with
// the feedback dialog passed in from the app (features do not import each other). For owners and
// admins the app passes `edit`: the owner tools' pieces (toggle and Save, pickers, inputs, item
// buttons) drawn in their places.
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { currencyForCountry } from '@menudex/contract/price';
import type { Business, Item, MenuList } from '@menudex/contract/entities';
import { ApiError } from '../../../lib/api-client.ts';
import { DeadEnd, HomeLink } from '../../../components/dead-end.tsx';
import { FullPageSpinner } from '../../../components/full-page-spinner.tsx';
import { useBusiness } from '../api/get-business.ts';
import { AddressBlock } from '../components/address-block.tsx';
import { BusinessImages } from '../components/business-images.tsx';
import { BusinessLists } from '../components/business-lists.tsx';
import { BusinessContact } from '../components/business-contact.tsx';
import { BusinessText } from '../components/business-text.tsx';
import { BusinessToolbar } from '../components/business-toolbar.tsx';
import { FreshnessLine } from '../components/freshness-line.tsx';
import {
  DirectionsButton,
  hasPlaceSection,
  OpeningStatusLine,
  PlaceSection,
} from '../components/place-section.tsx';
import { SourceCredit } from '../components/source-credit.tsx';
import { telHref } from '../../../lib/directions.ts';
import { usePlace } from '../../../lib/place.ts';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { DETAILS_GRID } from '../../../components/business-layout.ts';
import { HydrateLater } from '../../../lib/hydrate-in-turns.tsx';
import { useT } from '../../../lib/i18n.tsx';
import { useOnceLive } from '../../../lib/hydration.ts';
import { insightTap, useBusinessBeacons } from '../../../lib/insights-beacon.ts';
import { BUSINESS_NOT_FOUND_TITLE } from '@menudex/contract/page-paths';

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
  /** The hours editor and the map pin, drawn in place of the hours and map. */
  place?: ReactNode;
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
  /**
   * Reports the visit, its taps and the dishes seen for the owners' insights: the public page
   * does, the owner's edit form of /my-business and /profile does not.
   */
  countVisits?: boolean;
};

export function BusinessPage({ feedbackDialog, businessId, edit, onBack, countVisits }: Props) {
  const { id: routeId = '' } = useParams();
  const id = businessId ?? routeId;
  const query = useBusiness(id);
  const t = useT();
  const installCurrency = usePlace().currency;
  const notFound =
    query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
  // As the server titles the page: 'Phở Hòa Bình · San Jose · Menudex'; an unknown business
  // 'Business not found · Menudex'.
  useDocumentTitle(
    query.data
      ? [query.data.name, query.data.location.city].filter(Boolean).join(' · ')
      : notFound
        ? BUSINESS_NOT_FOUND_TITLE
        : query.isError
          ? t('page.error')
          : undefined,
  );
  const highlightedItemId = useItemAnchor(query.isSuccess);
  const article = useRef<HTMLElement>(null);
  useBusinessBeacons(
    countVisits && query.isSuccess ? id : undefined,
    article,
    query.data?.lists.flatMap((list) => list.items.map((item) => item._id)).join() ?? '',
  );
  if (query.isPending) return <FullPageSpinner />;
  if (query.isError) {
    return (
      <DeadEnd text={t(notFound ? 'page.notFound' : 'page.error')} alert>
        {notFound ? (
          <HomeLink />
        ) : (
          <Button variant="contained" onClick={() => void query.refetch()}>
            {t('paging.tryAgain')}
          </Button>
        )}
      </DeadEnd>
    );
  }
  const business = edit?.business ?? query.data;
  return (
    <Box component="article" data-testid="business-page" ref={article}>
      {/* The parts of a server-rendered page hydrate in turns (docs/decisions/035). */}
      <HydrateLater>
        <BusinessToolbar business={business} editControls={edit?.editControls} onBack={onBack} />
      </HydrateLater>
      {edit?.notices}
      <HydrateLater>
        <BusinessImages
          business={business}
          coverAction={edit?.coverAction}
          logoAction={edit?.logoAction}
        />
      </HydrateLater>
      {edit?.details ?? (
        <HydrateLater>
          <Box sx={DETAILS_GRID}>
            <Box>
              <BusinessText text={business.name} textStyle="heading1" />
              <OpeningStatusLine business={business} />
              <BusinessText
                text={business.displayPhone}
                textStyle="heading2"
                href={business.phone ? telHref(business.phone) : undefined}
                linkProps={insightTap('call')}
              />
              <DirectionsButton business={business} />
              {/* Before the description: on a phone the website is in the first screen with Call
                  and Directions however long the description is (docs/decisions/048). */}
              <BusinessContact business={business} />
              <BusinessText text={business.description} textStyle="paragraph" />
              <FreshnessLine business={business} />
            </Box>
            <AddressBlock location={business.location} />
          </Box>
        </HydrateLater>
      )}
      {edit?.place ??
        (hasPlaceSection(business) && (
          <HydrateLater>
            <PlaceSection business={business} />
          </HydrateLater>
        ))}
      <SourceCredit business={business} />
      <BusinessLists
        lists={business.lists}
        itemFooter={edit?.itemFooter}
        listAction={edit?.listAction}
        showEmpty={edit !== undefined}
        currency={currencyForCountry(business.location.country, installCurrency)}
        highlightedItemId={highlightedItemId}
      />
      {edit?.afterLists}
      {feedbackDialog}
    </Box>
  );
}

/**
 * `#item-{id}` in the address: the item's card, scrolled into view once the business has loaded
 * (the browser's own jump happens before the cards exist). Answers the id to highlight.
 */
function useItemAnchor(loaded: boolean): string | null {
  const { hash } = useLocation();
  const itemId = hash.startsWith('#item-') ? decodeURIComponent(hash.slice('#item-'.length)) : null;
  useEffect(() => {
    if (!loaded || !itemId) return;
    document.getElementById(`item-${itemId}`)?.scrollIntoView({ block: 'center' });
  }, [loaded, itemId]);
  // The server never sees the hash: the highlight comes after hydration, not in its first render.
  // Without a hash the page does not render again when it goes live.
  return useOnceLive(itemId, null);
}

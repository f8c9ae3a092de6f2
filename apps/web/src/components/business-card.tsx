// A business card: cover photo, name and favorite count; opens the business page. Plain elements
// drawn by a static stylesheet (cards.css), not MUI's Card and Typography: the search page and
// Businesses show many, and their styles computed at run time were most of the hydration's work on
// a phone (docs/decisions/027). MUI's class names are kept.
import { Link as RouterLink } from 'react-router';
import type { BusinessSummary } from '@menudex/contract/entities';
import { IMAGE_SIZES } from '@menudex/contract/images';
import { imageSrcSetUrl, imageUrl, photoLoading, type PhotoPriority } from '../lib/image-url.ts';
import { hydratesLater } from '../lib/hydrate-in-turns.tsx';
import { useT } from '../lib/i18n.tsx';
import { PlaceBadges } from './place-badges.tsx';
import './cards.css';

type Props = {
  business: BusinessSummary;
  /** Shows the display phone under the name (profile's My Businesses). */
  showPhone?: boolean;
  /** Replaces navigation with a click handler (profile's My Businesses triggers the phone lookup). */
  onClick?: () => void;
  /**
   * How the cover loads (lib/image-url.ts): `high` for the page's largest paint (the first card of
   * Businesses and of search's Businesses row), `low` for the rest of the first screen, `lazy`
   * (the default) below.
   */
  imagePriority?: PhotoPriority;
  /** The name's heading level: h2 where the cards sit right under the page's h1. */
  headingLevel?: 'h2' | 'h3';
};

/** MUI's Favorite icon (@mui/icons-material), drawn without its SvgIcon component. */
const FAVORITE_PATH =
  'm12 21.35-1.45-1.32C5.4 15.36 2 12.28 2 8.5 2 5.42 4.42 3 7.5 3c1.74 0 3.41.81 4.5 2.09C13.09 3.81 14.76 3 16.5 3 19.58 3 22 5.42 22 8.5c0 3.78-3.4 6.86-8.55 11.54z';

/** On a page hydrated from the server's HTML, it hydrates in its turn (docs/decisions/035). */
export const BusinessCard = hydratesLater(BusinessCardBody);

function BusinessCardBody({
  business,
  showPhone,
  onClick,
  imagePriority,
  headingLevel = 'h3',
}: Props) {
  // A card that acts on a click (profile's My Businesses) is a button, which holds phrasing
  // content only: spans drawn as the blocks, heading and paragraphs that the link holds. A button's
  // content is presentational, so they meant nothing there.
  const inButton = Boolean(onClick);
  const t = useT();
  const Heading = inButton ? 'span' : headingLevel;
  const Box = inButton ? 'span' : 'div';
  const Text = inButton ? 'span' : 'p';
  const body = (
    <>
      <img
        className="MuiCardMedia-root MuiCardMedia-media MuiCardMedia-img mdx-card-media mdx-business-card__img"
        // Loading, priority, sizes and srcset before src (see ItemCard).
        {...photoLoading(imagePriority)}
        sizes={IMAGE_SIZES.businessCard}
        srcSet={imageSrcSetUrl(business.coverPhoto, 'cover')}
        src={imageUrl(business.coverPhoto)}
        alt=""
        width={400}
        height={160}
      />
      <Box className="MuiCardContent-root mdx-card-content mdx-business-card__content">
        <Box className="mdx-block mdx-grow">
          <Heading className="MuiTypography-root MuiTypography-h3 MuiTypography-noWrap mdx-block mdx-card-name mdx-business-card__name mdx-nowrap">
            {business.name || t('business.unnamed')}
          </Heading>
          {showPhone && (
            <Text className="MuiTypography-root MuiTypography-body2 mdx-block mdx-body2">
              {business.displayPhone}
            </Text>
          )}
          {!showPhone && business.location.city && (
            <Text className="MuiTypography-root MuiTypography-body2 MuiTypography-noWrap mdx-block mdx-body2 mdx-nowrap">
              {business.location.city}
            </Text>
          )}
          <PlaceBadges business={business} />
        </Box>
        <Box className="mdx-favorites">
          <svg
            className="MuiSvgIcon-root MuiSvgIcon-fontSizeSmall mdx-icon mdx-icon--small"
            focusable="false"
            aria-hidden="true"
            viewBox="0 0 24 24"
          >
            <path d={FAVORITE_PATH} />
          </svg>
          {/* The heart says "favorites" to the eye; the word is there for a screen reader, as text
              (an aria-label belongs on an element with a role, and browse modes skip it). The
              space ends the count's string: one text node, as hydration finds it in the server's
              HTML, and no width, since a line's trailing space is not drawn. */}
          <Text className="MuiTypography-root MuiTypography-body2 mdx-block mdx-body2 mdx-semibold">
            {`${business.favoriteCount} `}
            <span className="mdx-visually-hidden">
              {t('business.favorites', { count: business.favoriteCount })}
            </span>
          </Text>
        </Box>
      </Box>
      <span className="MuiCardActionArea-focusHighlight mdx-action-highlight" />
    </>
  );
  const area = 'MuiButtonBase-root MuiCardActionArea-root mdx-action-area';
  return (
    <div
      className="MuiPaper-root MuiPaper-outlined MuiPaper-rounded MuiCard-root mdx-card mdx-business-card"
      data-testid="business-card"
    >
      {onClick ? (
        <button type="button" className={area} onClick={onClick}>
          {body}
        </button>
      ) : (
        <RouterLink className={area} to={`/businesses/${business._id}`}>
          {body}
        </RouterLink>
      )}
    </div>
  );
}

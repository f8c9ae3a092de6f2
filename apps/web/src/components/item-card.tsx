// A menu item card (specification: Item card): image, name, description cut to 30 words, price,
// tag chips, likes. Visitors see the like button in the header; admins see it, with a Feedback
// button, in the footer. Callers may replace either place (edit mode passes edit and delete).
//
// Focus (docs/architecture.md, "Keyboard focus"): pressing a card opens its dish at its card on the
// business page, where focus goes to that card's name; Back returns focus to the card pressed.
import { useEffect, useRef, type ReactNode } from 'react';
import { NavigationType, useNavigate, useNavigationType } from 'react-router';
import Button from '@mui/material/Button';
import { LIMITS, SIZES } from '@menudex/contract/constants';
import type { Item } from '@menudex/contract/entities';
import { formatPrice } from '@menudex/contract/price';
import { truncateWords } from '@menudex/contract/text';
import { IMAGE_SIZES } from '@menudex/contract/images';
import { imageSrcSetUrl, imageUrl, photoLoading, type PhotoPriority } from '../lib/image-url.ts';
import { hydratesLater } from '../lib/hydrate-in-turns.tsx';
import { usePlace } from '../lib/place.ts';
import { useLocale, useT } from '../lib/i18n.tsx';
import { formatCount } from '../lib/locale-format.ts';
import { ChipLink } from './chip-link.tsx';
import { ItemFacts } from './item-facts.tsx';
import { LikeButton } from './like-button.tsx';
import { useIsAdmin } from './use-is-admin.ts';
import './cards.css';

export function itemBusinessId(item: Pick<Item, 'businessId'>): string {
  return typeof item.businessId === 'string' ? item.businessId : item.businessId._id;
}

/** The element id of an item's card on its business page: `/businesses/{id}#item-{itemId}`. */
export const itemAnchor = (itemId: string) => `item-${itemId}`;

const imageHeight = Math.round((SIZES.itemCardWidthPx * 3) / 4);

type Props = {
  item: Item;
  /**
   * The card header's action. Left out: the like button for visitors, nothing for admins (they have
   * it in the footer). `null` shows nothing.
   */
  headerAction?: ReactNode;
  /**
   * The card footer. Left out: like and Feedback for admins, nothing for visitors. Edit mode passes
   * its edit and delete buttons here. `null` shows nothing.
   */
  footer?: ReactNode;
  /** Set to stop the card from navigating to its business (for example on that business's page). */
  disableNavigation?: boolean;
  /**
   * How the photo loads (lib/image-url.ts): `high` for the page's largest paint (the first card of
   * The List), `low` for the rest of the first screen on a wide layout, `lazy` (the default) below.
   */
  imagePriority?: PhotoPriority;
  /** The name's heading level: h2 where the cards sit right under the page's h1. */
  headingLevel?: 'h2' | 'h3';
  /** ISO 4217 code the price is in (the business's currency); USD when left out. */
  currency?: string;
  /** Gives the card its address on the business page (`#item-{id}`), its name a link to it. */
  anchored?: boolean;
  /** Outlines the card: it is the one the page was opened at. */
  highlighted?: boolean;
};

/** On a page hydrated from the server's HTML, it hydrates in its turn (docs/decisions/035). */
export const ItemCard = hydratesLater(ItemCardBody);

/** The item whose card was pressed last: going Back to its page puts focus on that card again. */
let openedFrom: string | null = null;

/** Whether focus is nowhere (the page itself): nothing on the new page has taken it yet. */
const focusLost = () => !document.activeElement || document.activeElement === document.body;

function ItemCardBody({
  item,
  headerAction,
  footer,
  disableNavigation,
  imagePriority,
  headingLevel = 'h3',
  currency,
  anchored,
  highlighted,
}: Props) {
  const navigate = useNavigate();
  const navigationType = useNavigationType();
  const isAdmin = useIsAdmin();
  const t = useT();
  const locale = useLocale();
  const actionArea = useRef<HTMLButtonElement>(null);
  const nameLink = useRef<HTMLAnchorElement>(null);
  // The dish the page was opened at: focus on its name, so Tab goes on from there (the business
  // page scrolls the card into view itself).
  useEffect(() => {
    if (highlighted && focusLost()) nameLink.current?.focus({ preventScroll: true });
  }, [highlighted]);
  // Back from the dish: the card pressed takes focus again (and is scrolled to, if it is not shown).
  useEffect(() => {
    if (navigationType !== NavigationType.Pop || openedFrom !== item._id) return;
    if (actionArea.current && focusLost()) {
      openedFrom = null;
      actionArea.current.focus();
    }
    // Once, as the card appears on the page gone back to.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // The business's currency when the page knows it, else the install's (CURRENCY).
  const installCurrency = usePlace().currency;
  const price = formatPrice(item.price, currency ?? installCurrency, locale);
  const businessId = itemBusinessId(item);
  const business = typeof item.businessId === 'string' ? null : item.businessId;
  const header =
    headerAction !== undefined ? headerAction : isAdmin ? null : <LikeButton item={item} />;
  const actions =
    footer !== undefined ? (
      footer
    ) : isAdmin ? (
      <>
        <LikeButton item={item} />
        <Button
          size="small"
          variant="outlined"
          onClick={() => void navigate(`/businesses/${businessId}/feedback`)}
          sx={{ ml: 'auto' }}
        >
          {t('item.feedback')}
        </Button>
      </>
    ) : null;
  // Inside the card's button (it opens the item on its business page) only phrasing content is
  // allowed: spans drawn as blocks (mdx-block) where the paragraphs stand elsewhere. The button's
  // content is presentational, so the paragraphs' semantics meant nothing there.
  const inButton = !disableNavigation;
  const Box = inButton ? 'span' : 'div';
  const Text = inButton ? 'span' : 'p';
  const content = (
    <>
      <img
        className="MuiCardMedia-root MuiCardMedia-media MuiCardMedia-img mdx-card-media mdx-item-card__img"
        // Loading, priority, sizes and srcset before src: a browser creating the element (client
        // renders) may start the download when src is set.
        {...photoLoading(imagePriority)}
        sizes={IMAGE_SIZES.itemCard}
        srcSet={imageSrcSetUrl(item.images[0], 'item')}
        src={imageUrl(item.images[0])}
        alt={item.name}
        width={SIZES.itemCardWidthPx}
        height={imageHeight}
      />
      <Box className="MuiCardContent-root mdx-block mdx-item-card__content">
        {business && (
          <Text className="MuiTypography-root MuiTypography-caption mdx-block mdx-caption">
            {/* One string, one text node: the server's HTML joins adjacent texts into one node,
                which hydration would otherwise split again (a DOM change and a layout per card). */}
            {`${item.businessName || business.name}${item.businessCity ? ` · ${item.businessCity}` : ''}`}
          </Text>
        )}
        {item.description && (
          <Text
            className="MuiTypography-root MuiTypography-body2 mdx-block mdx-body2 mdx-mt-05"
            data-testid="item-description"
          >
            {truncateWords(item.description, LIMITS.descriptionWords)}
          </Text>
        )}
        {price && (
          <Text className="MuiTypography-root MuiTypography-subtitle1 mdx-block mdx-subtitle1 mdx-bold mdx-mt-1">
            {price}
          </Text>
        )}
        <ItemFacts item={item} phrasing={inButton} />
      </Box>
    </>
  );
  const Heading = headingLevel;
  return (
    // Plain elements with a static stylesheet (cards.css), not MUI's Card, Typography and Chip:
    // a page shows many cards, and their styles computed at run time were most of the hydration's
    // work on a phone (docs/decisions/027). MUI's class names stay for tests and :has() rules.
    <div
      className={`MuiPaper-root MuiPaper-outlined MuiPaper-rounded MuiCard-root mdx-card mdx-item-card${highlighted ? ' mdx-item-card--highlighted' : ''}`}
      id={anchored ? itemAnchor(item._id) : undefined}
      data-testid="item-card"
      data-highlighted={highlighted ? 'true' : undefined}
    >
      <div className="mdx-item-card__head">
        {/* Up to two lines, so a long dish name can be read on a phone; longer ones end in '…'
            and show whole in the tooltip and on the item's own address. */}
        <Heading
          className="MuiTypography-root MuiTypography-h3 mdx-card-name mdx-item-card__name"
          title={item.name}
        >
          {anchored ? (
            <a
              ref={nameLink}
              href={`#${itemAnchor(item._id)}`}
              className="MuiTypography-root MuiLink-root mdx-item-card__link"
              aria-label={item.name}
            >
              {item.name}
            </a>
          ) : (
            item.name
          )}
        </Heading>
        {header}
      </div>
      {disableNavigation ? (
        content
      ) : (
        <button
          ref={actionArea}
          type="button"
          className="MuiButtonBase-root MuiCardActionArea-root mdx-action-area"
          // Named by its content (photo, business, description, price): a label of its own would
          // hide the visible text from voice control (WCAG 2.5.3, label in name).
          onClick={() => {
            openedFrom = item._id;
            void navigate(`/businesses/${businessId}#${itemAnchor(item._id)}`);
          }}
        >
          {content}
          <span className="MuiCardActionArea-focusHighlight mdx-action-highlight" />
        </button>
      )}
      <div className="mdx-item-card__foot">
        {item.tags.length > 0 && (
          <ul className="mdx-tag-list">
            {item.tags.map((tag) => (
              <li key={tag._id}>
                <ChipLink
                  to={`/search?input=${encodeURIComponent(tag.name)}`}
                  label={tag.name}
                  size="small"
                />
              </li>
            ))}
          </ul>
        )}
        <p
          className="MuiTypography-root MuiTypography-caption mdx-caption mdx-mt-1"
          data-testid="likes-text"
        >
          {t('item.likes', {
            count: item.popularity.likes,
            n: formatCount(item.popularity.likes, locale),
          })}
        </p>
      </div>
      {actions && <div className="mdx-item-card__actions">{actions}</div>}
    </div>
  );
}

// A menu item card (specification: Item card): image, name, description cut to 30 words, price,
// tag chips, likes. Visitors see the like button in the header; admins see it, with a Feedback
// button, in the footer. Callers may replace either place (edit mode passes edit and delete).
import type { ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { LIMITS, SIZES } from '@menudex/contract/constants';
import type { Item } from '@menudex/contract/entities';
import { formatPrice } from '@menudex/contract/price';
import { likesText, truncateWords } from '@menudex/contract/text';
import { imageUrl } from '../lib/image-url.ts';
import { ItemFacts } from './item-facts.tsx';
import { LikeButton } from './like-button.tsx';
import { useIsAdmin } from './use-is-admin.ts';

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
  /** Lazy unless the card is in the first screenful. */
  eagerImage?: boolean;
  /** The name's heading level: h2 where the cards sit right under the page's h1. */
  headingLevel?: 'h2' | 'h3';
  /** ISO 4217 code the price is in (the business's currency); USD when left out. */
  currency?: string;
  /** Gives the card its address on the business page (`#item-{id}`), its name a link to it. */
  anchored?: boolean;
  /** Outlines the card: it is the one the page was opened at. */
  highlighted?: boolean;
};

export function ItemCard({
  item,
  headerAction,
  footer,
  disableNavigation,
  eagerImage,
  headingLevel = 'h3',
  currency,
  anchored,
  highlighted,
}: Props) {
  const navigate = useNavigate();
  const isAdmin = useIsAdmin();
  const price = formatPrice(item.price, currency);
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
          Feedback
        </Button>
      </>
    ) : null;
  const content = (
    <>
      <CardMedia
        component="img"
        image={imageUrl(item.images[0])}
        alt={item.name}
        loading={eagerImage ? 'eager' : 'lazy'}
        width={SIZES.itemCardWidthPx}
        height={imageHeight}
        sx={{
          display: 'block',
          width: '100%',
          height: 'auto',
          aspectRatio: '4 / 3',
          objectFit: 'cover',
          bgcolor: '#f3ede6',
        }}
      />
      <CardContent sx={{ pb: 1 }}>
        {business && (
          <Typography variant="caption" color="text.secondary" component="p">
            {item.businessName || business.name}
            {item.businessCity ? ` · ${item.businessCity}` : ''}
          </Typography>
        )}
        {item.description && (
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ mt: 0.5 }}
            data-testid="item-description"
          >
            {truncateWords(item.description, LIMITS.descriptionWords)}
          </Typography>
        )}
        {price && (
          <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700, mt: 1 }}>
            {price}
          </Typography>
        )}
        <ItemFacts item={item} />
      </CardContent>
    </>
  );
  return (
    <Card
      variant="outlined"
      id={anchored ? itemAnchor(item._id) : undefined}
      sx={{
        width: SIZES.itemCardWidthPx,
        maxWidth: '100%',
        display: 'flex',
        flexDirection: 'column',
        // Opened by its address: scrolled clear of the sticky top bar and outlined.
        scrollMarginTop: { xs: 136, md: 88 },
        ...(highlighted && {
          outline: '3px solid',
          outlineColor: 'primary.main',
          outlineOffset: 2,
        }),
      }}
      data-testid="item-card"
      data-highlighted={highlighted ? 'true' : undefined}
    >
      <Box
        sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, pt: 1.5, pb: 1, minHeight: 56 }}
      >
        <Typography
          variant="h3"
          component={headingLevel}
          // Up to two lines, so a long dish name can be read on a phone; longer ones end in '…'
          // and show whole in the tooltip and on the item's own address.
          sx={{
            fontSize: '1.1rem',
            flexGrow: 1,
            minWidth: 0,
            overflowWrap: 'anywhere',
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }}
          title={item.name}
        >
          {anchored ? (
            <Link
              href={`#${itemAnchor(item._id)}`}
              color="inherit"
              underline="hover"
              aria-label={item.name}
            >
              {item.name}
            </Link>
          ) : (
            item.name
          )}
        </Typography>
        {header}
      </Box>
      {disableNavigation ? (
        content
      ) : (
        <CardActionArea
          // Named by its content (photo, business, description, price): a label of its own would
          // hide the visible text from voice control (WCAG 2.5.3, label in name).
          onClick={() => void navigate(`/businesses/${businessId}#${itemAnchor(item._id)}`)}
        >
          {content}
        </CardActionArea>
      )}
      <Box sx={{ px: 2, pb: 1.5, flexGrow: 1 }}>
        {item.tags.length > 0 && (
          <Box
            component="ul"
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, listStyle: 'none', p: 0, m: 0 }}
          >
            {item.tags.map((tag) => (
              <li key={tag._id}>
                <Chip
                  label={tag.name}
                  size="small"
                  component={RouterLink}
                  to={`/search?input=${encodeURIComponent(tag.name)}`}
                  clickable
                />
              </li>
            ))}
          </Box>
        )}
        <Typography
          variant="caption"
          color="text.secondary"
          component="p"
          sx={{ mt: 1 }}
          data-testid="likes-text"
        >
          {item.popularity.likes} {likesText(item.popularity.likes)}
        </Typography>
      </Box>
      {actions && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, pb: 1.5 }}>{actions}</Box>
      )}
    </Card>
  );
}

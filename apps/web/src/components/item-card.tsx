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
import Typography from '@mui/material/Typography';
import { LIMITS, SIZES } from '@menudex/contract/constants';
import type { Item } from '@menudex/contract/entities';
import { likesText, truncateWords } from '@menudex/contract/text';
import { imageUrl } from '../lib/image-url.ts';
import { LikeButton } from './like-button.tsx';
import { useIsAdmin } from './use-is-admin.ts';

export function itemBusinessId(item: Pick<Item, 'businessId'>): string {
  return typeof item.businessId === 'string' ? item.businessId : item.businessId._id;
}

export function formatPrice(price: number | null): string | null {
  if (price === null) return null;
  return `$${Number.isInteger(price) ? price : price.toFixed(2)}`;
}

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
};

export function ItemCard({
  item,
  headerAction,
  footer,
  disableNavigation,
  eagerImage,
  headingLevel = 'h3',
}: Props) {
  const navigate = useNavigate();
  const isAdmin = useIsAdmin();
  const price = formatPrice(item.price);
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
      </CardContent>
    </>
  );
  return (
    <Card
      variant="outlined"
      sx={{
        width: SIZES.itemCardWidthPx,
        maxWidth: '100%',
        display: 'flex',
        flexDirection: 'column',
      }}
      data-testid="item-card"
    >
      <Box
        sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, pt: 1.5, pb: 1, minHeight: 56 }}
      >
        <Typography
          variant="h3"
          component={headingLevel}
          sx={{ fontSize: '1.1rem', flexGrow: 1, minWidth: 0 }}
          noWrap
          title={item.name}
        >
          {item.name}
        </Typography>
        {header}
      </Box>
      {disableNavigation ? (
        content
      ) : (
        <CardActionArea
          // Named by its content (photo, business, description, price): a label of its own would
          // hide the visible text from voice control (WCAG 2.5.3, label in name).
          onClick={() => void navigate(`/businesses/${businessId}`)}
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

// A business card: cover photo, name and favorite count; opens the business page.
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Typography from '@mui/material/Typography';
import FavoriteIcon from '@mui/icons-material/Favorite';
import type { BusinessSummary } from '@menudex/contract/entities';
import { imageUrl } from '../lib/image-url.ts';
import { PlaceBadges } from './place-badges.tsx';

type Props = {
  business: BusinessSummary;
  /** Shows the display phone under the name (profile's My Businesses). */
  showPhone?: boolean;
  /** Replaces navigation with a click handler (profile's My Businesses triggers the phone lookup). */
  onClick?: () => void;
  eagerImage?: boolean;
  /** The name's heading level: h2 where the cards sit right under the page's h1. */
  headingLevel?: 'h2' | 'h3';
};

export function BusinessCard({
  business,
  showPhone,
  onClick,
  eagerImage,
  headingLevel = 'h3',
}: Props) {
  const body = (
    <>
      <CardMedia
        component="img"
        image={imageUrl(business.coverPhoto)}
        alt=""
        loading={eagerImage ? 'eager' : 'lazy'}
        width={400}
        height={160}
        sx={{ height: 160, objectFit: 'cover', bgcolor: '#f3ede6' }}
      />
      <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="h3" component={headingLevel} sx={{ fontSize: '1.05rem' }} noWrap>
            {business.name || 'Unnamed business'}
          </Typography>
          {showPhone && (
            <Typography variant="body2" color="text.secondary">
              {business.displayPhone}
            </Typography>
          )}
          {!showPhone && business.location.city && (
            <Typography variant="body2" color="text.secondary" noWrap>
              {business.location.city}
            </Typography>
          )}
          <PlaceBadges business={business} />
        </Box>
        <Box
          sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'primary.main' }}
          aria-label={`${business.favoriteCount} favorites`}
        >
          <FavoriteIcon fontSize="small" />
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {business.favoriteCount}
          </Typography>
        </Box>
      </CardContent>
    </>
  );
  return (
    <Card variant="outlined" sx={{ height: '100%' }} data-testid="business-card">
      {onClick ? (
        <CardActionArea onClick={onClick}>{body}</CardActionArea>
      ) : (
        <CardActionArea component={RouterLink} to={`/businesses/${business._id}`}>
          {body}
        </CardActionArea>
      )}
    </Card>
  );
}

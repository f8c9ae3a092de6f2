// The business page's images in view mode: the cover photo banner (30rem, dark overlay; shorter on a
// phone) and the square 100 px logo. Edit mode (owner tools) adds the file pickers on top of these.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { SIZES } from '@menudex/contract/constants';
import { IMAGE_SIZES, NARROW_COVER_MEDIA } from '@menudex/contract/images';
import type { BusinessSummary } from '@menudex/contract/entities';
import { imageSrcSetUrl, imageUrl, narrowCoverUrl } from '../../../lib/image-url.ts';
import { useT } from '../../../lib/i18n.tsx';

type Props = {
  business: Pick<BusinessSummary, 'name' | 'coverPhoto' | 'logo'>;
  /** Drawn over the banner's bottom-right corner (edit mode's Upload File button). */
  coverAction?: ReactNode;
  /** Drawn over the logo's bottom-right corner (edit mode's logo picker). */
  logoAction?: ReactNode;
};

const logoLeft = { xs: 16, sm: 32 };

/**
 * The cover's height on a phone. The specification's 30rem filled a phone's first screen: the name
 * started at its bottom, and the hours, Call and Directions were below it (docs/decisions/048).
 * Phones are the screens that take the cover's narrow copy, by the same media query as its
 * `<source>` and the server's preload of it: one condition, so every width has exactly one height
 * and one photo.
 */
export const PHONE_COVER_HEIGHT = '15rem';
const ON_A_PHONE = `@media ${NARROW_COVER_MEDIA}`;

export function BusinessImages({ business, coverAction, logoAction }: Props) {
  const t = useT();
  const narrowCover = narrowCoverUrl(business.coverPhoto);
  return (
    <Box sx={{ position: 'relative', mb: `${SIZES.logoPx / 2 + 16}px` }}>
      <Box
        sx={{
          position: 'relative',
          height: SIZES.coverHeight,
          [ON_A_PHONE]: { height: PHONE_COVER_HEIGHT },
          borderRadius: 2,
          overflow: 'hidden',
          bgcolor: '#3a2e26',
        }}
        data-testid="business-cover"
      >
        <Box component="picture" sx={{ display: 'block', width: '100%', height: '100%' }}>
          {narrowCover && (
            // A phone shows the photo's middle only: its narrow copy is that middle, fewer bytes.
            <source media={NARROW_COVER_MEDIA} srcSet={narrowCover} />
          )}
          <Box
            component="img"
            // The page's largest paint (the server preloads it with the same srcset and sizes).
            fetchPriority="high"
            sizes={IMAGE_SIZES.businessCover}
            srcSet={imageSrcSetUrl(business.coverPhoto, 'cover')}
            src={imageUrl(business.coverPhoto)}
            alt={t('business.coverPhoto', { name: business.name })}
            // The box is 30rem (480 px) high (15rem on a phone) and as wide as the page (covers are
            // stored up to 1920 px wide); CSS sets both, the attributes tell the browser the shape
            // before the file arrives.
            width={1920}
            height={480}
            sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
        </Box>
        <Box aria-hidden sx={{ position: 'absolute', inset: 0, bgcolor: 'rgba(0, 0, 0, 0.45)' }} />
        {coverAction && (
          <Box sx={{ position: 'absolute', right: 16, bottom: 16 }}>{coverAction}</Box>
        )}
      </Box>
      <Box
        component="img"
        // In the first screen, but small: fetched at once, after the cover (the largest paint), so
        // on a slow network the two do not split the bandwidth.
        fetchPriority="low"
        src={imageUrl(business.logo)}
        alt={t('business.logo', { name: business.name })}
        width={SIZES.logoPx}
        height={SIZES.logoPx}
        sx={{
          position: 'absolute',
          left: logoLeft,
          bottom: -SIZES.logoPx / 2,
          width: SIZES.logoPx,
          height: SIZES.logoPx,
          objectFit: 'cover',
          borderRadius: 2,
          border: '4px solid',
          borderColor: 'background.paper',
          bgcolor: 'background.paper',
          boxShadow: 2,
        }}
        data-testid="business-logo"
      />
      {logoAction && (
        <Box
          sx={{
            position: 'absolute',
            left: logoLeft,
            bottom: -SIZES.logoPx / 2,
            width: SIZES.logoPx,
            height: SIZES.logoPx,
            display: 'flex',
            alignItems: 'flex-end',
            justifyContent: 'flex-end',
            p: 0.5,
            // The corner takes clicks; the logo under the rest of the box stays visible.
            pointerEvents: 'none',
            '& > *': { pointerEvents: 'auto' },
          }}
        >
          {logoAction}
        </Box>
      )}
    </Box>
  );
}

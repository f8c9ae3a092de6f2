// The business's own website and public e-mail on its page, each a link (the website's taps are
// counted for the owner's insights); nothing when neither is given.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Business } from '@menudex/contract/entities';
import { useT } from '../../../lib/i18n.tsx';
import { insightTap } from '../../../lib/insights-beacon.ts';

const WEB = /^https?:\/\//i;

/** The address as people say it: no scheme, no trailing slash ("example.com/menu"). */
export const websiteLabel = (url: string) => url.replace(WEB, '').replace(/\/$/, '');

export function BusinessContact({ business }: { business: Pick<Business, 'website' | 'email'> }) {
  const t = useT();
  // The server takes only http(s) addresses; an older or imported value is never made a script link.
  const website = WEB.test(business.website) ? business.website : '';
  const email = business.email.includes('@') ? business.email : '';
  if (!website && !email) return null;
  return (
    <Box
      component="ul"
      aria-label={t('business.contact')}
      data-testid="business-contact"
      sx={{ listStyle: 'none', m: 0, p: 0, mb: 2 }}
    >
      {website && (
        <Typography component="li" variant="body1" sx={{ overflowWrap: 'anywhere' }}>
          {`${t('business.website')} `}
          <Link href={website} target="_blank" rel="noopener" {...insightTap('website')}>
            {websiteLabel(website)}
          </Link>
        </Typography>
      )}
      {email && (
        <Typography component="li" variant="body1" sx={{ overflowWrap: 'anywhere' }}>
          {`${t('business.email')} `}
          <Link href={`mailto:${email}`}>{email}</Link>
        </Typography>
      )}
    </Box>
  );
}

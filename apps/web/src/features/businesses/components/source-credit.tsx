// The credit an imported business's data carries (its `attribution`), in small text on its page: for
// OpenStreetMap places "Data © OpenStreetMap contributors, ODbL", linked to OpenStreetMap's copyright
// page, as the licence asks wherever the data is shown.
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Business } from '@menudex/contract/entities';
import { useT } from '../../../lib/i18n.tsx';

export const OSM_COPYRIGHT_URL = 'https://www.openstreetmap.org/copyright';

export function SourceCredit({ business }: { business: Pick<Business, 'attribution' | 'source'> }) {
  const { attribution } = business;
  const t = useT();
  if (!attribution) return null;
  const osm = business.source?.kind === 'osm' || attribution.includes('OpenStreetMap');
  const text = attribution.startsWith('©') ? t('business.credit', { attribution }) : attribution;
  return (
    <Typography
      variant="body2"
      color="text.secondary"
      data-testid="source-credit"
      sx={{ fontSize: '0.8rem', mt: -2, mb: 3 }}
    >
      {osm ? (
        <Link href={OSM_COPYRIGHT_URL} target="_blank" rel="noopener" color="inherit">
          {text}
        </Link>
      ) : (
        text
      )}
    </Typography>
  );
}

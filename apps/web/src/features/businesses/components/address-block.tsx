// The business page's address block in view mode: heading 'Address' and whichever of the four
// display lines exist. It is hidden when no line has text, and (the specification's rule, kept
// only for its literal case) when the city line reads 'undefined, undefined undefined'.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Location } from '@menudex/contract/entities';
import { useT } from '../../../lib/i18n.tsx';

/** The text an unset city, state and zip code once produced; the specification hides the block then. */
const UNSET_CITY_LINE = 'undefined, undefined undefined';

/** The lines to show: the non-empty ones of the first four. */
function addressLines(displayAddress: readonly string[]): string[] {
  return displayAddress.slice(0, 4).filter((line) => line.trim() !== '');
}

export function showsAddress(displayAddress: readonly string[]): boolean {
  if (displayAddress[3]?.trim() === UNSET_CITY_LINE) return false;
  return addressLines(displayAddress).length > 0;
}

export function AddressBlock({ location }: { location: Pick<Location, 'displayAddress'> }) {
  if (!showsAddress(location.displayAddress)) return null;
  const lines = addressLines(location.displayAddress);
  return <AddressSection lines={lines} />;
}

function AddressSection({ lines }: { lines: string[] }) {
  const t = useT();
  return (
    <Box component="section" aria-labelledby="business-address" data-testid="address-block">
      <Typography id="business-address" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {t('business.address')}
      </Typography>
      <Box component="address" sx={{ fontStyle: 'normal' }}>
        {lines.map((line, index) => (
          <Typography key={index} variant="body1">
            {line}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}

// The business page's address block in view mode: heading 'Address' and the four display lines,
// hidden when the fourth line is empty or reads 'undefined, undefined undefined'.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Location } from '@menudex/contract/entities';

/** The specification's hiding rule, including the text an unset city, state and zip code once produced. */
export function showsAddress(displayAddress: readonly string[]): boolean {
  const cityLine = displayAddress[3]?.trim() ?? '';
  return cityLine !== '' && cityLine !== 'undefined, undefined undefined';
}

export function AddressBlock({ location }: { location: Pick<Location, 'displayAddress'> }) {
  if (!showsAddress(location.displayAddress)) return null;
  const lines = location.displayAddress.slice(0, 4).filter((line) => line.trim() !== '');
  return (
    <Box component="section" aria-labelledby="business-address" data-testid="address-block">
      <Typography id="business-address" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        Address
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

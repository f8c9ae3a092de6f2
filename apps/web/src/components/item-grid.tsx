// The grid that item cards sit in: columns exactly one card (330 px) wide, as many as fit. Centred
// grids take their heading inside, spanning all columns, so it lines up with the first card.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { SIZES } from '@menudex/contract/constants';

type Props = {
  children: ReactNode;
  /** Centre the columns on every screen (otherwise only on phones, where one card fits). */
  centered?: boolean;
  /** Shown above the cards, aligned with the first column. */
  header?: ReactNode;
};

export function ItemGrid({ children, centered, header }: Props) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: `repeat(auto-fill, minmax(0, ${SIZES.itemCardWidthPx}px))`,
        justifyContent: centered ? 'center' : { xs: 'center', sm: 'start' },
        gap: 3,
      }}
    >
      {header && <Box sx={{ gridColumn: '1 / -1' }}>{header}</Box>}
      {children}
    </Box>
  );
}

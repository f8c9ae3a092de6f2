// The specification's modal sizes (Add Item and the other owner dialogs): 500 px wide, 60vw below
// 900 px, 80vw below 700 px, at most 75vh high.
import { BREAKPOINTS, SIZES } from '@menudex/contract/constants';

export const modalPaperSx = {
  width: SIZES.modalWidthPx,
  maxWidth: 'none',
  maxHeight: SIZES.modalMaxHeight,
  m: 2,
  [`@media (max-width: ${BREAKPOINTS.modal - 0.02}px)`]: { width: SIZES.modalWidthBelow900 },
  [`@media (max-width: ${BREAKPOINTS.searchBoxRow - 0.02}px)`]: {
    width: SIZES.modalWidthBelow700,
  },
} as const;

// The specification's modal sizes, shared by the sign-in modal, Add Item and the other owner
// dialogs: 500 px wide, 60vw below 900 px, 80vw below 700 px, at most 75vh high. "Below" is strict:
// max-width 899.98px leaves 900 px itself at 500 px (and still catches fractional widths under it).
import { BREAKPOINTS, SIZES } from '@menudex/contract/constants';

/** A media query for widths strictly below `px`. */
const below = (px: number) => `@media (max-width: ${px - 0.02}px)`;

export const modalPaperSx = {
  width: SIZES.modalWidthPx,
  maxWidth: 'none',
  maxHeight: SIZES.modalMaxHeight,
  m: 2,
  [below(BREAKPOINTS.modal)]: { width: SIZES.modalWidthBelow900 },
  [below(BREAKPOINTS.searchBoxRow)]: { width: SIZES.modalWidthBelow700 },
} as const;

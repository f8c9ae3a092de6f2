// The grid that item cards sit in: columns exactly one card (330 px) wide, as many as fit. Centred
// grids take their heading inside, spanning all columns, so it lines up with the first card.
// Static CSS (cards.css: .mdx-item-grid, 330 px being SIZES.itemCardWidthPx), docs/decisions/027.
import type { ReactNode } from 'react';
import './cards.css';

type Props = {
  children: ReactNode;
  /** Centre the columns on every screen (otherwise only on phones, where one card fits). */
  centered?: boolean;
  /** Shown above the cards, aligned with the first column. */
  header?: ReactNode;
};

export function ItemGrid({ children, centered, header }: Props) {
  return (
    <div className={centered ? 'mdx-item-grid' : 'mdx-item-grid mdx-item-grid--start'}>
      {header && <div className="mdx-grid-full-row">{header}</div>}
      {children}
    </div>
  );
}

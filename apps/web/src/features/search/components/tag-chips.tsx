// The row of the 32 food tags: 12 above 600 px, 7 on narrower windows, and 'See more' for the full
// list. Each chip searches for its tag. The narrow count is a media query, not the window's width
// read in JavaScript: the server renders the same 12 chips for every width, a phone hides the last 5
// from its first paint, and nothing under the row moves when the page comes alive (it used to go
// from the server's 12 to 7, shifting the results: Lighthouse's layout shift on /search).
import { useState } from 'react';
import Button from '@mui/material/Button';
import { FOOD_TAGS, TAGS_SHOWN_NARROW, TAGS_SHOWN_WIDE } from '@menudex/contract/constants';
import { ChipLink } from '../../../components/chip-link.tsx';
import { hydratesLater } from '../../../lib/hydrate-in-turns.tsx';
import { useT } from '../../../lib/i18n.tsx';

/** On a page hydrated from the server's HTML, it hydrates in its turn (docs/decisions/035). */
export const TagChips = hydratesLater(TagChipsBody);

function TagChipsBody({ current }: { current?: string }) {
  const [expanded, setExpanded] = useState(false);
  const shown = expanded ? FOOD_TAGS.length : TAGS_SHOWN_WIDE;
  const active = current?.trim().toLowerCase();
  const t = useT();
  return (
    // Static CSS (components/cards.css: .mdx-tag-row, and .mdx-wide-only hides a chip at
    // BREAKPOINTS.tagCount px and narrower), not MUI's Stack and Chip: docs/decisions/027.
    <nav aria-label={t('search.foodTags')} className="MuiStack-root mdx-tag-row">
      {FOOD_TAGS.slice(0, shown).map((tag, index) => {
        const isActive = active === tag.toLowerCase();
        return (
          <ChipLink
            key={tag}
            label={tag}
            to={`/search?input=${encodeURIComponent(tag)}`}
            color={isActive ? 'primary' : 'default'}
            variant={isActive ? 'filled' : 'outlined'}
            className={!expanded && index >= TAGS_SHOWN_NARROW ? 'mdx-wide-only' : undefined}
          />
        );
      })}
      {!expanded && (
        <Button size="small" onClick={() => setExpanded(true)}>
          {t('search.seeMore')}
        </Button>
      )}
    </nav>
  );
}

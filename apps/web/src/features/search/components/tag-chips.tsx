// The row of the 32 food tags: 12 above 600 px, 7 on narrower windows, and 'See more' for the full
// list. Each chip searches for its tag. The narrow count is a media query, not the window's width
// read in JavaScript: the server renders the same 12 chips for every width, a phone hides the last 5
// from its first paint, and nothing under the row moves when the page comes alive (it used to go
// from the server's 12 to 7, shifting the results: Lighthouse's layout shift on /search).
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import {
  BREAKPOINTS,
  FOOD_TAGS,
  TAGS_SHOWN_NARROW,
  TAGS_SHOWN_WIDE,
} from '@menudex/contract/constants';

/** Hides a chip at BREAKPOINTS.tagCount px and narrower (where the window's innerWidth is at most that). */
const wideOnly = {
  [`@media (max-width: ${BREAKPOINTS.tagCount}px)`]: { display: 'none' },
} as const;

export function TagChips({ current }: { current?: string }) {
  const [expanded, setExpanded] = useState(false);
  const shown = expanded ? FOOD_TAGS.length : TAGS_SHOWN_WIDE;
  const active = current?.trim().toLowerCase();
  return (
    <Stack
      component="nav"
      aria-label="Food tags"
      direction="row"
      useFlexGap
      sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
    >
      {FOOD_TAGS.slice(0, shown).map((tag, index) => (
        <Chip
          key={tag}
          label={tag}
          component={RouterLink}
          to={`/search?input=${encodeURIComponent(tag)}`}
          clickable
          color={active === tag.toLowerCase() ? 'primary' : 'default'}
          variant={active === tag.toLowerCase() ? 'filled' : 'outlined'}
          sx={!expanded && index >= TAGS_SHOWN_NARROW ? wideOnly : undefined}
        />
      ))}
      {!expanded && (
        <Button size="small" onClick={() => setExpanded(true)}>
          See more
        </Button>
      )}
    </Stack>
  );
}

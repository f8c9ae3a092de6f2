// The row of the 32 food tags: 12 above 600 px, 7 on narrower windows (re-evaluated on resize), and
// 'See more' for the full list. Each chip searches for its tag.
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
import { useWindowWidth } from '../hooks/use-window-width.ts';

export function TagChips({ current }: { current?: string }) {
  const width = useWindowWidth();
  const [expanded, setExpanded] = useState(false);
  const shown = expanded
    ? FOOD_TAGS.length
    : width > BREAKPOINTS.tagCount
      ? TAGS_SHOWN_WIDE
      : TAGS_SHOWN_NARROW;
  const active = current?.trim().toLowerCase();
  return (
    <Stack
      component="nav"
      aria-label="Food tags"
      direction="row"
      useFlexGap
      sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
    >
      {FOOD_TAGS.slice(0, shown).map((tag) => (
        <Chip
          key={tag}
          label={tag}
          component={RouterLink}
          to={`/search?input=${encodeURIComponent(tag)}`}
          clickable
          color={active === tag.toLowerCase() ? 'primary' : 'default'}
          variant={active === tag.toLowerCase() ? 'filled' : 'outlined'}
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

// One rated question of the feedback form: the question, five stars and the label of the hovered or
// chosen rating. Stacked on narrow screens, side by side from BREAKPOINTS.rating (600 px) up.
import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { BREAKPOINTS, RATING, type RatingQuestion as Question } from '@menudex/contract/constants';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { formatCount } from '../../../lib/locale-format.ts';

/** MUI derives the hovered star from the pointer position, which can be NaN where layout is unknown. */
const isRating = (v: number | null): v is number =>
  v !== null && Number.isInteger(v) && v >= 1 && v <= RATING.max;

type Props = {
  question: Question;
  value: number | null;
  onChange: (value: number | null) => void;
};

export function RatingQuestion({ question, value, onChange }: Props) {
  const t = useT('account');
  const locale = useLocale();
  const [hover, setHover] = useState(-1);
  const titleId = useId();
  const shown = isRating(hover) ? hover : value;
  const label = shown ? question.labels[shown - 1] : undefined;
  return (
    <Box
      role="group"
      aria-labelledby={titleId}
      data-testid="rating-question"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'flex-start',
        gap: 0.5,
        [`@media (min-width: ${BREAKPOINTS.rating}px)`]: {
          flexDirection: 'row',
          alignItems: 'center',
          gap: 2,
        },
      }}
    >
      <Typography
        id={titleId}
        component="h3"
        variant="subtitle1"
        sx={{
          fontWeight: 600,
          // One column for the questions, so the stars line up from 600 px up.
          [`@media (min-width: ${BREAKPOINTS.rating}px)`]: { width: 150, flexShrink: 0 },
        }}
      >
        {question.question}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minHeight: 32 }}>
        <Rating
          name={`rating-${question.question}`}
          max={RATING.max}
          value={value}
          size="large"
          onChange={(_event, next) => onChange(isRating(next) ? next : null)}
          onClick={(event) => {
            // preact/compat (production builds, decision 007) lets MUI re-render inside the star's
            // click, which unchecks the radio before the browser's change event, so MUI's onChange
            // never comes: take the clicked star from the click. Under React both fire, with the
            // same value. (Clicking the chosen star again clears it under React only: under Preact
            // the browser's late change event picks it again. A rating is required anyway.)
            const input = event.target as HTMLInputElement;
            if (input.tagName !== 'INPUT' || input.type !== 'radio') return;
            const next = Number(input.value);
            if (isRating(next) && next !== value) onChange(next);
          }}
          onChangeActive={(_event, next) => setHover(next)}
          getLabelText={(v: number) =>
            t('account.feedback.stars', {
              count: v,
              n: formatCount(v, locale),
              label: question.labels[v - 1] ?? '',
            })
          }
        />
        <Typography
          variant="body2"
          color="text.secondary"
          aria-live="polite"
          data-testid="rating-label"
          sx={{ minWidth: 0 }}
        >
          {label ?? ''}
        </Typography>
      </Box>
    </Box>
  );
}

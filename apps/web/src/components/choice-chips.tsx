// A group of choices shown as chips that are ticked on and off (diets, allergens, price levels):
// a fieldset with its title and a note, each chip a checkbox to assistive technology.
import { useId } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';

/** The list with the value added, or taken out when it was there. */
export const toggle = <T,>(values: readonly T[], value: T): T[] =>
  values.includes(value) ? values.filter((v) => v !== value) : [...values, value];

export function ChoiceChips<T extends string | number>({
  title,
  note,
  options,
  selected,
  onToggle,
}: {
  title: string;
  note: string;
  options: Array<{ value: T; label: string }>;
  selected: readonly T[];
  onToggle: (value: T) => void;
}) {
  const headingId = useId();
  return (
    <Box component="fieldset" aria-labelledby={headingId} sx={{ border: 0, p: 0, m: 0 }}>
      <Typography id={headingId} component="legend" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {note}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {options.map((option) => {
          const on = selected.includes(option.value);
          return (
            <Chip
              key={option.value}
              label={option.label}
              role="checkbox"
              aria-checked={on}
              color={on ? 'primary' : 'default'}
              variant={on ? 'filled' : 'outlined'}
              icon={on ? <CheckIcon /> : undefined}
              onClick={() => onToggle(option.value)}
            />
          );
        })}
      </Box>
    </Box>
  );
}

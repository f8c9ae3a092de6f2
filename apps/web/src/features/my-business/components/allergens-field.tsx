// The item's allergens in the menu item form: "Allergens not stated" is a state of its own (visitors
// see it, and a "without" filter leaves the dish out), apart from a stated list, where no tick means
// the dish contains none of the 14.
import { useId } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { ALLERGENS, type Allergen } from '@menudex/contract/plate-words';
import { toggle } from '../../../components/choice-chips.tsx';
import { useT } from '../../../lib/i18n.tsx';

type Props = {
  value: Allergen[] | null;
  onChange: (allergens: Allergen[] | null) => void;
};

export function AllergensField({ value, onChange }: Props) {
  const t = useT('owner');
  const legendId = useId();
  const stated = value !== null;
  return (
    <Box component="fieldset" aria-labelledby={legendId} sx={{ border: 0, p: 0, m: 0 }}>
      <Typography id={legendId} component="legend" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t('owner.allergens.title')}
      </Typography>
      <RadioGroup
        row
        value={stated ? 'stated' : 'not-stated'}
        onChange={(event) => onChange(event.target.value === 'stated' ? [] : null)}
      >
        <FormControlLabel
          value="not-stated"
          control={<Radio size="small" />}
          label={t('owner.allergens.notStated')}
        />
        <FormControlLabel
          value="stated"
          control={<Radio size="small" />}
          label={t('owner.allergens.stated')}
        />
      </RadioGroup>
      {stated ? (
        <>
          <Box
            role="group"
            aria-label={t('owner.allergens.contains')}
            sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))' }}
          >
            {ALLERGENS.map((allergen) => (
              <FormControlLabel
                key={allergen}
                control={
                  <Checkbox
                    size="small"
                    checked={value.includes(allergen)}
                    onChange={() => onChange(toggle(value, allergen))}
                  />
                }
                label={t(`owner.allergen.${allergen}`)}
              />
            ))}
          </Box>
          <Typography variant="body2" color="text.secondary" role="status">
            {value.length === 0
              ? t('owner.allergens.none')
              : t('owner.allergens.line', {
                  list: ALLERGENS.filter((a) => value.includes(a))
                    .map((a) => t(`owner.allergen.${a}`))
                    .join(', '),
                })}
          </Typography>
        </>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('owner.allergens.notStatedNote')}
        </Typography>
      )}
    </Box>
  );
}

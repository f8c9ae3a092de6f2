// The filter panel (loaded when Filters is first used): diets, allergens to leave out (saying that
// items whose allergens are not stated are left out too), a maximum price and, where businesses are
// listed, the price level. A side panel on wide screens, a sheet from the bottom on a phone. Every
// change applies at once (the URL changes); Show results closes the panel.
import { useId, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import CloseIcon from '@mui/icons-material/Close';
import { ALLERGENS, DIETS } from '@menudex/contract/plate-words';
import { PRICE_LEVELS } from '@menudex/contract/finding-words';
import { parseMaxPrice, type Filters } from '../lib/filters.ts';
import { FILTER_SHEET_MAX_WIDTH, type FilterScope } from '../lib/filter-labels.ts';
import { useLocale, useT } from '../lib/i18n.tsx';
import {
  currencySign,
  hasDecimals,
  priceLevelRanges,
  priceLevelText,
  usePlace,
} from '../lib/place.ts';
import { ChoiceChips, toggle } from './choice-chips.tsx';

type Props = {
  open: boolean;
  onClose: () => void;
  scope: FilterScope;
  filters: Filters;
  onChange: (patch: Partial<Filters>) => void;
  onClear: () => void;
};

const PHONE = `(max-width: ${FILTER_SHEET_MAX_WIDTH}px)`;

export function FilterPanel({ open, onClose, scope, filters, onChange, onClear }: Props) {
  const phone = useMediaQuery(PHONE, { noSsr: true });
  const titleId = useId();
  const place = usePlace();
  const t = useT('finding');
  const locale = useLocale();
  return (
    <Drawer
      anchor={phone ? 'bottom' : 'right'}
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': titleId,
          sx: phone
            ? { maxHeight: '85vh', borderTopLeftRadius: 16, borderTopRightRadius: 16 }
            : { width: 380, maxWidth: '100vw' },
        },
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          px: 2,
          py: 1.5,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Typography id={titleId} variant="h2" sx={{ fontSize: '1.25rem', flexGrow: 1 }}>
          {t('filters.title')}
        </Typography>
        <IconButton aria-label={t('finding.close')} onClick={onClose} edge="end">
          <CloseIcon />
        </IconButton>
      </Box>
      <Box
        sx={{ px: 2, py: 2, overflowY: 'auto', display: 'flex', flexDirection: 'column', gap: 3 }}
      >
        <ChoiceChips
          title={t('filters.diets')}
          note={t('finding.dietsNote')}
          options={DIETS.map((diet) => ({ value: diet, label: t(`diet.${diet}`) }))}
          selected={filters.diet}
          onToggle={(diet) => onChange({ diet: toggle(filters.diet, diet) })}
        />
        <ChoiceChips
          title={t('finding.withoutTitle')}
          note={t('finding.withoutNote')}
          options={ALLERGENS.map((allergen) => ({
            value: allergen,
            label: t(`allergen.${allergen}`),
          }))}
          selected={filters.without}
          onToggle={(allergen) => onChange({ without: toggle(filters.without, allergen) })}
        />
        <MaxPriceField
          // A new value from outside (a removed chip, Clear all) starts the field again.
          key={filters.maxPrice ?? 'none'}
          value={filters.maxPrice}
          onChange={(maxPrice) => onChange({ maxPrice })}
        />
        <ChoiceChips
          title={t('finding.priceLevel')}
          note={t('finding.levelNote', { scope, ranges: priceLevelRanges(place, t, locale) })}
          options={PRICE_LEVELS.map((level) => ({
            value: level,
            label: priceLevelText(level, place.currency),
          }))}
          selected={filters.priceLevel}
          onToggle={(level) => onChange({ priceLevel: toggle(filters.priceLevel, level) })}
        />
      </Box>
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          gap: 1,
          px: 2,
          py: 1.5,
          borderTop: 1,
          borderColor: 'divider',
        }}
      >
        <Button onClick={onClear}>{t('filters.clearAll')}</Button>
        <Button variant="contained" onClick={onClose}>
          {t('finding.showResults')}
        </Button>
      </Box>
    </Drawer>
  );
}

function MaxPriceField({
  value,
  onChange,
}: {
  value: number | null;
  onChange: (price: number | null) => void;
}) {
  const [text, setText] = useState(value === null ? '' : String(value));
  const { currency } = usePlace();
  const t = useT('finding');
  const [problem, setProblem] = useState<string | null>(null);
  const commit = () => {
    if (text.trim() === '') {
      setProblem(null);
      if (value !== null) onChange(null);
      return;
    }
    const price = parseMaxPrice(text);
    if (price === null) {
      setProblem(t('finding.priceProblem', { decimals: hasDecimals(currency) ? 'yes' : 'no' }));
      return;
    }
    setProblem(null);
    if (price !== value) onChange(price);
  };
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        commit();
      }}
    >
      {/* A fieldset with its legend, as the chip groups: subtitle1 alone is an <h6>, which broke
          the headings' order under the panel's <h2>. */}
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
          {t('finding.price')}
        </Typography>
        <TextField
          label={t('finding.maxPrice')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onBlur={commit}
          error={Boolean(problem)}
          helperText={problem ?? t('finding.maxPriceHelp')}
          size="small"
          slotProps={{
            htmlInput: { inputMode: 'decimal' },
            input: {
              startAdornment: (
                <InputAdornment position="start">{currencySign(currency)}</InputAdornment>
              ),
            },
          }}
        />
      </Box>
    </Box>
  );
}

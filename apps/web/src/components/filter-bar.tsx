// The filter bar of The List, /search and /businesses: Filters (opens the panel: a side panel, a
// sheet from the bottom on a phone), Open now, Near me and the order; under it each filter that is
// on as a chip that removes it, and Clear all. Everything lives in the URL (use-filters.ts).
import { lazy, Suspense, useState, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import TuneIcon from '@mui/icons-material/Tune';
import ScheduleIcon from '@mui/icons-material/Schedule';
import NearMeIcon from '@mui/icons-material/NearMe';
import CheckIcon from '@mui/icons-material/Check';
import { countFilters, removeNear } from '../lib/filters.ts';
import {
  activeFilterChips,
  sortChoices,
  SORT_LABELS,
  type FilterScope,
} from '../lib/filter-labels.ts';
import { locate, LocationError } from '../lib/geolocation.ts';
import { hydratesLater } from '../lib/hydrate-in-turns.tsx';
import { useLocale, useT } from '../lib/i18n.tsx';
import { formatCount } from '../lib/locale-format.ts';
import { usePlace } from '../lib/place.ts';
import { useFilters } from './use-filters.ts';

const loadFilterPanel = () => import('./filter-panel.tsx');
const FilterPanel = lazy(async () => ({ default: (await loadFilterPanel()).FilterPanel }));

type Props = {
  scope: FilterScope;
  /** Whether the page has search text (Best match is offered only then). */
  hasInput?: boolean;
};

/** On a page hydrated from the server's HTML, it hydrates in its turn (docs/decisions/035). */
export const FilterBar = hydratesLater(FilterBarBody);

function FilterBarBody({ scope, hasInput = false }: Props) {
  const { filters, update, clear } = useFilters();
  const t = useT();
  const locale = useLocale();
  const [panelOpen, setPanelOpen] = useState(false);
  const [panelUsed, setPanelUsed] = useState(false);
  const [locating, setLocating] = useState(false);
  const [locationProblem, setLocationProblem] = useState<string | null>(null);
  const count = countFilters(filters);
  const chips = activeFilterChips(filters, usePlace().currency, t, locale);
  const sorts = sortChoices(scope, { hasInput, hasNear: filters.near !== null });

  const nearMe = async () => {
    if (filters.near) {
      update(removeNear(filters));
      return;
    }
    setLocationProblem(null);
    setLocating(true);
    try {
      const near = await locate();
      update({ near, sort: 'distance' });
    } catch (error) {
      setLocationProblem(
        t(error instanceof LocationError ? `location.${error.reason}` : 'location.failed'),
      );
    } finally {
      setLocating(false);
    }
  };

  return (
    <Box
      component="section"
      aria-label={t('filters.region')}
      sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, mb: 3 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Button
          variant={count > 0 ? 'contained' : 'outlined'}
          startIcon={<TuneIcon />}
          aria-haspopup="dialog"
          aria-expanded={panelOpen}
          onPointerEnter={() => void loadFilterPanel()}
          onFocus={() => void loadFilterPanel()}
          onClick={() => {
            setPanelUsed(true);
            setPanelOpen(true);
          }}
        >
          {count > 0 ? t('filters.count', { n: formatCount(count, locale) }) : t('filters.title')}
        </Button>
        <Button
          variant={filters.openNow ? 'contained' : 'outlined'}
          aria-pressed={filters.openNow}
          startIcon={filters.openNow ? <CheckIcon /> : <ScheduleIcon />}
          onClick={() => update({ openNow: !filters.openNow })}
        >
          {t('open.now')}
        </Button>
        <Button
          variant={filters.near ? 'contained' : 'outlined'}
          aria-pressed={filters.near !== null}
          aria-busy={locating}
          disabled={locating}
          startIcon={
            locating ? (
              <CircularProgress size={16} aria-label={t('filters.locating')} />
            ) : filters.near ? (
              <CheckIcon />
            ) : (
              <NearMeIcon />
            )
          }
          onClick={() => void nearMe()}
        >
          {t('filters.nearMe')}
        </Button>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, ml: { sm: 'auto' } }}>
          <Typography component="label" htmlFor={`sort-${scope}`} variant="body2">
            {t('filters.sortBy')}
          </Typography>
          {/* A native select: the phone's own picker, and no menu code on the first visit. */}
          <Box
            component="select"
            id={`sort-${scope}`}
            value={filters.sort ?? ''}
            onChange={(event: ChangeEvent<HTMLSelectElement>) =>
              update({ sort: sorts.find((s) => s === event.target.value) ?? null })
            }
            sx={{
              font: 'inherit',
              fontSize: '0.875rem',
              color: 'text.primary',
              bgcolor: 'background.paper',
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              px: 1,
              py: 0.75,
              minHeight: 36,
            }}
          >
            <option value="">{t(SORT_LABELS[scope].default)}</option>
            {sorts.map((sort) => (
              <option key={sort} value={sort}>
                {t(SORT_LABELS[scope][sort])}
              </option>
            ))}
          </Box>
        </Box>
      </Box>
      {locationProblem && (
        <Typography role="alert" variant="body2" sx={{ color: 'warning.dark' }}>
          {locationProblem}
        </Typography>
      )}
      {chips.length > 0 && (
        <Box
          component="ul"
          aria-label={t('filters.on')}
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: 1,
            listStyle: 'none',
            p: 0,
            m: 0,
          }}
        >
          {chips.map((chip) => (
            <li key={chip.key}>
              <Chip
                label={chip.label}
                aria-label={t('filters.remove', { label: chip.label })}
                onDelete={() => update(chip.remove(filters))}
                onClick={() => update(chip.remove(filters))}
              />
            </li>
          ))}
          <li>
            <Button size="small" onClick={clear}>
              {t('filters.clearAll')}
            </Button>
          </li>
        </Box>
      )}
      {panelUsed && (
        <Suspense fallback={null}>
          <FilterPanel
            open={panelOpen}
            onClose={() => setPanelOpen(false)}
            scope={scope}
            filters={filters}
            onChange={update}
            onClear={clear}
          />
        </Suspense>
      )}
    </Box>
  );
}

// List | Map: how a listing shows its businesses, kept in the URL (?view=map) beside whatever
// filters the page carries, so a map of open places nearby can be shared and reloaded.
import { useSearchParams } from 'react-router';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import MapIcon from '@mui/icons-material/Map';
import ViewListIcon from '@mui/icons-material/ViewList';
import { useT } from '../lib/i18n.tsx';

export type ListView = 'list' | 'map';

export function useListView(): ListView {
  const [params] = useSearchParams();
  return params.get('view') === 'map' ? 'map' : 'list';
}

export function ListMapSwitch() {
  const [params, setParams] = useSearchParams();
  const t = useT();
  const view = params.get('view') === 'map' ? 'map' : 'list';
  const choose = (next: ListView | null) => {
    if (!next || next === view) return;
    const updated = new URLSearchParams(params);
    if (next === 'map') updated.set('view', 'map');
    else updated.delete('view');
    setParams(updated);
  };
  return (
    <ToggleButtonGroup
      value={view}
      exclusive
      size="small"
      aria-label={t('view.showAs')}
      onChange={(_event, next: ListView | null) => choose(next)}
    >
      <ToggleButton value="list" aria-label={t('view.list')}>
        <ViewListIcon fontSize="small" sx={{ mr: 0.5 }} />
        {t('view.list')}
      </ToggleButton>
      <ToggleButton value="map" aria-label={t('view.map')}>
        <MapIcon fontSize="small" sx={{ mr: 0.5 }} />
        {t('view.map')}
      </ToggleButton>
    </ToggleButtonGroup>
  );
}

// List | Map: how a listing shows its businesses, kept in the URL (?view=map) beside whatever
// filters the page carries, so a map of open places nearby can be shared and reloaded.
import { useSearchParams } from 'react-router';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import MapIcon from '@mui/icons-material/Map';
import ViewListIcon from '@mui/icons-material/ViewList';

export type ListView = 'list' | 'map';

export function useListView(): ListView {
  const [params] = useSearchParams();
  return params.get('view') === 'map' ? 'map' : 'list';
}

export function ListMapSwitch() {
  const [params, setParams] = useSearchParams();
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
      aria-label="Show as"
      onChange={(_event, next: ListView | null) => choose(next)}
    >
      <ToggleButton value="list" aria-label="List">
        <ViewListIcon fontSize="small" sx={{ mr: 0.5 }} />
        List
      </ToggleButton>
      <ToggleButton value="map" aria-label="Map">
        <MapIcon fontSize="small" sx={{ mr: 0.5 }} />
        Map
      </ToggleButton>
    </ToggleButtonGroup>
  );
}

// Edit mode's map pin: drag the pin (or tap the map) to where the door is, or type the coordinates.
// Sent with Save as location[lat] and location[lng].
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import MyLocationIcon from '@mui/icons-material/MyLocation';
import { LazyPinMap, type LatLng } from '../../../components/map/lazy-maps.tsx';
import { useT } from '../../../lib/i18n.tsx';
import { parsePin, type PinEdit } from '../utils/business-edits.ts';
import { EditorSection } from './editor-section.tsx';

type Props = {
  /** The coordinates as typed (or as the pin left them). */
  pin: PinEdit;
  onPin: (pin: PinEdit) => void;
  name: string;
};

const fixed = (n: number) => n.toFixed(6);

export function PinEditor({ pin, onPin, name }: Props) {
  const t = useT('owner');
  const position = parsePin(pin);
  const [locating, setLocating] = useState<'idle' | 'asking' | 'refused'>('idle');
  // An owner standing in the cafe puts the pin where the phone is.
  const locateMe = () => {
    setLocating('asking');
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating('idle');
        move({ lat: coords.latitude, lng: coords.longitude });
      },
      () => setLocating('refused'),
      { enableHighAccuracy: true, timeout: 15_000 },
    );
  };
  const move = ({ lat, lng }: LatLng) => onPin({ lat: fixed(lat), lng: fixed(lng) });
  return (
    <EditorSection name="pin-editor" title={t('owner.pin.title')}>
      <Typography variant="body2" color="text.secondary">
        {t(position ? 'owner.pin.drag' : 'owner.pin.tap')}
      </Typography>
      <LazyPinMap
        position={position === 'invalid' ? null : position}
        onMove={move}
        label={name ? t('owner.pin.mapOf', { name }) : t('owner.pin.mapOfBusiness')}
        height={280}
      />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <TextField
          size="small"
          label={t('owner.pin.lat')}
          value={pin.lat}
          onChange={(e) => onPin({ ...pin, lat: e.target.value })}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          sx={{ width: 160 }}
        />
        <TextField
          size="small"
          label={t('owner.pin.lng')}
          value={pin.lng}
          onChange={(e) => onPin({ ...pin, lng: e.target.value })}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          sx={{ width: 160 }}
        />
        {'geolocation' in navigator && (
          <Button
            startIcon={<MyLocationIcon />}
            onClick={locateMe}
            disabled={locating === 'asking'}
          >
            {t('owner.pin.useLocation')}
          </Button>
        )}
        {(pin.lat !== '' || pin.lng !== '') && (
          <Button color="inherit" onClick={() => onPin({ lat: '', lng: '' })}>
            {t('owner.pin.remove')}
          </Button>
        )}
      </Box>
      {locating === 'refused' && (
        <Typography variant="body2" color="error" role="alert">
          {t('owner.pin.locationRefused')}
        </Typography>
      )}
      {position === 'invalid' && (
        <Typography variant="body2" color="error" role="alert">
          {t('owner.pin.invalid')}
        </Typography>
      )}
    </EditorSection>
  );
}

// The business page's edit controls in the toolbar: the Editing/Previewing toggle and Save, which
// shows its progress and, once done, the saved state. While editing, a skip button (shown only
// while it has focus) takes the keyboard past the details, hours and map to the first Add Item.
import Button from '@mui/material/Button';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import CheckIcon from '@mui/icons-material/Check';
import SaveIcon from '@mui/icons-material/Save';
import { BusyButton } from '../../../components/busy-button.tsx';
import { useT } from '../../../lib/i18n.tsx';

export type EditMode = 'editing' | 'previewing';

type Props = {
  mode: EditMode;
  onMode: (mode: EditMode) => void;
  dirty: boolean;
  saving: boolean;
  /** The last save succeeded and nothing changed since. */
  saved: boolean;
  onSave: () => void;
};

export function EditControls({ mode, onMode, dirty, saving, saved, onSave }: Props) {
  const t = useT('owner');
  const label = t(saving ? 'owner.saving' : saved && !dirty ? 'owner.saved' : 'owner.save');
  return (
    <>
      <ToggleButtonGroup
        value={mode}
        exclusive
        size="small"
        aria-label={t('owner.mode')}
        onChange={(_event, next: EditMode | null) => {
          if (next) onMode(next);
        }}
      >
        <ToggleButton value="editing">{t('owner.mode.editing')}</ToggleButton>
        <ToggleButton value="previewing">{t('owner.mode.previewing')}</ToggleButton>
      </ToggleButtonGroup>
      <BusyButton
        variant="contained"
        onClick={onSave}
        busy={saving}
        disabled={!dirty}
        aria-busy={saving}
        data-testid="save-business"
        startIcon={saved && !dirty ? <CheckIcon /> : <SaveIcon />}
      >
        {label}
      </BusyButton>
      {mode === 'editing' && <SkipToMenu />}
    </>
  );
}

/**
 * 'Skip to Add Item': from Editing, one Tab and Enter reach the menu's first Add Item (or Add New
 * List), where the details, hours and map editors took well over a hundred Tab presses.
 */
function SkipToMenu() {
  const t = useT('owner');
  return (
    <Button
      size="small"
      onClick={() => {
        const first = document.querySelector<HTMLElement>('[data-menu-action]');
        first?.focus();
      }}
      sx={{
        // Out of sight (but not out of the tab order) until focused, as a skip link.
        '&:not(:focus)': {
          position: 'absolute',
          width: '1px',
          height: '1px',
          overflow: 'hidden',
          clipPath: 'inset(50%)',
          whiteSpace: 'nowrap',
          p: 0,
          minWidth: 0,
        },
      }}
    >
      {t('owner.skipToAddItem')}
    </Button>
  );
}

// An AI drafting button (Generate Photo, Generate Description): a spinner while it works, disabled
// with a tooltip saying why when the server has no AI provider.
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Tooltip from '@mui/material/Tooltip';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import type { AiAvailability } from '../../../lib/ai.ts';

type Props = {
  label: string;
  ai: AiAvailability;
  pending: boolean;
  /** Off for another reason (no name to generate from yet, the form is being sent). */
  disabled?: boolean;
  onClick: () => void;
};

export function AiHelperButton({ label, ai, pending, disabled, onClick }: Props) {
  const button = (
    <Button
      size="small"
      variant="outlined"
      onClick={onClick}
      disabled={!ai.enabled || pending || disabled}
      aria-busy={pending}
      startIcon={
        pending ? (
          <CircularProgress size={16} aria-label={`${label}: working`} />
        ) : (
          <AutoAwesomeIcon />
        )
      }
    >
      {label}
    </Button>
  );
  if (!ai.disabledReason) return button;
  // A disabled button gets no pointer events: the tooltip listens on a wrapper.
  return (
    <Tooltip title={ai.disabledReason}>
      <span tabIndex={0} style={{ display: 'inline-flex' }}>
        {button}
      </span>
    </Tooltip>
  );
}

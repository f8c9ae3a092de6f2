// An AI drafting button (Generate Photo, Generate Description): a spinner while it works, disabled
// with a tooltip saying why when the server has no AI provider.
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Tooltip from '@mui/material/Tooltip';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import type { AiAvailability } from '../../../lib/ai.ts';
import { useT } from '../../../lib/i18n.tsx';

type Props = {
  label: string;
  ai: AiAvailability;
  pending: boolean;
  /** Off for another reason (no name to generate from yet, the form is being sent). */
  disabled?: boolean;
  onClick: () => void;
};

export function AiHelperButton({ label, ai, pending, disabled, onClick }: Props) {
  const t = useT('owner');
  const button = (
    <Button
      size="small"
      variant="outlined"
      onClick={onClick}
      disabled={!ai.enabled || pending || disabled}
      aria-busy={pending}
      startIcon={
        pending ? (
          <CircularProgress size={16} aria-label={t('owner.ai.working', { label })} />
        ) : (
          <AutoAwesomeIcon />
        )
      }
    >
      {label}
    </Button>
  );
  if (!ai.disabledReason) return button;
  // A disabled button gets no pointer events: the tooltip listens on a wrapper. The reason is the
  // one there is (no AI provider), said in the page's language.
  return (
    <Tooltip title={t('owner.ai.notConfigured')}>
      {/* A group: the tooltip names its wrapper (aria-label), which a plain span may not have. */}
      <span role="group" tabIndex={0} style={{ display: 'inline-flex' }}>
        {button}
      </span>
    </Tooltip>
  );
}

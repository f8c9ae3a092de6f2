// A button whose action is under way: disabled, with a small spinner in place of its start icon
// (Add, Assign, Delete, Search, Save and the other buttons that send something and wait).
import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

type Props = ButtonProps & {
  /** The action is under way: the button is disabled and shows the spinner. */
  busy: boolean;
};

export function BusyButton({ busy, disabled, startIcon, ...props }: Props) {
  return (
    <Button
      {...props}
      disabled={busy || disabled}
      startIcon={busy ? <CircularProgress size={16} color="inherit" /> : startIcon}
    />
  );
}

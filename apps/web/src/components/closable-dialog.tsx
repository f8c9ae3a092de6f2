// A dialog with its title and a Close button in the corner, full screen on phones (a long form or a
// menu needs the room). Its children are mounted only while it is open, so each opening starts afresh.
import type { ReactNode } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import CloseIcon from '@mui/icons-material/Close';
import { BREAKPOINTS } from '@menudex/contract/constants';
import { useT } from '../lib/i18n.tsx';

type Props = {
  open: boolean;
  onClose: () => void;
  /** The title's element id (the dialog's aria-labelledby). */
  titleId: string;
  title: ReactNode;
  maxWidth: 'sm' | 'md';
  children: ReactNode;
};

export function ClosableDialog({ open, onClose, titleId, title, maxWidth, children }: Props) {
  const t = useT();
  const phone = useMediaQuery(`(max-width: ${BREAKPOINTS.searchBoxRow - 0.02}px)`, { noSsr: true });
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullScreen={phone}
      fullWidth
      maxWidth={maxWidth}
    >
      <DialogTitle id={titleId} sx={{ pr: 6 }}>
        {title}
      </DialogTitle>
      <IconButton
        aria-label={t('common.close')}
        onClick={onClose}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      {open && children}
    </Dialog>
  );
}

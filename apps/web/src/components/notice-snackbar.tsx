// Draws the current notice (lib/notice.ts) as a snackbar at the bottom of every page.
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useT } from '../lib/i18n.tsx';
import { dismissNotice, useNotice } from '../lib/notice.ts';

export function NoticeSnackbar() {
  const notice = useNotice();
  const t = useT();
  return (
    <Snackbar
      key={notice?.id}
      open={notice !== null}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') dismissNotice();
      }}
      autoHideDuration={8000}
      message={typeof notice?.message === 'function' ? notice.message(t) : notice?.message}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      action={
        notice?.onAction && (
          <Button
            color="secondary"
            size="small"
            onClick={() => {
              dismissNotice();
              notice.onAction?.();
            }}
          >
            {notice.actionLabel ?? t('common.retry')}
          </Button>
        )
      }
    />
  );
}

// Draws the current notice (lib/notice.ts) as a snackbar at the bottom of every page.
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { dismissNotice, useNotice } from '../lib/notice.ts';

export function NoticeSnackbar() {
  const notice = useNotice();
  return (
    <Snackbar
      key={notice?.id}
      open={notice !== null}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') dismissNotice();
      }}
      autoHideDuration={8000}
      message={notice?.message}
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
            {notice.actionLabel ?? 'Retry'}
          </Button>
        )
      }
    />
  );
}

// The status line under an infinitely scrolled list: 'Loading...', 'Error' (with a 'Try again'
// button, since a failed page is not asked for again by itself) or the end-of-list text. Before the
// first card exists the one indicator is a spinner named 'Loading...' (not a spinner and a text).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useT } from '../lib/i18n.tsx';

type Props = {
  isLoading: boolean;
  isError: boolean;
  hasMore: boolean;
  isEmpty: boolean;
  endText: string;
  emptyText?: string;
  onRetry?: () => void;
};

export function PagedStatus({
  isLoading,
  isError,
  hasMore,
  isEmpty,
  endText,
  emptyText,
  onRetry,
}: Props) {
  const t = useT();
  if (isLoading && isEmpty) {
    return (
      <Box
        role="status"
        aria-label={t('paging.loading')}
        sx={{ py: 6, display: 'flex', justifyContent: 'center' }}
      >
        <CircularProgress aria-hidden />
      </Box>
    );
  }
  let text: string | null = null;
  // Loading first: while a failed page is asked for again, the query still reports the old error.
  if (isLoading) text = t('paging.loading');
  else if (isError) text = t('page.error');
  else if (isEmpty && emptyText) text = emptyText;
  else if (!hasMore) text = endText;
  if (!text) return null;
  const showError = !isLoading && isError;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', gap: 2, py: 3 }}>
      <Typography
        role={showError ? 'alert' : 'status'}
        color={showError ? 'error' : 'text.secondary'}
      >
        {text}
      </Typography>
      {showError && onRetry && (
        <Button variant="outlined" size="small" onClick={onRetry}>
          {t('paging.tryAgain')}
        </Button>
      )}
    </Box>
  );
}

// The status line under an infinitely scrolled list: 'Loading...', 'Error' or the end-of-list text.
import Typography from '@mui/material/Typography';
import { TEXTS } from '@menudex/contract/constants';

type Props = {
  isLoading: boolean;
  isError: boolean;
  hasMore: boolean;
  isEmpty: boolean;
  endText: string;
  emptyText?: string;
};

export function PagedStatus({ isLoading, isError, hasMore, isEmpty, endText, emptyText }: Props) {
  let text: string | null = null;
  if (isError) text = TEXTS.error;
  else if (isLoading) text = TEXTS.loading;
  else if (isEmpty && emptyText) text = emptyText;
  else if (!hasMore) text = endText;
  if (!text) return null;
  return (
    <Typography
      role={isError ? 'alert' : 'status'}
      color={isError ? 'error' : 'text.secondary'}
      sx={{ textAlign: 'center', py: 3 }}
    >
      {text}
    </Typography>
  );
}

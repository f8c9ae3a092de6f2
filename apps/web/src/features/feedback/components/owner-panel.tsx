// The frame of each feedback tool for owners and admins (summary, QR code, discounts): an outlined
// section named by its heading, and the loading and error states of the query it shows.
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useT } from '../../../lib/i18n.tsx';

type Props = {
  /** The heading's id, which names the section. */
  titleId: string;
  title: string;
  children: ReactNode;
};

export function OwnerPanel({ titleId, title, children }: Props) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ p: 2 }}>
      <Typography id={titleId} component="h2" variant="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** A spinner while the panel's query loads, its error when it fails. */
export function QueryStatus({
  query,
}: {
  query: { isPending: boolean; isError: boolean; error: Error | null };
}) {
  const t = useT();
  return (
    <>
      {query.isPending && <CircularProgress size={24} aria-label={t('page.loading')} />}
      {query.isError && <Alert severity="error">{query.error?.message}</Alert>}
    </>
  );
}

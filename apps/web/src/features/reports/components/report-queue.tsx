// The moderation queue: reports filtered by status, each with its message and the suggested change
// beside the current value; Accept (applies it) or Reject, with a note the reporter is mailed.
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import InboxIcon from '@mui/icons-material/InboxOutlined';
import type { Business } from '@menudex/contract/entities';
import type { AreaMessageKey } from '@menudex/contract/i18n/areas';
import {
  REPORT_LIMITS,
  REPORT_STATUSES,
  type Report,
  type ReportStatus,
} from '@menudex/contract/reports';
import { BusyButton } from '../../../components/busy-button.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { useReportedBusiness, useReportedItem } from '../api/get-report-target.ts';
import { useReports } from '../api/get-reports.ts';
import { useResolveReport } from '../api/resolve-report.ts';
import { suggestionRows } from '../utils/suggestion-rows.ts';

type ManageKey = AreaMessageKey<'manage'>;

const STATUS_LABELS: Record<ReportStatus, ManageKey> = {
  open: 'manage.reports.status.open',
  accepted: 'manage.reports.status.accepted',
  rejected: 'manage.reports.status.rejected',
};

/** What an empty queue means, per status shown. */
const EMPTY_QUEUE_TEXT: Record<ReportStatus, ManageKey> = {
  open: 'manage.reports.empty.open',
  accepted: 'manage.reports.empty.accepted',
  rejected: 'manage.reports.empty.rejected',
};

/** The suggested fields' names (suggestion-rows.ts names them in English). */
const FIELD_LABELS: Record<string, ManageKey | undefined> = {
  name: 'manage.reports.field.name',
  phone: 'manage.reports.field.phone',
  website: 'manage.reports.field.website',
  email: 'manage.reports.field.email',
  address1: 'manage.reports.field.address1',
  address2: 'manage.reports.field.address2',
  city: 'manage.reports.field.city',
  state: 'manage.reports.field.state',
  zipCode: 'manage.reports.field.zipCode',
  country: 'manage.reports.field.country',
  hours: 'manage.reports.field.hours',
};

/** A moment the page's language's way (the queue is for owners and admins: Intl is fine here). */
const momentText = (iso: string, locale: string) =>
  new Date(iso).toLocaleString(locale === 'en' ? 'en-US' : locale);

/** A phone number stays on one line; long values (addresses, websites) wrap anywhere. */
const valueSx = (field: string) => ({
  whiteSpace: field === 'phone' ? 'nowrap' : 'normal',
  overflowWrap: field === 'phone' ? 'normal' : 'anywhere',
});

type Props = {
  /** Only the reports on this business and its dishes (its page's owner tools); left out, all the caller sees. */
  business?: Business;
};

/** Whether a report is about the business or one of its dishes. */
export function isAbout(report: Report, business: Business): boolean {
  if (report.target.kind === 'business') return report.target.id === business._id;
  return business.lists.some((l) => l.items.some((i) => i._id === report.target.id));
}

export function ReportQueue({ business }: Props) {
  const t = useT('manage');
  const [status, setStatus] = useState<ReportStatus>('open');
  const query = useReports(status);
  const reports = (query.data ?? []).filter((r) => !business || isAbout(r, business));
  const titleId = business ? `reports-title-${business._id}` : 'reports-title';
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ p: 2, mt: 3, display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Typography id={titleId} component="h2" variant="h3" sx={{ flexGrow: 1 }}>
          {t('manage.reports.queueTitle')}
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={status}
          onChange={(_, value: ReportStatus | null) => value && setStatus(value)}
          aria-label={t('manage.reports.show')}
        >
          {REPORT_STATUSES.map((s) => (
            <ToggleButton key={s} value={s}>
              {t(STATUS_LABELS[s])}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
      {query.isPending && <CircularProgress size={24} aria-label={t('page.loading')} />}
      {query.isError && <Alert severity="error">{query.error.message}</Alert>}
      {query.isSuccess && reports.length === 0 && (
        <EmptyState
          icon={<InboxIcon />}
          title={t('manage.reports.empty')}
          text={t(EMPTY_QUEUE_TEXT[status])}
        />
      )}
      {reports.map((r) => (
        <ReportCard key={r._id} report={r} />
      ))}
    </Paper>
  );
}

function ReportCard({ report }: { report: Report }) {
  const t = useT('manage');
  const locale = useLocale();
  const item = useReportedItem(report);
  const itemBusiness = item.data?.businessId;
  const businessId =
    report.target.kind === 'business'
      ? report.target.id
      : typeof itemBusiness === 'string'
        ? itemBusiness
        : itemBusiness?._id;
  const business = useReportedBusiness(businessId).data;
  const rows = report.suggestion ? suggestionRows(report.suggestion, business, { t, locale }) : [];
  const fieldLabel = (field: string, english: string) => {
    const key = FIELD_LABELS[field];
    return key ? t(key) : english;
  };
  const about =
    report.target.kind === 'business'
      ? (business?.name ?? t('manage.reports.aBusiness'))
      : t('manage.reports.dishAt', {
          dish: item.data?.name ?? '…',
          business: item.data?.businessName ?? business?.name ?? '…',
        });
  const labelId = `report-${report._id}`;
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={labelId}
      data-testid="report"
      sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Chip
          size="small"
          label={t(`manage.reports.reason.${report.reason}`)}
          color={report.reason === 'illegal' ? 'error' : 'default'}
        />
        <Typography id={labelId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {businessId ? (
            <Link component={RouterLink} to={`/businesses/${businessId}`}>
              {about}
            </Link>
          ) : (
            about
          )}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ ml: 'auto' }}>
          {momentText(report.createdAt, locale)}
        </Typography>
      </Box>
      <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {report.message}
      </Typography>
      {rows.length > 0 && (
        <Box sx={{ overflowX: 'auto' }}>
          <Table
            size="small"
            aria-label={t('manage.reports.suggested')}
            // Three columns fit a phone's width with narrower gaps.
            sx={{ '& td, & th': { px: 1 } }}
          >
            <TableHead>
              <TableRow>
                <TableCell>{t('manage.reports.field')}</TableCell>
                <TableCell>{t('manage.reports.now')}</TableCell>
                <TableCell>{t('manage.reports.suggestion')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.field}>
                  <TableCell component="th" scope="row">
                    {fieldLabel(row.field, row.label)}
                  </TableCell>
                  <TableCell sx={valueSx(row.field)}>{row.current || '—'}</TableCell>
                  <TableCell sx={{ ...valueSx(row.field), fontWeight: 600 }}>
                    {row.suggested || t('manage.reports.emptyValue')}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      {report.status === 'open' ? (
        <Resolve report={report} />
      ) : (
        <Typography variant="body2" color="text.secondary">
          {report.resolvedAt
            ? t('manage.reports.resolvedOn', {
                status: t(STATUS_LABELS[report.status]),
                date: momentText(report.resolvedAt, locale),
              })
            : t(STATUS_LABELS[report.status])}
          {report.note ? `: ${report.note}` : ''}
        </Typography>
      )}
    </Paper>
  );
}

function Resolve({ report }: { report: Report }) {
  const t = useT('manage');
  const [note, setNote] = useState('');
  const resolve = useResolveReport();
  const send = (action: 'accept' | 'reject') => resolve.mutate({ id: report._id, action, note });
  const onBusiness = report.target.kind === 'business';
  const acceptHint: ManageKey = !onBusiness
    ? 'manage.reports.acceptDish'
    : report.reason === 'closed' && !report.suggestion?.hours
      ? 'manage.reports.acceptClosed'
      : report.suggestion
        ? 'manage.reports.acceptSuggestion'
        : 'manage.reports.acceptNothing';
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <TextField
        label={t('manage.reports.note')}
        helperText={t('manage.reports.noteHelp')}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        size="small"
        multiline
        slotProps={{ htmlInput: { maxLength: REPORT_LIMITS.noteMaxLength } }}
      />
      <Typography variant="body2" color="text.secondary">
        {t(acceptHint)}
      </Typography>
      {resolve.isError && <Alert severity="error">{resolve.error.message}</Alert>}
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        <BusyButton
          busy={resolve.isPending && resolve.variables.action === 'reject'}
          disabled={resolve.isPending}
          onClick={() => send('reject')}
          color="inherit"
          variant="outlined"
        >
          {t('manage.reports.reject')}
        </BusyButton>
        <BusyButton
          busy={resolve.isPending && resolve.variables.action === 'accept'}
          disabled={resolve.isPending}
          onClick={() => send('accept')}
          variant="contained"
        >
          {t('manage.reports.accept')}
        </BusyButton>
      </Box>
    </Box>
  );
}

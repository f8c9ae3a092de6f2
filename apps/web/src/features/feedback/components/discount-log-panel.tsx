// For owners and admins: how many feedback discounts the business gives a day (the owner's limit,
// 0 pauses them) and an hour, today's counts, the suspicious bursts, and the latest discounts with
// when each was redeemed or voided. No ratings: a discount never depends on what the customer
// answered.
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DISCOUNT_LIMITS } from '@menudex/contract/feedback';
import { useDiscountLog, useSetDiscountLimit } from '../api/discount-log.ts';
import { FeedbackBursts } from './feedback-bursts.tsx';
import { OwnerPanel, QueryStatus } from './owner-panel.tsx';

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'short', timeStyle: 'short' });
const SHOWN = 20;

export function DiscountLogPanel({ businessId }: { businessId: string }) {
  const log = useDiscountLog(businessId);
  const setLimit = useSetDiscountLimit(businessId);
  const [draft, setDraft] = useState<string | null>(null);
  const value = draft ?? String(log.data?.dailyLimit ?? '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setLimit.mutate(Number(value), { onSuccess: () => setDraft(null) });
  };

  return (
    <OwnerPanel titleId="discount-log-title" title="Discounts">
      <QueryStatus query={log} />
      {log.data && (
        <>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            Last 24 hours: {log.data.today.granted} given, {log.data.today.redeemed} redeemed. At
            most {log.data.hourlyLimit} an hour.
          </Typography>
          <Box
            component="form"
            onSubmit={submit}
            sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mb: 2 }}
          >
            <TextField
              label="Discounts a day"
              type="number"
              size="small"
              value={value}
              onChange={(e) => setDraft(e.target.value)}
              slotProps={{ htmlInput: { min: 0, max: DISCOUNT_LIMITS.dailyMax, step: 1 } }}
              helperText="0 pauses discounts; one network gets at most half"
            />
            <Button type="submit" variant="outlined" disabled={setLimit.isPending}>
              Save
            </Button>
          </Box>
          {setLimit.isError && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {setLimit.error.message}
            </Alert>
          )}
          <FeedbackBursts businessId={businessId} bursts={log.data.bursts} />
          {log.data.discounts.length === 0 ? (
            <Typography color="text.secondary">No discounts yet.</Typography>
          ) : (
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-label="Latest discounts">
                <TableHead>
                  <TableRow>
                    <TableCell>Given</TableCell>
                    <TableCell>Redeemed</TableCell>
                    <TableCell>Customer</TableCell>
                    <TableCell>Network</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {log.data.discounts.slice(0, SHOWN).map((d) => (
                    <TableRow key={`${d.customer}-${d.grantedAt}`}>
                      <TableCell>
                        {timeFormat.format(new Date(d.grantedAt))}
                        {d.burstId && ' (burst)'}
                      </TableCell>
                      <TableCell>
                        {d.redeemedAt
                          ? timeFormat.format(new Date(d.redeemedAt))
                          : d.voidedAt
                            ? 'Voided'
                            : 'Not yet'}
                      </TableCell>
                      <TableCell>
                        <code>{d.customer}</code>
                      </TableCell>
                      <TableCell>
                        <code>{d.network ?? '-'}</code>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          )}
        </>
      )}
    </OwnerPanel>
  );
}

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
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { formatCount } from '../../../lib/locale-format.ts';
import { useDiscountLog, useSetDiscountLimit } from '../api/discount-log.ts';
import { momentText } from '../utils/time-format.ts';
import { FeedbackBursts } from './feedback-bursts.tsx';
import { OwnerPanel, QueryStatus } from './owner-panel.tsx';

const SHOWN = 20;

export function DiscountLogPanel({ businessId }: { businessId: string }) {
  const t = useT('manage');
  const locale = useLocale();
  const log = useDiscountLog(businessId);
  const setLimit = useSetDiscountLimit(businessId);
  const [draft, setDraft] = useState<string | null>(null);
  const value = draft ?? String(log.data?.dailyLimit ?? '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setLimit.mutate(Number(value), { onSuccess: () => setDraft(null) });
  };

  return (
    <OwnerPanel titleId="discount-log-title" title={t('manage.discounts.title')}>
      <QueryStatus query={log} />
      {log.data && (
        <>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t('manage.discounts.today', {
              granted: formatCount(log.data.today.granted, locale),
              redeemed: formatCount(log.data.today.redeemed, locale),
              hourly: formatCount(log.data.hourlyLimit, locale),
            })}
          </Typography>
          <Box
            component="form"
            onSubmit={submit}
            sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mb: 2 }}
          >
            <TextField
              label={t('manage.discounts.perDay')}
              type="number"
              size="small"
              value={value}
              onChange={(e) => setDraft(e.target.value)}
              slotProps={{ htmlInput: { min: 0, max: DISCOUNT_LIMITS.dailyMax, step: 1 } }}
              helperText={t('manage.discounts.perDayHelp')}
            />
            <Button type="submit" variant="outlined" disabled={setLimit.isPending}>
              {t('manage.save')}
            </Button>
          </Box>
          {setLimit.isError && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {setLimit.error.message}
            </Alert>
          )}
          <FeedbackBursts businessId={businessId} bursts={log.data.bursts} />
          {log.data.discounts.length === 0 ? (
            <Typography color="text.secondary">{t('manage.discounts.none')}</Typography>
          ) : (
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-label={t('manage.discounts.latest')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('manage.discounts.given')}</TableCell>
                    <TableCell>{t('manage.discounts.redeemed')}</TableCell>
                    <TableCell>{t('manage.discounts.customer')}</TableCell>
                    <TableCell>{t('manage.discounts.network')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {log.data.discounts.slice(0, SHOWN).map((d) => (
                    <TableRow key={`${d.customer}-${d.grantedAt}`}>
                      <TableCell>
                        {momentText(d.grantedAt, locale)}
                        {d.burstId && ` ${t('manage.discounts.burst')}`}
                      </TableCell>
                      <TableCell>
                        {d.redeemedAt
                          ? momentText(d.redeemedAt, locale)
                          : t(d.voidedAt ? 'manage.discounts.voided' : 'manage.discounts.notYet')}
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

// The business page's place guide: whether it is open now, the week's hours with today marked (with
// what applies today: a special day's hours or a closure) and the special days ahead, the map with its
// pin and Directions. Nothing shows for what the business has not given (no hours, no coordinates).
import { Fragment, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import DirectionsIcon from '@mui/icons-material/Directions';
import type { Business } from '@menudex/contract/entities';
import { LazyPinMap } from '../../../components/map/lazy-maps.tsx';
import { OpeningStatusText } from '../../../components/opening-status-text.tsx';
import { businessQueryKey } from '../../../lib/business-query.ts';
import { directionsUrl } from '../../../lib/directions.ts';
import { useLive } from '../../../lib/hydration.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { openingStatus, visitorClockMatches, type Words } from '../../../lib/opening-status.ts';
import { specialRows, weekRows, writtenRanges } from '../../../lib/week-hours.ts';
import { PLACE_GRID } from '../../../components/business-layout.ts';

/** The page's texts and language, as the hours and the status are said in. */
function useWords(): Words {
  return { t: useT(), locale: useLocale() };
}

/** Longest wait for a timer: browsers fire at once past 2^31 ms. */
const MAX_TIMER_MS = 2_147_000_000;

/**
 * The current time, and a fresh answer from the server once the business opens or closes: the page
 * left open at 21:59 says "Closed" at 22:00 without a reload.
 */
function useClockUntil(businessId: string, nextChange: string | null): Date {
  const client = useQueryClient();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!nextChange) return;
    const wait = Date.parse(nextChange) - Date.now();
    if (!(wait > 0)) return;
    const timer = setTimeout(
      () => {
        setNow(new Date());
        void client.invalidateQueries({ queryKey: businessQueryKey(businessId) });
      },
      Math.min(wait + 1000, MAX_TIMER_MS),
    );
    return () => clearTimeout(timer);
  }, [client, businessId, nextChange]);
  return now;
}

/** The status line under the business's name ("Open now · closes 22:00"), or nothing without hours. */
export function OpeningStatusLine({ business, now }: { business: Business; now?: Date }) {
  const clock = useClockUntil(business._id, business.nextChange);
  const words = useWords();
  const status = openingStatus(business, now ?? clock, words);
  if (!status) return null;
  return (
    <Typography variant="body1" sx={{ mb: 1, fontSize: '1.05rem' }}>
      <OpeningStatusText status={status} />
    </Typography>
  );
}

/** Keeps a time range ("17:00–22:00") on one line: a line breaks between ranges, never inside one. */
const WHOLE = { whiteSpace: 'nowrap' } as const;

/** A day's hours, each range whole, separated by commas where a line may wrap. */
function DayHours({ parts }: { parts: readonly string[] }) {
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 && ', '}
      <span data-testid="hours-part" style={WHOLE}>
        {part}
      </span>
    </Fragment>
  ));
}

export function OpeningHours({ business, now = new Date() }: { business: Business; now?: Date }) {
  const { hours } = business;
  const words = useWords();
  const { t } = words;
  if (!hours) return null;
  const specials = specialRows(hours, now, undefined, words);
  return (
    <Box component="section" aria-labelledby="business-hours" data-testid="opening-hours">
      <Typography id="business-hours" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {t('hours.title')}
      </Typography>
      {!visitorClockMatches(hours.timeZone, now) && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('hours.local', { zone: hours.timeZone.replace(/_/g, ' ') })}
        </Typography>
      )}
      <Box component="table" sx={{ borderCollapse: 'collapse', width: '100%', maxWidth: 420 }}>
        <tbody>
          {weekRows(hours, now, words).map((row) => (
            <Box
              component="tr"
              key={row.day}
              aria-current={row.today ? 'date' : undefined}
              sx={{
                bgcolor: row.today ? '#f3ede6' : undefined,
                fontWeight: row.today ? 700 : 400,
                '& td': { py: 0.5, px: 1, verticalAlign: 'top' },
              }}
            >
              <Box component="td" sx={{ width: '10.5em' }}>
                {row.name}
                {row.today && (
                  <Box component="span" sx={{ fontWeight: 400 }}>
                    {/* One text node, as the server writes it (a second would not hydrate). */}
                    {` ${t('hours.today')}`}
                  </Box>
                )}
              </Box>
              <td>
                <DayHours parts={row.parts} />
                {/* null, not '': an empty text node is one the server's HTML does not have */}
                {row.note ? (
                  <Box
                    component="span"
                    data-testid="today-note"
                    sx={{ display: 'block', fontWeight: 400, fontSize: '0.875rem' }}
                  >
                    {row.note}
                  </Box>
                ) : null}
              </td>
            </Box>
          ))}
        </tbody>
      </Box>
      {specials.length > 0 && (
        <>
          <Typography variant="h3" sx={{ fontSize: '1.05rem', mt: 2, mb: 0.5 }}>
            {t('hours.special')}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }} data-testid="special-days">
            {specials.map((row) => (
              <li key={row.date}>
                <Typography variant="body1" component="span" sx={{ fontWeight: 600 }}>
                  {row.when}
                </Typography>
                {': '}
                <DayHours parts={row.parts} />
                {row.note ? (
                  <Typography variant="body2" component="span" color="text.secondary">
                    {` (${row.note})`}
                  </Typography>
                ) : null}
              </li>
            ))}
          </Box>
        </>
      )}
    </Box>
  );
}

/** Directions: opens the visitor's maps app at the business's coordinates. */
export function DirectionsButton({ business }: { business: Business }) {
  const { lat, lng } = business.location;
  // The server renders the link any device can open; the visitor's own maps app is chosen once
  // the page is live (the first render must be the server's, docs/decisions/023).
  const live = useLive();
  const t = useT();
  if (lat === null || lng === null) return null;
  return (
    <Button
      variant="contained"
      startIcon={<DirectionsIcon />}
      href={directionsUrl({ lat, lng }, business.name, live ? navigator.userAgent : '')}
      target="_blank"
      rel="noopener noreferrer"
      sx={{ mb: 2 }}
      // Counted for the owner's insights (lib/insights-beacon.ts).
      data-insight="directions"
    >
      {t('hours.directions')}
    </Button>
  );
}

/**
 * The opening hours as the source gave them (an import whose hours our model cannot hold), shown as
 * the text they are: the business has no `hours`, so no status or week table.
 */
export function ListedHours({ text }: { text: string }) {
  const t = useT();
  return (
    <Box component="section" aria-label={t('hours.title')} data-testid="listed-hours">
      <Typography variant="body1" sx={{ overflowWrap: 'anywhere' }}>
        <Box component="span" sx={{ fontWeight: 700 }}>
          {`${t('hours.listed')} `}
        </Box>
        {writtenRanges(text).map((piece, index) =>
          piece.range ? (
            <span key={index} data-testid="hours-part" style={WHOLE}>
              {piece.text}
            </span>
          ) : (
            piece.text
          ),
        )}
      </Typography>
    </Box>
  );
}

/** Whether the business has hours or a place on the map to show: else no place section. */
export function hasPlaceSection(business: Business): boolean {
  const { lat, lng } = business.location;
  return Boolean(business.hours) || Boolean(business.hoursText) || (lat !== null && lng !== null);
}

/** Hours beside the map (stacked on a phone); drawn under the business's texts. */
export function PlaceSection({ business }: { business: Business }) {
  const { lat, lng } = business.location;
  const hasPlace = lat !== null && lng !== null;
  const t = useT();
  if (!hasPlaceSection(business)) return null;
  return (
    <Box data-testid="place-section" sx={PLACE_GRID}>
      {business.hours ? (
        <OpeningHours business={business} />
      ) : business.hoursText ? (
        <ListedHours text={business.hoursText} />
      ) : (
        <Box />
      )}
      {hasPlace && (
        <Box component="section" aria-label={t('view.map')}>
          <LazyPinMap
            position={{ lat, lng }}
            label={
              business.name ? t('business.mapOf', { name: business.name }) : t('business.mapOfThis')
            }
          />
        </Box>
      )}
    </Box>
  );
}

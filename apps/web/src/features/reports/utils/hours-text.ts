// Hours in one line for the queue's comparison: the days with their ranges, and whether it is closed.
import type { ReportSuggestion } from '@menudex/contract/reports';
import { DAY_NAMES, rangeText, WEEK_DAYS } from '../../../lib/week-hours.ts';

type HoursLike = Pick<NonNullable<ReportSuggestion['hours']>, 'weekly' | 'temporarilyClosed'>;

export function weekHoursText(hours: HoursLike): string {
  const days = WEEK_DAYS.flatMap((day) => {
    const ranges = hours.weekly
      .filter((r) => r.day === day)
      .sort((a, b) => a.opens.localeCompare(b.opens));
    return ranges.length > 0 ? [`${DAY_NAMES[day].slice(0, 3)} ${rangeText(ranges)}`] : [];
  });
  const text = days.length > 0 ? days.join('; ') : 'no weekly hours';
  return hours.temporarilyClosed ? `Closed (${text})` : text;
}

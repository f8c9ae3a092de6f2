// Hours in one line for the queue's comparison: the days with their ranges, and whether it is
// closed, in the page's language (the days named as the business page's hours table names them).
import type { AreaMessageKey } from '@menudex/contract/i18n/areas';
import type { Locale } from '@menudex/contract/i18n/locales';
import type { MessageKey } from '@menudex/contract/i18n/messages-en';
import type { ReportSuggestion } from '@menudex/contract/reports';
import type { Translate } from '../../../lib/i18n.tsx';
import { rangeParts, WEEK_DAYS } from '../../../lib/week-hours.ts';

type HoursLike = Pick<NonNullable<ReportSuggestion['hours']>, 'weekly' | 'temporarilyClosed'>;

/** The queue's texts (`useT('manage')`) and the page's language. */
export type QueueWords = { t: Translate<MessageKey | AreaMessageKey<'manage'>>; locale: Locale };

export function weekHoursText(hours: HoursLike, words: QueueWords): string {
  const { t } = words;
  const days = WEEK_DAYS.flatMap((day) => {
    const ranges = hours.weekly
      .filter((r) => r.day === day)
      .sort((a, b) => a.opens.localeCompare(b.opens));
    return ranges.length > 0 ? [`${t(`day.${day}`)} ${rangeParts(ranges, words).join(', ')}`] : [];
  });
  const text = days.length > 0 ? days.join('; ') : t('manage.reports.hours.noWeekly');
  return hours.temporarilyClosed ? t('manage.reports.hours.closed', { hours: text }) : text;
}

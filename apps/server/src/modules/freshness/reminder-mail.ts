// The reminder an owner gets about listings nobody has confirmed for a while: one mail for all of
// their stale listings, with the link to where they confirm them. A job sends it, so it is written
// in the owner's own language (users.locale, docs/decisions/054), the links under its pages.
import type { Locale } from '@menudex/contract/i18n/locales';
import { serverText } from '@menudex/contract/i18n/server-messages';
import type { Mail } from '../../lib/mailer.ts';

export function reminderMail(
  to: string,
  owner: { name: string; staleAfterDays: number },
  listings: Array<{ name: string; link: string; verifiedAt: Date | null }>,
  locale: Locale = 'en',
): Mail {
  const one = listings.length === 1;
  const days = { days: owner.staleAfterDays };
  return {
    to,
    subject: one
      ? serverText(locale, 'Is {name} still correct on Menudex?', {
          name: listings[0]?.name || serverText(locale, 'your listing'),
        })
      : serverText(locale, 'Are your {count} listings still correct on Menudex?', {
          count: listings.length,
        }),
    text: [
      serverText(locale, 'Hello {name},', { name: owner.name }),
      '',
      one
        ? serverText(
            locale,
            'Guests trust listings that were checked recently. This listing has not been confirmed for more than {days} days:',
            days,
          )
        : serverText(
            locale,
            'Guests trust listings that were checked recently. These listings have not been confirmed for more than {days} days:',
            days,
          ),
      '',
      ...listings.map(
        (l) =>
          `- ${l.name || serverText(locale, 'Your business')} (${
            l.verifiedAt
              ? serverText(locale, 'last confirmed {date}', {
                  date: l.verifiedAt.toISOString().slice(0, 10),
                })
              : serverText(locale, 'never confirmed')
          }): ${l.link}`,
      ),
      '',
      serverText(
        locale,
        'Open the link, check the hours, prices and menu, and press "Confirm everything is correct" (or save your changes).',
      ),
      '',
    ].join('\n'),
  };
}

// The mails claims send: the link to the business's address of record (in the language of the
// claimant's request), and the admin's decision to the claimant (in the claimant's language, which
// their account keeps). Tokens travel in the link's fragment, like the account links
// (user/account-mail.ts). docs/decisions/054.
import { CLAIM_LINK_HOURS } from '@menudex/contract/claims';
import { localizePath, type Locale } from '@menudex/contract/i18n/locales';
import { serverText } from '@menudex/contract/i18n/server-messages';
import type { Mail } from '../../lib/mailer.ts';

export const claimLink = (base: string, token: string, locale: Locale = 'en') =>
  `${base}${localizePath(locale, '/claim')}#token=${token}`;

export function claimLinkMail(
  to: string,
  claim: { businessName: string; claimantName: string; message: string },
  link: string,
  locale: Locale = 'en',
): Mail {
  const names = { claimant: claim.claimantName, business: claim.businessName };
  return {
    to,
    subject: serverText(locale, 'Confirm that {claimant} manages {business} on Menudex', names),
    text: [
      serverText(locale, 'Hello,'),
      '',
      serverText(
        locale,
        '{claimant} asked to manage the listing of {business} on Menudex, the menu directory. This is the e-mail address we have for the business, so we ask here.',
        names,
      ),
      ...(claim.message
        ? ['', serverText(locale, 'Their message: {note}', { note: claim.message })]
        : []),
      '',
      serverText(
        locale,
        'If that is you or someone you trust, open this link while signed in as {claimant}:',
        names,
      ),
      link,
      '',
      serverText(
        locale,
        'The link works once, for {hours} hours. If you do not know about this, ignore this mail: nothing changes.',
        { hours: CLAIM_LINK_HOURS },
      ),
      '',
    ].join('\n'),
  };
}

export function claimDecisionMail(
  to: string,
  claim: { businessName: string; claimantName: string; approved: boolean; note: string },
  locale: Locale = 'en',
): Mail {
  const business = { business: claim.businessName };
  return {
    to,
    subject: claim.approved
      ? serverText(locale, 'You now manage {business} on Menudex', business)
      : serverText(locale, 'Your claim of {business} on Menudex', business),
    text: [
      serverText(locale, 'Hello {name},', { name: claim.claimantName }),
      '',
      claim.approved
        ? serverText(
            locale,
            'Your claim was approved: you can now edit {business} on Menudex.',
            business,
          )
        : serverText(locale, 'We could not approve your claim of {business}.', business),
      ...(claim.note ? ['', claim.note] : []),
      '',
    ].join('\n'),
  };
}

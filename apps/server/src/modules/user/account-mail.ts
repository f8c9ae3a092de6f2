// The mails accounts send: plain, short texts with one link each, in the language of the request
// that asked for them (docs/decisions/054), the link under that language's pages (`/vi/…`). Tokens
// travel in the link's fragment (#token=…), which browsers never send to a server, so they stay out
// of access logs.
import { localizePath, type Locale } from '@menudex/contract/i18n/locales';
import { serverText } from '@menudex/contract/i18n/server-messages';
import type { Mail } from '../../lib/mailer.ts';

export const VERIFY_LINK_HOURS = 48;
export const RESET_LINK_MINUTES = 60;

export const verifyEmailLink = (base: string, token: string, locale: Locale = 'en') =>
  `${base}${localizePath(locale, '/verify-email')}#token=${token}`;
export const resetPasswordLink = (base: string, token: string, locale: Locale = 'en') =>
  `${base}${localizePath(locale, '/reset-password')}#token=${token}`;

export function verificationMail(
  to: string,
  name: string,
  link: string,
  locale: Locale = 'en',
): Mail {
  return {
    to,
    subject: serverText(locale, 'Verify your e-mail address for Menudex'),
    text: [
      serverText(locale, 'Hello {name},', { name }),
      '',
      serverText(locale, 'Please confirm that this is your e-mail address by opening this link:'),
      link,
      '',
      serverText(
        locale,
        'The link works once, for {hours} hours. If you did not sign up for Menudex, ignore this mail.',
        { hours: VERIFY_LINK_HOURS },
      ),
      '',
    ].join('\n'),
  };
}

export function resetMail(to: string, name: string, link: string, locale: Locale = 'en'): Mail {
  return {
    to,
    subject: serverText(locale, 'Set a new Menudex password'),
    text: [
      serverText(locale, 'Hello {name},', { name }),
      '',
      serverText(
        locale,
        'Someone, probably you, asked to set a new password for your Menudex account. Open this link to choose it:',
      ),
      link,
      '',
      serverText(
        locale,
        'The link works once, for one hour. If you did not ask, ignore this mail: your password stays as it is.',
      ),
      '',
    ].join('\n'),
  };
}

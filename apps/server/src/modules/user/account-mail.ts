// The mails accounts send: plain, short texts with one link each. Tokens travel in the link's
// fragment (#token=…), which browsers never send to a server, so they stay out of access logs.
import type { Mail } from '../../lib/mailer.ts';

export const VERIFY_LINK_HOURS = 48;
export const RESET_LINK_MINUTES = 60;

export const verifyEmailLink = (base: string, token: string) =>
  `${base}/verify-email#token=${token}`;
export const resetPasswordLink = (base: string, token: string) =>
  `${base}/reset-password#token=${token}`;

export function verificationMail(to: string, name: string, link: string): Mail {
  return {
    to,
    subject: 'Verify your e-mail address for Menudex',
    text: [
      `Hello ${name},`,
      '',
      'Please confirm that this is your e-mail address by opening this link:',
      link,
      '',
      `The link works once, for ${VERIFY_LINK_HOURS} hours. If you did not sign up for Menudex, ignore this mail.`,
      '',
    ].join('\n'),
  };
}

export function resetMail(to: string, name: string, link: string): Mail {
  return {
    to,
    subject: 'Set a new Menudex password',
    text: [
      `Hello ${name},`,
      '',
      'Someone, probably you, asked to set a new password for your Menudex account. Open this link to choose it:',
      link,
      '',
      'The link works once, for one hour. If you did not ask, ignore this mail: your password stays as it is.',
      '',
    ].join('\n'),
  };
}

// Sends the few mails Menudex writes (verification and password-reset links): nodemailer over SMTP
// with SMTP_URL. Without SMTP, demo mode writes each mail to the server log instead, and outside demo
// mode mail is off (the features that need it say so at start-up and answer 404).
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../config.ts';

export type Mail = { to: string; subject: string; text: string };

export type MailMode = 'smtp' | 'log' | 'off';

export type Mailer = {
  mode: MailMode;
  /** Why mail is off, naming the setting to change; null when mails go out (or to the log). */
  offReason: string | null;
  /** Where links in mails point: PUBLIC_URL (or the local address in demo mode). */
  linkBaseUrl: string;
  send(mail: Mail): Promise<void>;
  close(): void;
};

/** How mail goes with this configuration, and why it is off when it is. */
export function mailSetup(config: Config): { mode: MailMode; offReason: string | null } {
  const { smtpUrl, linkBaseUrl } = config.mail;
  if (linkBaseUrl && smtpUrl) return { mode: 'smtp', offReason: null };
  if (linkBaseUrl && config.demo) return { mode: 'log', offReason: null };
  // Links in mails need the site's public address: never the request's Host header.
  const missing = [!smtpUrl && 'SMTP_URL', !linkBaseUrl && 'PUBLIC_URL'].filter(Boolean);
  return {
    mode: 'off',
    offReason: `${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not set`,
  };
}

export function createMailer(config: Config, log: (text: string) => void = console.log): Mailer {
  const { smtpUrl, from, linkBaseUrl } = config.mail;
  const setup = mailSetup(config);
  if (setup.mode === 'off' || !linkBaseUrl) return off(setup.offReason ?? 'mail is not set up');
  if (setup.mode === 'smtp' && smtpUrl) {
    const transport: Transporter = nodemailer.createTransport({
      url: smtpUrl,
      // A mail server that does not answer must not hold a request or a process for minutes.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    return {
      mode: 'smtp',
      offReason: null,
      linkBaseUrl,
      async send(mail) {
        await transport.sendMail({ from, ...mail });
      },
      close: () => transport.close(),
    };
  }
  {
    return {
      mode: 'log',
      offReason: null,
      linkBaseUrl,
      async send(mail) {
        log(
          [
            `Mail (demo mode, no SMTP_URL: not sent) to ${mail.to}`,
            `Subject: ${mail.subject}`,
            '',
            mail.text,
          ].join('\n'),
        );
      },
      close: () => {},
    };
  }

  function off(reason: string): Mailer {
    return {
      mode: 'off',
      offReason: reason,
      linkBaseUrl: '',
      async send() {
        throw new Error(`Mail is off: ${reason}`);
      },
      close: () => {},
    };
  }
}

/** The start-up line about mail: what is off and why, or null when mail works. */
export function mailStatusLine(config: Config): string | null {
  const setup = mailSetup(config);
  if (setup.mode === 'off') {
    return `Mail is off (${setup.offReason}): e-mail verification and password reset are turned off. Set SMTP_URL, MAIL_FROM and PUBLIC_URL to turn them on.`;
  }
  if (setup.mode === 'log') {
    return 'Mail: no SMTP_URL, so verification and password-reset mails are written to this log (demo mode).';
  }
  return null;
}

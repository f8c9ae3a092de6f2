// A real SMTP server on 127.0.0.1 (the smtp-server package) that keeps what it receives, parsed with
// mailparser, so tests read the links out of the mails Menudex sent.
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { from: string; to: string[]; subject: string; text: string };

export type SmtpSink = {
  url: string;
  mails: ReceivedMail[];
  /** Waits for the next mail to the address that this sink has not handed out yet. */
  next(to: string, options?: { timeoutMs?: number }): Promise<ReceivedMail>;
  /** Mails received for the address so far. */
  to(address: string): ReceivedMail[];
  close(): Promise<void>;
};

export async function startSmtpSink(): Promise<SmtpSink> {
  const mails: ReceivedMail[] = [];
  const taken = new Map<string, number>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          mails.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
          });
          callback();
        })
        .catch((err: Error) => callback(err));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const to = (address: string) => mails.filter((m) => m.to.includes(address));
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    to,
    async next(address, options = {}) {
      const deadline = Date.now() + (options.timeoutMs ?? 5000);
      const index = taken.get(address) ?? 0;
      for (;;) {
        const mail = to(address)[index];
        if (mail) {
          taken.set(address, index + 1);
          return mail;
        }
        if (Date.now() > deadline) throw new Error(`No mail to ${address} arrived`);
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The token in a Menudex link (…/verify-email#token=… or …/reset-password#token=…). */
export function linkIn(text: string, page: 'verify-email' | 'reset-password'): URL {
  const match = new RegExp(`https?://\\S+/${page}#token=[\\w-]+`).exec(text);
  if (!match) throw new Error(`No ${page} link in:\n${text}`);
  return new URL(match[0]);
}

export const tokenOf = (link: URL) => new URLSearchParams(link.hash.slice(1)).get('token') ?? '';

// The reminder an owner gets about listings nobody has confirmed for a while: one mail for all of
// their stale listings, with the link to where they confirm them.
import type { Mail } from '../../lib/mailer.ts';

export function reminderMail(
  to: string,
  owner: { name: string; staleAfterDays: number },
  listings: Array<{ name: string; link: string; verifiedAt: Date | null }>,
): Mail {
  const one = listings.length === 1;
  return {
    to,
    subject: one
      ? `Is ${listings[0]?.name || 'your listing'} still correct on Menudex?`
      : `Are your ${listings.length} listings still correct on Menudex?`,
    text: [
      `Hello ${owner.name},`,
      '',
      `Guests trust listings that were checked recently. ${one ? 'This listing has' : 'These listings have'} not been confirmed for more than ${owner.staleAfterDays} days:`,
      '',
      ...listings.map(
        (l) =>
          `- ${l.name || 'Your business'} (${l.verifiedAt ? `last confirmed ${l.verifiedAt.toISOString().slice(0, 10)}` : 'never confirmed'}): ${l.link}`,
      ),
      '',
      'Open the link, check the hours, prices and menu, and press "Confirm everything is correct" (or save your changes).',
      '',
    ].join('\n'),
  };
}

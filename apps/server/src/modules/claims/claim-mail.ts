// The mails claims send: the link to the business's address of record, and the admin's decision to
// the claimant. Tokens travel in the link's fragment, like the account links (user/account-mail.ts).
import { CLAIM_LINK_HOURS } from '@menudex/contract/claims';
import type { Mail } from '../../lib/mailer.ts';

export const claimLink = (base: string, token: string) => `${base}/claim#token=${token}`;

export function claimLinkMail(
  to: string,
  claim: { businessName: string; claimantName: string; message: string },
  link: string,
): Mail {
  return {
    to,
    subject: `Confirm that ${claim.claimantName} manages ${claim.businessName} on Menudex`,
    text: [
      'Hello,',
      '',
      `${claim.claimantName} asked to manage the listing of ${claim.businessName} on Menudex, the menu directory. This is the e-mail address we have for the business, so we ask here.`,
      ...(claim.message ? ['', `Their message: ${claim.message}`] : []),
      '',
      `If that is you or someone you trust, open this link while signed in as ${claim.claimantName}:`,
      link,
      '',
      `The link works once, for ${CLAIM_LINK_HOURS} hours. If you do not know about this, ignore this mail: nothing changes.`,
      '',
    ].join('\n'),
  };
}

export function claimDecisionMail(
  to: string,
  claim: { businessName: string; claimantName: string; approved: boolean; note: string },
): Mail {
  return {
    to,
    subject: claim.approved
      ? `You now manage ${claim.businessName} on Menudex`
      : `Your claim of ${claim.businessName} on Menudex`,
    text: [
      `Hello ${claim.claimantName},`,
      '',
      claim.approved
        ? `Your claim was approved: you can now edit ${claim.businessName} on Menudex.`
        : `We could not approve your claim of ${claim.businessName}.`,
      ...(claim.note ? ['', claim.note] : []),
      '',
    ].join('\n'),
  };
}

// The 'account' area's English texts (docs/decisions/053): keys start with 'account.'; ICU MessageFormat.
// Edit this file and account-vi.ts, then run `npm run i18n:compile`. Texts the specification or the
// contract already words (TEXTS, USER_TEXTS, REPORT_TEXTS, FEEDBACK_TEXTS, the feedback questions)
// are taken from there, so English stays byte-identical; a count is passed as `count` (the plural)
// and `n` (written the page's way, apps/web/src/lib/locale-format.ts).
import {
  FEEDBACK_QUESTIONS,
  MENU_ITEM_QUESTION,
  SUGGESTION_QUESTION,
  TEXTS,
} from '../../constants.ts';
import { FEEDBACK_TEXTS } from '../../feedback.ts';
import { REPORT_REASON_LABELS, REPORT_TEXTS } from '../../reports.ts';
import { USER_TEXTS } from '../../user.ts';

const [SERVICE, ATMOSPHERE, SPEED] = FEEDBACK_QUESTIONS;
const label = (question: { labels: readonly string[] } | undefined, index: number): string =>
  question?.labels[index] ?? '';

export const ACCOUNT_EN = {
  // Shared by the dialogs and pages of the area.
  'account.close': 'Close',
  'account.cancel': 'Cancel',
  'account.retry': 'Retry',
  'account.continue': 'Continue',
  'account.somethingWrong': 'Something went wrong',
  'account.somethingWrongTryAgain': 'Something went wrong, please try again',
  'account.emailAddress': 'Email Address',
  'account.password': 'Password',
  'account.newPassword': 'New password',
  'account.passwordHint':
    '{count, plural, one {At least {n} character} other {At least {n} characters}}',
  'account.checkingLink': 'Checking your link…',
  'account.linkInvalid': USER_TEXTS.linkInvalid,
  // The shared rules' messages (the contract's zod schemas), as the forms show them.
  'account.rule.nameRequired': USER_TEXTS.nameRequired,
  'account.rule.nameTooLong':
    '{count, plural, one {Name must be at most {n} character} other {Name must be at most {n} characters}}',
  'account.rule.emailInvalid': USER_TEXTS.emailInvalid,
  'account.rule.passwordRequired': USER_TEXTS.passwordRequired,
  'account.rule.wrongCredentials': USER_TEXTS.wrongCredentials,
  'account.rule.passwordTooShort':
    '{count, plural, one {Password must be at least {n} character} other {Password must be at least {n} characters}}',
  'account.rule.passwordTooLong':
    '{count, plural, one {Password must be at most {n} character} other {Password must be at most {n} characters}}',
  // The sign-in dialog.
  'account.signIn.signUp': 'Sign Up',
  'account.signIn.signIn': 'Sign In',
  'account.signIn.reset': 'Reset Password',
  'account.signIn.resetIntro':
    'Enter the e-mail address of your account and we will send you a link to set a new password.',
  'account.signIn.userName': 'User Name',
  'account.signIn.forgotPassword': 'Forgot password?',
  'account.signIn.sendResetLink': 'Send reset link',
  'account.signIn.backToSignIn': 'Back to Sign In',
  'account.signIn.haveAccount': 'Already have an account? Sign in',
  'account.signIn.noAccount': "Don't have an account? Sign Up",
  'account.signIn.continueWithFacebook': 'Continue with Facebook',
  'account.signIn.or': 'or',
  'account.signIn.facebookFailed': 'Facebook Sign In was unsuccessful. Try again later',
  'account.signIn.googleFailed': TEXTS.googleSignInFailed,
  'account.signIn.facebookUnavailable':
    'Continue with Facebook could not load (an ad blocker or the network may have stopped it). You can still sign in with your e-mail below.',
  'account.signIn.googleUnavailable':
    'Sign in with Google could not load (an ad blocker or the network may have stopped it). You can still sign in with your e-mail above.',
  // After sign-up.
  'account.signedUp.title': "You're signed in",
  'account.signedUp.ready': 'Your account is ready and you are signed in.',
  'account.signedUp.mailed': 'We sent an e-mail to {email} with a link to confirm your address.',
  'account.signedUp.logged':
    'This demo server writes its mail to its own log instead of sending it: the link to confirm {email} is there.',
  'account.signedUp.later':
    'You can use Menudex now; the confirmed address is needed to claim a business, and until then your profile offers to send the link again.',
  'account.signedUp.noMail':
    'You will sign in with {email} and your password. This server sends no e-mail, so there is no address to confirm.',
  // The reset-password and verify-email pages (where the mailed links land).
  'account.reset.title': 'Set a new password',
  'account.reset.done': '{message}. Sign in with your new password.',
  'account.reset.submit': 'Set new password',
  'account.reset.linkDead': USER_TEXTS.resetLinkDead,
  'account.reset.askAgain': USER_TEXTS.resetLinkAskAgain,
  'account.reset.askForNewLink': 'Ask for a new link',
  'account.reset.sendNewLink': 'Send a new link',
  'account.verify.title': 'Verify e-mail',
  'account.verify.askOnProfile': 'You can ask for a new link on your profile.',
  'account.verify.goToTheList': 'Go to The List',
  // The profile page.
  'account.profile.myBusinesses': 'My Businesses',
  'account.profile.favorites': 'Favorited Businesses',
  'account.profile.noFavorites': TEXTS.noFavoritedBusiness,
  'account.profile.noFavoritesText':
    'Press the heart on a business’s page, and the business is kept here for your next visit.',
  'account.profile.browseBusinesses': 'Browse Businesses',
  'account.profile.likedItems': 'Liked Items',
  'account.profile.noLikedItems': TEXTS.noLikedItem,
  'account.profile.noLikedItemsText':
    'Like the dishes you enjoyed: they are listed here, and they help others choose.',
  'account.profile.browseTheList': 'Browse The List',
  'account.profile.account': 'Account',
  'account.profile.pleaseLogin': TEXTS.pleaseLogin,
  // The profile's Account section.
  'account.unverified.text':
    'Your e-mail address {email} is not verified yet. Open the link we mailed you to verify it.',
  'account.unverified.resend': 'Resend link',
  'account.password.change': 'Change password',
  'account.password.set': 'Set a password',
  'account.password.changed': USER_TEXTS.passwordChanged,
  'account.password.current': 'Current password',
  'account.download.text': 'Your account, likes, favorites, businesses and claims as a JSON file.',
  'account.download.button': 'Download my data',
  'account.delete.button': 'Delete account',
  'account.delete.warning': 'Your likes and favorites are removed with it. This cannot be undone.',
  'account.delete.confirmTitle': 'Delete your account?',
  'account.delete.confirmText': 'Your account, likes and favorites will be deleted for good.',
  // The public page on deleting an account.
  'account.deletePage.tabTitle': 'Delete your account',
  'account.deletePage.title': 'Delete your Menudex account',
  'account.deletePage.intro': 'You can delete your account yourself at any time:',
  'account.deletePage.step1': 'Sign in with the account you want to delete.',
  'account.deletePage.step2': 'Open {profile} and go to the {account} section.',
  'account.deletePage.step3':
    'Press {deleteAccount} and confirm (with your password when the account has one).',
  'account.deletePage.what':
    'Your account is deleted at once and for good, with your likes and dislikes, favorites, claims, and your place as an owner of any business (the business listing itself stays in the directory). Before you delete it, you can keep a copy with {download} in the same section.',
  'account.deletePage.goToProfile': 'Go to my profile',
  'account.deletePage.writeTo':
    "Cannot sign in any more? Write to {email} from the account's address and we delete it for you.",
  // The report dialog.
  'account.report.title': REPORT_TEXTS.dialogTitle,
  'account.report.sent': REPORT_TEXTS.sent,
  'account.report.sentWithEmail': REPORT_TEXTS.sentWithEmail,
  'account.report.about': 'What is it about?',
  'account.report.thisBusiness': 'This business',
  'account.report.reason': 'Reason',
  'account.report.reason.wrongInfo': REPORT_REASON_LABELS['wrong-info'],
  'account.report.reason.closed': REPORT_REASON_LABELS.closed,
  'account.report.reason.illegal': REPORT_REASON_LABELS.illegal,
  'account.report.reason.spam': REPORT_REASON_LABELS.spam,
  'account.report.reason.other': REPORT_REASON_LABELS.other,
  'account.report.message': 'What is wrong?',
  'account.report.suggest': 'Suggest the correct details (optional; leave the rest blank)',
  'account.report.phone': 'Phone',
  'account.report.name': 'Name',
  'account.report.website': 'Website',
  'account.report.businessEmail': 'Business e-mail',
  'account.report.address': 'Address',
  'account.report.city': 'City',
  'account.report.email': 'Your e-mail (optional)',
  'account.report.emailHelp': 'Only to tell you the outcome; it is not shown to anyone.',
  'account.report.send': 'Send report',
  // The claim dialog.
  'account.claim.claimThis': 'Claim this business',
  'account.claim.title': 'Claim {name}',
  'account.claim.intro':
    'When the business has an e-mail address on Menudex, we send a link there: open it while signed in and you manage the listing at once. Otherwise an admin checks your claim.',
  'account.claim.message': 'How are you connected to the business? (optional)',
  'account.claim.send': 'Send claim',
  // The feedback dialog and form (the questions are sent in English: these are what is shown).
  'account.feedback.title': 'Feedback',
  'account.feedback.form': 'Feedback form',
  'account.feedback.redeemed': TEXTS.redeemed,
  'account.feedback.redeemedLine': 'Your {percent}% discount at {name} has been used. Enjoy!',
  'account.feedback.thisBusiness': 'this business',
  // The discount card: "Thank you", "10% Discount", "10% off your next order at …", Redeem.
  'account.discount.title': FEEDBACK_TEXTS.discountTitle,
  'account.discount.amount': '{percent}% Discount',
  'account.discount.line': '{percent}% off your next order at {name}',
  'account.discount.redeem': FEEDBACK_TEXTS.redeem,
  // The till's last step (the redeem confirmation), in the specification's words.
  'account.redeem.title': TEXTS.redeemTitle,
  'account.redeem.warning': TEXTS.redeemWarning,
  'account.redeem.no': FEEDBACK_TEXTS.no,
  'account.redeem.yes': FEEDBACK_TEXTS.yes,
  // A rating's stars as heard: "4 Stars, Good".
  'account.feedback.stars': '{count, plural, one {{n} Star} other {{n} Stars}}, {label}',
  'account.feedback.cooldown':
    '{count, plural, one {Thanks for your feedback! You can leave feedback again in {n} day.} other {Thanks for your feedback! You can leave feedback again in {n} days.}}',
  'account.feedback.programOff': FEEDBACK_TEXTS.programOff,
  'account.feedback.menuItemPrompt': FEEDBACK_TEXTS.menuItemPrompt,
  'account.feedback.menuItemToggle': FEEDBACK_TEXTS.menuItemToggle,
  'account.feedback.menuItemComment': FEEDBACK_TEXTS.menuItemComment,
  'account.feedback.suggestions': SUGGESTION_QUESTION,
  'account.feedback.suggestionsPrompt': FEEDBACK_TEXTS.suggestionsPrompt,
  'account.feedback.submit': FEEDBACK_TEXTS.submit,
  'account.feedback.service': SERVICE?.question ?? '',
  'account.feedback.service.1': label(SERVICE, 0),
  'account.feedback.service.2': label(SERVICE, 1),
  'account.feedback.service.3': label(SERVICE, 2),
  'account.feedback.service.4': label(SERVICE, 3),
  'account.feedback.service.5': label(SERVICE, 4),
  'account.feedback.atmosphere': ATMOSPHERE?.question ?? '',
  'account.feedback.atmosphere.1': label(ATMOSPHERE, 0),
  'account.feedback.atmosphere.2': label(ATMOSPHERE, 1),
  'account.feedback.atmosphere.3': label(ATMOSPHERE, 2),
  'account.feedback.atmosphere.4': label(ATMOSPHERE, 3),
  'account.feedback.atmosphere.5': label(ATMOSPHERE, 4),
  'account.feedback.speed': SPEED?.question ?? '',
  'account.feedback.speed.1': label(SPEED, 0),
  'account.feedback.speed.2': label(SPEED, 1),
  'account.feedback.speed.3': label(SPEED, 2),
  'account.feedback.speed.4': label(SPEED, 3),
  'account.feedback.speed.5': label(SPEED, 4),
  'account.feedback.menuItem': MENU_ITEM_QUESTION.question,
  'account.feedback.menuItem.1': label(MENU_ITEM_QUESTION, 0),
  'account.feedback.menuItem.2': label(MENU_ITEM_QUESTION, 1),
  'account.feedback.menuItem.3': label(MENU_ITEM_QUESTION, 2),
  'account.feedback.menuItem.4': label(MENU_ITEM_QUESTION, 3),
  'account.feedback.menuItem.5': label(MENU_ITEM_QUESTION, 4),
} as const;

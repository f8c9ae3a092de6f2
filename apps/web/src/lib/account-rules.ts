// The contract's account rules (user.ts) word their messages in English, for the API; the forms
// that check the same rules before sending show those messages in the page's language.
import { LIMITS } from '@menudex/contract/constants';
import type { AreaMessageKey } from '@menudex/contract/i18n/areas';
import { USER_TEXTS } from '@menudex/contract/user';
import { formatCount } from './locale-format.ts';
import type { Locale } from '@menudex/contract/i18n/locales';
import type { Translate } from './i18n.tsx';

type AccountKey = AreaMessageKey<'account'>;

/** Each rule's message, and its key with the number it names (if any). */
const RULES: ReadonlyMap<string, [AccountKey, number?]> = new Map<string, [AccountKey, number?]>([
  [USER_TEXTS.nameRequired, ['account.rule.nameRequired']],
  [USER_TEXTS.nameTooLong, ['account.rule.nameTooLong', LIMITS.userNameMaxLength]],
  [USER_TEXTS.emailInvalid, ['account.rule.emailInvalid']],
  [USER_TEXTS.passwordRequired, ['account.rule.passwordRequired']],
  [USER_TEXTS.passwordTooShort, ['account.rule.passwordTooShort', LIMITS.passwordMinLength]],
  [USER_TEXTS.passwordTooLong, ['account.rule.passwordTooLong', LIMITS.passwordMaxLength]],
  [USER_TEXTS.wrongCredentials, ['account.rule.wrongCredentials']],
]);

/** A rule's message in the page's language (any other message as it is). */
export function ruleText(message: string, t: Translate<AccountKey>, locale: Locale): string {
  const rule = RULES.get(message);
  if (!rule) return message;
  const [key, count] = rule;
  return count === undefined ? t(key) : t(key, { count, n: formatCount(count, locale) });
}

import { describe, expect, it } from 'vitest';
import { USER_TEXTS } from '@menudex/contract/user';
import { ruleText } from './account-rules.ts';
import { translator } from './i18n.tsx';

describe("the account rules' messages", () => {
  it('read as the contract words them in English, the number included', () => {
    const t = translator<string>('en');
    for (const message of [
      USER_TEXTS.nameRequired,
      USER_TEXTS.nameTooLong,
      USER_TEXTS.emailInvalid,
      USER_TEXTS.passwordRequired,
      USER_TEXTS.passwordTooShort,
      USER_TEXTS.passwordTooLong,
      USER_TEXTS.wrongCredentials,
    ]) {
      expect(ruleText(message, t, 'en')).toBe(message);
    }
  });

  it('read in Vietnamese on a Vietnamese page, and any other message as it came', () => {
    const t = translator<string>('vi');
    expect(ruleText(USER_TEXTS.passwordTooShort, t, 'vi')).toBe('Mật khẩu phải có ít nhất 8 ký tự');
    expect(ruleText(USER_TEXTS.emailInvalid, t, 'vi')).toBe('Vui lòng nhập địa chỉ email hợp lệ');
    expect(ruleText('Too many attempts', t, 'vi')).toBe('Too many attempts');
  });
});

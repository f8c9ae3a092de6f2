import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { translator } from './i18n.tsx';
import { richText } from './rich-text.tsx';

describe('a translated sentence with elements in it', () => {
  it('puts each element where its language places the argument', () => {
    const en = render(
      <p>
        {richText(translator<string>('en'), 'account.deletePage.step2', {
          profile: <strong>Profile</strong>,
          account: <strong>Account</strong>,
        })}
      </p>,
    );
    expect(en.container.innerHTML).toBe(
      '<p>Open <strong>Profile</strong> and go to the <strong>Account</strong> section.</p>',
    );
    const vi = render(
      <p>
        {richText(translator<string>('vi'), 'account.signedUp.mailed', {
          email: <strong>ann@example.com</strong>,
        })}
      </p>,
    );
    expect(vi.container.innerHTML).toBe(
      '<p>Chúng tôi đã gửi email đến <strong>ann@example.com</strong> kèm liên kết để xác nhận địa chỉ của bạn.</p>',
    );
  });
});

// The server catalogue's translator (docs/decisions/054): a region the English names is written the
// way the asked language names it, and a stored import report's row reads in that language.
import { describe, expect, it } from 'vitest';
import { translateServerMessage } from './server-messages.ts';

describe('translateServerMessage', () => {
  it("names a message's region in the asked language, with or without the English 'the'", () => {
    expect(
      translateServerMessage(
        'vi',
        'Please enter a valid phone number from the United States, like (415) 555-0100',
      ),
    ).toBe('Vui lòng nhập số điện thoại hợp lệ của Hoa Kỳ, ví dụ (415) 555-0100');
    expect(
      translateServerMessage(
        'vi',
        'Please enter a valid phone number from Vietnam, like 0912 345 678 (or + and the country code)',
      ),
    ).toBe(
      'Vui lòng nhập số điện thoại hợp lệ của Việt Nam, ví dụ 0912 345 678 (hoặc dấu + và mã quốc gia)',
    );
    // A name that is no region's stays as it was written.
    expect(
      translateServerMessage('vi', 'Please enter a valid phone number from Atlantis, like 1'),
    ).toBe('Vui lòng nhập số điện thoại hợp lệ của Atlantis, ví dụ 1');
  });

  it("reads an import report's rows, a problem inside another translated in turn", () => {
    expect(translateServerMessage('vi', 'name is required.')).toBe('Cần có name.');
    expect(
      translateServerMessage(
        'vi',
        'opening hours kept as text: times that follow the sun (sunrise, sunset, dawn, dusk) are not fixed hours.',
      ),
    ).toBe(
      'giờ mở cửa được giữ dạng văn bản: giờ theo mặt trời (bình minh, hoàng hôn, rạng đông, chạng vạng) không phải giờ cố định.',
    );
    expect(
      translateServerMessage('vi', 'address1 must be at most 200 characters (it has 1,234).'),
    ).toBe('address1 tối đa 200 ký tự (hiện có 1.234).');
    expect(translateServerMessage('en', 'name is required.')).toBe('name is required.');
  });
});

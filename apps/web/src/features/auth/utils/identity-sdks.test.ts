import { describe, expect, it } from 'vitest';
import { FACEBOOK_SCRIPT, facebookScript } from './identity-sdks.ts';

describe("Facebook's SDK", () => {
  it("is asked for in the page's language", () => {
    expect(facebookScript('vi')).toBe('https://connect.facebook.net/vi_VN/sdk.js');
    expect(FACEBOOK_SCRIPT).toBe('https://connect.facebook.net/en_US/sdk.js');
  });
});

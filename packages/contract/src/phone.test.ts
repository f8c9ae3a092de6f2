import { describe, expect, it } from 'vitest';
import { formatStoredPhone, invalidPhoneText, isPhoneRegion, normalizePhoneIn } from './phone.ts';

describe('phone numbers in a US install', () => {
  it('keep the specification rules: ten digits, a leading 1 dropped, not starting with 0', () => {
    expect(normalizePhoneIn('(408) 555-0100', 'US')).toBe('4085550100');
    expect(normalizePhoneIn('+1 408 555 0100', 'US')).toBe('4085550100');
    expect(normalizePhoneIn('0912 345 678', 'US')).toBeNull();
    expect(normalizePhoneIn('+84 28 3822 1234', 'US')).toBeNull();
    expect(formatStoredPhone('4085550100')).toBe('(408) 555-0100');
  });

  it('refuse a Vietnamese number with a message naming the format expected', () => {
    expect(invalidPhoneText('US', '(415) 555-0100')).toBe(
      'Please enter a valid phone number from the United States, like (415) 555-0100',
    );
  });
});

describe('phone numbers in a Vietnamese install', () => {
  it('read national and international writings of one number as the same E.164 number', () => {
    expect(normalizePhoneIn('028 3822 1234', 'VN')).toBe('+842838221234');
    expect(normalizePhoneIn('+84 28 3822 1234', 'VN')).toBe('+842838221234');
    expect(normalizePhoneIn('0912.345.678', 'VN')).toBe('+84912345678');
  });

  it('take a foreign number written with + and its country code', () => {
    expect(normalizePhoneIn('+1 408 555 0100', 'VN')).toBe('+14085550100');
  });

  it('refuse what is not a number of the region', () => {
    expect(normalizePhoneIn('12345', 'VN')).toBeNull();
    expect(normalizePhoneIn('call 028 3822 1234', 'VN')).toBeNull();
    expect(normalizePhoneIn('(408) 555-0100', 'VN')).toBeNull();
  });

  it("show the region's numbers as its people write them and others internationally", () => {
    expect(formatStoredPhone('+842838221234', 'VN')).toBe('028 3822 1234');
    expect(formatStoredPhone('+14085550100', 'VN')).toBe('+1 408 555 0100');
    // A number stored before the install changed region keeps its US mask.
    expect(formatStoredPhone('4085550100', 'VN')).toBe('(408) 555-0100');
    expect(formatStoredPhone('', 'VN')).toBe('');
  });

  it('say which numbers are expected', () => {
    expect(invalidPhoneText('VN', '0912 345 678')).toBe(
      'Please enter a valid phone number from Vietnam, like 0912 345 678 (or + and the country code)',
    );
  });

  it('know the regions libphonenumber knows, in upper case only', () => {
    expect(isPhoneRegion('VN')).toBe(true);
    expect(isPhoneRegion('US')).toBe(true);
    expect(isPhoneRegion('vn')).toBe(false);
    expect(isPhoneRegion('XX')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { requestLocale } from './request-locale.ts';

const request = (url: string, acceptLanguage?: string) => ({
  url,
  headers: acceptLanguage === undefined ? {} : { 'accept-language': acceptLanguage },
});

describe('the language a request is answered in', () => {
  it('is ?lang= when it names a language, whatever Accept-Language says', () => {
    expect(requestLocale(request('/api/items?lang=vi', 'en'))).toBe('vi');
    expect(requestLocale(request('/api/items?page=2&lang=en', 'vi'))).toBe('en');
  });

  it('is the first language of Accept-Language we speak, by weight', () => {
    expect(requestLocale(request('/api/items', 'vi'))).toBe('vi');
    expect(requestLocale(request('/api/items', 'fr-FR, vi-VN;q=0.8, en;q=0.5'))).toBe('vi');
    expect(requestLocale(request('/api/items', 'en;q=0.4, vi;q=0.9'))).toBe('vi');
    expect(requestLocale(request('/api/items', 'vi;q=0, en'))).toBe('en');
  });

  it('is English when neither names a language we speak', () => {
    expect(requestLocale(request('/api/items?lang=xx', 'fr, de'))).toBe('en');
    expect(requestLocale(request('/api/items'))).toBe('en');
    expect(requestLocale(request('/api/items', '*'))).toBe('en');
  });
});

import { describe, expect, it } from 'vitest';
import { localizePath, splitLocalePath } from './locales.ts';

describe('a language in the URL', () => {
  it('is read from the prefix, the default language having none', () => {
    expect(splitLocalePath('/vi/the-list')).toEqual({ locale: 'vi', path: '/the-list' });
    expect(splitLocalePath('/vi')).toEqual({ locale: 'vi', path: '/' });
    expect(splitLocalePath('/the-list')).toEqual({ locale: 'en', path: '/the-list' });
  });

  it('leaves an unknown prefix (or the default language spelt out) in the path, which is then no page', () => {
    expect(splitLocalePath('/xx/the-list')).toEqual({ locale: 'en', path: '/xx/the-list' });
    expect(splitLocalePath('/en/the-list')).toEqual({ locale: 'en', path: '/en/the-list' });
    expect(splitLocalePath('/vietnam')).toEqual({ locale: 'en', path: '/vietnam' });
  });

  it('is added in front of a path, queries and the home page included', () => {
    expect(localizePath('vi', '/businesses/1')).toBe('/vi/businesses/1');
    expect(localizePath('vi', '/')).toBe('/vi');
    expect(localizePath('vi', '/?a=1')).toBe('/vi?a=1');
    expect(localizePath('en', '/search?input=pho')).toBe('/search?input=pho');
  });
});

// CURRENCY, PRICE_LEVELS and PHONE_REGION: read once at start-up, a wrong value stops with one line.
import { describe, expect, it } from 'vitest';
import { loadConfig, priceLevelsWarning } from './config.ts';

describe('place settings', () => {
  it('default to a US install: dollars, 15/30/60 and the specification phone mask', () => {
    expect(loadConfig({}).place).toEqual({
      currency: 'USD',
      priceLevels: [15, 30, 60],
      phoneRegion: 'US',
      phoneExample: '(415) 555-0100',
    });
  });

  it('read a Vietnamese install, codes in any case, with an example number of the region', () => {
    const place = loadConfig({
      CURRENCY: 'vnd',
      PRICE_LEVELS: '50000, 150000, 400000',
      PHONE_REGION: 'vn',
    }).place;
    expect(place.currency).toBe('VND');
    expect(place.priceLevels).toEqual([50000, 150000, 400000]);
    expect(place.phoneRegion).toBe('VN');
    expect(place.phoneExample).toMatch(/^0\d{2,3} \d{3} \d{3,4}$/);
  });

  it('refuse an unknown currency or one with three decimals, naming CURRENCY', () => {
    expect(() => loadConfig({ CURRENCY: 'DONG' })).toThrow(
      'Invalid configuration: CURRENCY must be an ISO 4217 currency code like USD or VND',
    );
    expect(() => loadConfig({ CURRENCY: 'KWD' })).toThrow(
      /CURRENCY must be a currency with at most two decimals/,
    );
  });

  it('refuse PRICE_LEVELS that are not three ascending amounts, or have decimals VND has not', () => {
    expect(() => loadConfig({ PRICE_LEVELS: '30,15,60' })).toThrow(
      'Invalid configuration: PRICE_LEVELS must be three ascending amounts in USD, like 15,30,60',
    );
    expect(() => loadConfig({ PRICE_LEVELS: '15,30' })).toThrow(/PRICE_LEVELS must be three/);
    expect(() => loadConfig({ PRICE_LEVELS: 'cheap,mid,dear' })).toThrow(/PRICE_LEVELS/);
    expect(loadConfig({ PRICE_LEVELS: '9.50,20,45.25' }).place.priceLevels).toEqual([
      9.5, 20, 45.25,
    ]);
    expect(() => loadConfig({ CURRENCY: 'VND', PRICE_LEVELS: '50000.5,150000,400000' })).toThrow(
      'Invalid configuration: PRICE_LEVELS has 50000.5, but prices in VND have no decimals',
    );
  });

  it('refuse a phone region libphonenumber does not know', () => {
    expect(() => loadConfig({ PHONE_REGION: 'XX' })).toThrow(
      'Invalid configuration: PHONE_REGION must be a two-letter region code like US or VN',
    );
    expect(() => loadConfig({ PHONE_REGION: 'Vietnam' })).toThrow(/PHONE_REGION/);
  });

  it('warn at start-up when a non-dollar install keeps the dollar price levels', () => {
    const env = { CURRENCY: 'VND' };
    expect(priceLevelsWarning(loadConfig(env), env)).toMatch(/^PRICE_LEVELS is not set/);
    const set = { CURRENCY: 'VND', PRICE_LEVELS: '50000,150000,400000' };
    expect(priceLevelsWarning(loadConfig(set), set)).toBeNull();
    expect(priceLevelsWarning(loadConfig({}), {})).toBeNull();
  });
});

// The install's place settings (CURRENCY, PRICE_LEVELS, PHONE_REGION; docs/guide.md): their defaults
// and how their values are read, for the server's configuration and the web's formatting.
import { currencyDecimals } from './price.ts';

/** Three ascending limits, in the currency's units: a median price under the first is level 1 ($). */
export type PriceLevelBounds = readonly [number, number, number];

export type PlaceSettings = {
  /** ISO 4217: the currency of businesses whose country does not say otherwise. */
  currency: string;
  priceLevels: PriceLevelBounds;
  /** ISO 3166 region: US keeps the specification's phone mask; others go by libphonenumber. */
  phoneRegion: string;
};

export const DEFAULT_PLACE: PlaceSettings = {
  currency: 'USD',
  priceLevels: [15, 30, 60],
  phoneRegion: 'US',
};

/**
 * PRICE_LEVELS as written ('15,30,60', or '50000, 150000, 400000' in VND): three ascending amounts
 * above 0 with no more decimals than the currency has. Answers the bounds, or what is wrong.
 */
export function parsePriceLevels(
  text: string,
  currency: string,
): { bounds: PriceLevelBounds } | { problem: string } {
  const decimals = currencyDecimals(currency);
  const parts = text.split(',').map((s) => s.trim());
  const number = decimals === 0 ? /^\d{1,9}$/ : /^\d{1,9}(\.\d{1,2})?$/;
  const example = decimals === 0 ? '50000,150000,400000' : '15,30,60';
  const shape = `must be three ascending amounts in ${currency}, like ${example}`;
  if (parts.length !== 3 || parts.some((p) => !number.test(p))) {
    const decimal = parts.find((p) => /^\d+\.\d+$/.test(p));
    if (decimals === 0 && decimal !== undefined && parts.length === 3)
      return { problem: `has ${decimal}, but prices in ${currency} have no decimals` };
    return { problem: shape };
  }
  const [a = 0, b = 0, c = 0] = parts.map(Number);
  if (!(a > 0 && a < b && b < c)) return { problem: shape };
  return { bounds: [a, b, c] };
}

/** The bounds in hundredths of the unit, as prices are stored (median_price_cents). */
export function priceLevelCents(bounds: PriceLevelBounds = DEFAULT_PLACE.priceLevels): number[] {
  return bounds.map((b) => Math.round(b * 100));
}

// Phone numbers by the install's PHONE_REGION: US keeps the specification's rules and mask (text.ts:
// ten digits, (#00) 000-0000); any other region reads and writes numbers with libphonenumber-js and
// stores them in E.164 (+842838221234). Only forms and the server import this (its metadata is large).
import {
  isSupportedCountry,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js/min';
import { formatPhone, normalizePhone } from './text.ts';

/** The example the US messages give (the specification's mask). */
export const US_PHONE_EXAMPLE = '(415) 555-0100';

/** A region libphonenumber knows (ISO 3166 alpha-2, upper case), US included. */
export function isPhoneRegion(region: string): region is CountryCode {
  return /^[A-Z]{2}$/.test(region) && isSupportedCountry(region);
}

/**
 * A phone number as stored: ten digits in a US install (normalizePhone); otherwise E.164, read as a
 * number of the region unless it starts with + and its country code. null when it is not a valid
 * number.
 */
export function normalizePhoneIn(input: string, region: string): string | null {
  if (region === 'US' || !isPhoneRegion(region)) return normalizePhone(input);
  if (/[^\d\s()+.-]/.test(input)) return null;
  const parsed = parsePhoneNumberFromString(input, region);
  return parsed?.isValid() ? parsed.number : null;
}

/**
 * A stored number as people read it: ten digits with the specification's mask; E.164 in the
 * region's own way (028 3822 1234) when it is the region's, else international (+1 408 555 0100).
 */
export function formatStoredPhone(stored: string, region = 'US'): string {
  if (stored === '') return '';
  if (/^\d{10}$/.test(stored)) return formatPhone(stored);
  const parsed = stored.startsWith('+') ? parsePhoneNumberFromString(stored) : undefined;
  if (!parsed) return stored;
  return parsed.country === region ? parsed.formatNational() : parsed.formatInternational();
}

/** Regions whose English name takes "the". */
const WITH_THE = new Set(['US', 'GB', 'NL', 'PH', 'AE', 'CZ', 'DO', 'BS', 'GM', 'CF', 'KM', 'MV']);

/** "the United States", "Vietnam": a region's name as a message says it. */
export function regionName(region: string): string {
  let name = region;
  try {
    name = new Intl.DisplayNames('en', { type: 'region' }).of(region) ?? region;
  } catch {
    // An unknown code stays a code.
  }
  return WITH_THE.has(region) ? `the ${name}` : name;
}

/**
 * The 400 for a number that is not one of the install's: which numbers it takes, with an example
 * (the server's config.place.phoneExample).
 */
export function invalidPhoneText(region: string, example: string): string {
  const numbers = `Please enter a valid phone number from ${regionName(region)}, like ${example}`;
  return region === 'US' ? numbers : `${numbers} (or + and the country code)`;
}

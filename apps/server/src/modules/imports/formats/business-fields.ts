// The checks every business file row goes through, whatever its format: lengths the directory holds,
// no control characters, and phone, website, e-mail and hours read or left out with a warning.
import { LIMITS } from '@menudex/contract/constants';
import { BUSINESS_LIMITS, isEmailShape, isWebsite } from '@menudex/contract/businesses';
import type { Diet } from '@menudex/contract/plate';
import { normalizePhoneIn, regionName } from '@menudex/contract/phone';
import { hasControlCharacters } from '@menudex/contract/text';
import { excerpt } from './file-text.ts';
import type { ImportedBusiness, ParsedRow, PlaceText } from './imported-business.ts';
import { OPENING_HOURS_MAX_LENGTH, toHours } from './opening-hours.ts';

/** A row's fields as its file states them, trimmed, before the checks. */
export type BusinessFields = PlaceText & {
  ref: string;
  categories: string[];
  openingHours: string;
  diets: Diet[];
};

export type Coordinates = { lat: number | null; lng: number | null };

export type ParseOptions = {
  timeZone: string;
  now: Date;
  defaultCountry: string;
  /**
   * The install's PHONE_REGION (US when not given: ten digits, the specification's rule) and an
   * example number of the region, which a left-out phone's warning gives.
   */
  phoneRegion?: string;
  phoneExample?: string;
};

/** A reference longer than this is no id a file would give (OSM's are under 20 characters). */
export const REF_MAX_LENGTH = 200;

export const COORDINATE_TEXTS = {
  lat: 'lat must be a number between -90 and 90.',
  lng: 'lng must be a number between -180 and 180.',
  together: 'lat and lng go together: give both or neither.',
} as const;

/** Why a text field cannot be stored, or null. */
function textProblem(label: string, value: string, max: number): string | null {
  const length = Array.from(value).length;
  if (length > max) return `${label} must be at most ${max} characters (it has ${length}).`;
  if (hasControlCharacters(value)) return `${label} must not contain control characters.`;
  return null;
}

/** Why the coordinates cannot be stored, or null. */
export function coordinatesProblem({ lat, lng }: Coordinates): string | null {
  if ((lat === null) !== (lng === null)) return COORDINATE_TEXTS.together;
  if (lat !== null && !(Number.isFinite(lat) && Math.abs(lat) <= 90)) return COORDINATE_TEXTS.lat;
  if (lng !== null && !(Number.isFinite(lng) && Math.abs(lng) <= 180)) return COORDINATE_TEXTS.lng;
  return null;
}

/** The first problem that keeps the row out, or null. */
function rowProblem(f: BusinessFields, at: Coordinates): string | null {
  if (f.name === '') return 'name is required.';
  const address = BUSINESS_LIMITS.addressPartMaxLength;
  const texts: [string, string, number][] = [
    ['id', f.ref, REF_MAX_LENGTH],
    ['name', f.name, LIMITS.nameMaxLength],
    ['address1', f.address1, address],
    ['address2', f.address2, address],
    ['city', f.city, address],
    ['state', f.state, address],
    ['zipCode', f.zipCode, address],
    ['country', f.country, address],
    ['opening_hours', f.openingHours, OPENING_HOURS_MAX_LENGTH],
  ];
  for (const [label, value, max] of texts) {
    const problem = textProblem(label, value, max);
    if (problem) return problem;
  }
  if (f.categories.length > BUSINESS_LIMITS.categoriesMax)
    return `categories must be at most ${BUSINESS_LIMITS.categoriesMax} (there are ${f.categories.length}).`;
  for (const c of f.categories) {
    const problem = textProblem(`category "${excerpt(c)}"`, c, BUSINESS_LIMITS.categoryMaxLength);
    if (problem) return problem;
  }
  return coordinatesProblem(at);
}

/**
 * A phone as the install stores it (docs/decisions/052): ten digits in a US install, E.164 in any
 * other region; the first of several (OSM separates them with ';'). One that is not a number of the
 * region is left out with a warning saying which numbers are expected, so the report shows it.
 */
function readPhone(value: string, warnings: string[], options: ParseOptions): string {
  const [firstNumber = '', ...others] = value.split(';').map((p) => p.trim());
  if (firstNumber === '') return '';
  if (others.some((p) => p !== ''))
    warnings.push('only the first of several phone numbers was kept.');
  const region = options.phoneRegion ?? 'US';
  const stored =
    firstNumber.length <= BUSINESS_LIMITS.phoneInputMaxLength
      ? normalizePhoneIn(firstNumber, region)
      : null;
  if (stored) return stored;
  warnings.push(`phone "${excerpt(firstNumber)}" ${expectedPhone(region, options.phoneExample)}`);
  return '';
}

/** What a left-out phone's warning says is expected: the US rule as before, else the region's. */
function expectedPhone(region: string, example = ''): string {
  if (region === 'US') return 'is not a US phone number of 10 digits, so it was left empty.';
  const like = example ? ` like ${example}` : '';
  return `is not a phone number of ${regionName(region)}${like} (or + and the country code), so it was left empty.`;
}

/** An http(s) address; a bare host name ('www.example.com', as OSM often has it) gets https://. */
function readWebsite(value: string, warnings: string[]): string {
  if (value === '') return '';
  const url = /^[a-z0-9-]+(\.[a-z0-9-]+)+(\/\S*)?$/i.test(value) ? `https://${value}` : value;
  if (url.length <= BUSINESS_LIMITS.websiteMaxLength && isWebsite(url)) return url;
  warnings.push(`website "${excerpt(value)}" is not an http(s) address, so it was left empty.`);
  return '';
}

function readEmail(value: string, warnings: string[]): string {
  const email = value.replace(/^mailto:/i, '');
  if (email === '') return '';
  if (email.length <= BUSINESS_LIMITS.emailMaxLength && isEmailShape(email)) return email;
  warnings.push(`email "${excerpt(value)}" is not an e-mail address, so it was left empty.`);
  return '';
}

/** A row's fields checked: the business, or the error that keeps it out; warnings for what was left out. */
export function checkBusiness(
  fields: BusinessFields,
  at: Coordinates,
  options: ParseOptions,
): Omit<ParsedRow, 'row'> {
  const error = rowProblem(fields, at);
  if (error) return { business: null, error, warnings: [] };
  // The same category twice ('Vietnamese' and 'vietnamese') is kept once.
  const seen = new Set<string>();
  const categories = fields.categories.filter((c) => {
    const key = c.toLowerCase();
    return seen.has(key) ? false : (seen.add(key), true);
  });
  const warnings: string[] = [];
  const phone = readPhone(fields.phone, warnings, options);
  const website = readWebsite(fields.website, warnings);
  const email = readEmail(fields.email, warnings);
  const country = fields.country || options.defaultCountry;
  const hours = toHours(fields.openingHours, {
    timeZone: options.timeZone,
    now: options.now,
    country,
    state: fields.state,
  });
  if (hours.warning) warnings.push(`${hours.warning}.`);
  const business: ImportedBusiness = {
    ref: fields.ref,
    name: fields.name,
    phone,
    website,
    email,
    address1: fields.address1,
    address2: fields.address2,
    city: fields.city,
    state: fields.state,
    zipCode: fields.zipCode,
    country,
    lat: at.lat,
    lng: at.lng,
    categories,
    hours: hours.hours,
    hoursText: hours.hoursText,
    diets: fields.diets,
  };
  return { business, error: null, warnings };
}

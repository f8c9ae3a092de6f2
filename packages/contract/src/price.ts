// Prices as people read them: Intl.NumberFormat in the business's currency, so 3 and 12.5 show as
// "$3.00" and "$12.50" side by side (USD has two decimals; a currency without minor units, such
// as VND, has none).

/**
 * ISO 4217 code of the currency a business in this country prices in; when the country does not say
 * (empty or unknown), the install's currency (CURRENCY, USD by default).
 */
export function currencyForCountry(
  country: string | null | undefined,
  installCurrency = 'USD',
): string {
  const code = (country ?? '').trim().toUpperCase();
  return COUNTRY_CURRENCY[code] ?? installCurrency;
}

const COUNTRY_CURRENCY: Record<string, string> = {
  US: 'USD',
  USA: 'USD',
  'UNITED STATES': 'USD',
  CA: 'CAD',
  CANADA: 'CAD',
  VN: 'VND',
  VIETNAM: 'VND',
  'VIET NAM': 'VND',
  GB: 'GBP',
  UK: 'GBP',
  'UNITED KINGDOM': 'GBP',
  AU: 'AUD',
  AUSTRALIA: 'AUD',
  JP: 'JPY',
  JAPAN: 'JPY',
  MX: 'MXN',
  MEXICO: 'MXN',
  FR: 'EUR',
  DE: 'EUR',
  ES: 'EUR',
  IT: 'EUR',
  NL: 'EUR',
};

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * The currencies businesses price in (COUNTRY_CURRENCY): their decimals, and their symbol as
 * Intl.NumberFormat writes it in English (STYLES names another language's own symbols). Written here without Intl because a
 * page's first Intl object costs the browser its ICU set-up, 20 to 75 ms of main thread on a slow
 * phone while the page hydrates (docs/decisions/033); price.test.ts checks every one against Intl.
 */
const WRITTEN: Record<string, { symbol: string; decimals: 0 | 2 }> = {
  USD: { symbol: '$', decimals: 2 },
  CAD: { symbol: 'CA$', decimals: 2 },
  VND: { symbol: '₫', decimals: 0 },
  GBP: { symbol: '£', decimals: 2 },
  AUD: { symbol: 'A$', decimals: 2 },
  JPY: { symbol: '¥', decimals: 0 },
  MXN: { symbol: 'MX$', decimals: 2 },
  EUR: { symbol: '€', decimals: 2 },
};

/**
 * How each language writes an amount of money (Intl's patterns for en-US and vi): the group and
 * decimal separators, and the symbol before the amount or after it (with a no-break space). A
 * language not listed here is written by Intl.
 */
const STYLES: Record<string, PriceStyle> = {
  en: { group: ',', decimal: '.', symbolFirst: true, locale: 'en-US' },
  // Intl's Vietnamese names two of the currencies apart from English: US$ and AU$.
  vi: {
    group: '.',
    decimal: ',',
    symbolFirst: false,
    locale: 'vi',
    symbols: { USD: 'US$', AUD: 'AU$' },
  },
};

type PriceStyle = {
  group: string;
  decimal: string;
  symbolFirst: boolean;
  /** The BCP 47 tag Intl is asked with. */
  locale: string;
  /** The symbols the language writes otherwise than WRITTEN's (English's). */
  symbols?: Record<string, string>;
};

/**
 * `price` as Intl writes it in a currency of WRITTEN, or null to leave it to Intl (a negative or
 * very large amount). Intl rounds the shortest decimal form of the number half away from zero
 * (1.005 → 1.01), so this rounds the digits of String(price) the same way.
 */
function written(price: number, currency: string, style: PriceStyle): string | null {
  const format = WRITTEN[currency];
  if (!format || !(price >= 0) || price >= 1e12) return null;
  const text = String(price);
  if (text.includes('e')) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  const kept = (fraction + '00').slice(0, format.decimals);
  const roundUp = (fraction[format.decimals] ?? '0') >= '5';
  const scaled = Number(whole + kept) + (roundUp ? 1 : 0);
  const unit = format.decimals === 2 ? 100 : 1;
  const integer = Math.floor(scaled / unit);
  const grouped = String(integer).replace(/\B(?=(\d{3})+(?!\d))/g, style.group);
  const cents =
    format.decimals === 2 ? `${style.decimal}${String(scaled % unit).padStart(2, '0')}` : '';
  const symbol = style.symbols?.[currency] ?? format.symbol;
  return style.symbolFirst ? `${symbol}${grouped}${cents}` : `${grouped}${cents}\u00a0${symbol}`;
}

/**
 * A price as the page's language writes it: "$12.50" for 12.5 in USD in English, "12,50 US$" in
 * Vietnamese; "₫45,000" and "45.000 ₫" in VND. Null when no price is given.
 */
export function formatPrice(
  price: number | null,
  currency = 'USD',
  locale: string = 'en',
): string | null {
  if (price === null) return null;
  const style = Object.prototype.hasOwnProperty.call(STYLES, locale) ? STYLES[locale] : undefined;
  const fast = style ? written(price, currency, style) : null;
  if (fast !== null) return fast;
  const tag = style?.locale ?? locale;
  const key = `${tag}:${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(tag, { style: 'currency', currency });
    formatters.set(key, formatter);
  }
  return formatter.format(price);
}

/**
 * How many decimals prices in this currency have: 2 for USD, 0 for VND and JPY (what Intl uses for
 * the currency). Menudex keeps prices in hundredths, so a currency with 3 (KWD) is refused at start-up.
 */
export function currencyDecimals(currency: string): number {
  const known = WRITTEN[currency];
  if (known) return known.decimals;
  return (
    new Intl.NumberFormat('en-US', { style: 'currency', currency }).resolvedOptions()
      .maximumFractionDigits ?? 2
  );
}

/** An ISO 4217 code this runtime's Intl knows (USD, VND, EUR…), upper case. */
export function isCurrencyCode(code: string): boolean {
  if (!/^[A-Z]{3}$/.test(code)) return false;
  if (code in WRITTEN) return true;
  return Intl.supportedValuesOf('currency').includes(code);
}

/** The currencies formatPrice writes without Intl (for its test). */
export const WRITTEN_CURRENCIES = Object.keys(WRITTEN);

/** The languages formatPrice writes without Intl (for its test). */
export const WRITTEN_LOCALES = Object.keys(STYLES);

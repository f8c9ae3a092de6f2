// Prices as people read them: Intl.NumberFormat in the business's currency, so 3 and 12.5 show as
// "$3.00" and "$12.50" side by side (USD has two decimals; a currency without minor units, such
// as VND, has none).

/** ISO 4217 code of the currency a business in this country prices in; USD when unknown. */
export function currencyForCountry(country: string | null | undefined): string {
  const code = (country ?? '').trim().toUpperCase();
  return COUNTRY_CURRENCY[code] ?? 'USD';
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

/** "$12.50" for 12.5 in USD; null when no price is given. */
export function formatPrice(price: number | null, currency = 'USD'): string | null {
  if (price === null) return null;
  let formatter = formatters.get(currency);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', { style: 'currency', currency });
    formatters.set(currency, formatter);
  }
  return formatter.format(price);
}

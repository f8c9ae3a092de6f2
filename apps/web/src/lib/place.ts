// The install's place settings from GET /api/config (CURRENCY, PRICE_LEVELS, PHONE_REGION), and the
// words they give prices and price levels. Before the config arrives: a US install's.
import { useQuery } from '@tanstack/react-query';
import type { RuntimeConfig } from '@menudex/contract/runtime-config';
import { DEFAULT_PLACE } from '@menudex/contract/place';
import { formatPrice } from '@menudex/contract/price';
import { DEFAULT_LOCALE, type Locale } from '@menudex/contract/i18n/locales';
import { apiRequest } from './api-client.ts';
import { translator, type Translate } from './i18n.tsx';
import { RUNTIME_CONFIG_QUERY_KEY } from './runtime-config.ts';

export type Place = RuntimeConfig['place'];

export const US_PLACE: Place = {
  currency: DEFAULT_PLACE.currency,
  priceLevels: [...DEFAULT_PLACE.priceLevels],
  phoneRegion: DEFAULT_PLACE.phoneRegion,
  phoneExample: '(415) 555-0100',
};

/**
 * The place settings from the config query, without asking for it: the layout's footer asks (and a
 * server-rendered page comes with it), so a price on a card does not add a request of its own.
 */
export function usePlace(): Place {
  const config = useQuery({
    queryKey: RUNTIME_CONFIG_QUERY_KEY,
    queryFn: () => apiRequest<RuntimeConfig>('/config'),
    enabled: false,
  });
  return config.data?.place ?? US_PLACE;
}

/**
 * An amount as a filter says it, in the page's language: whole amounts without decimals ($15,
 * ₫50,000; 15 US$), else $12.50 (12,50 US$).
 */
export function amountText(
  amount: number,
  currency: string,
  locale: Locale = DEFAULT_LOCALE,
): string {
  const text = formatPrice(amount, currency, locale) ?? '';
  // The ".00" (",00" in Vietnamese) of a whole amount: the separator and two zeros not followed by
  // another digit (so not the group of "1,000").
  return Number.isInteger(amount) ? text.replace(/[.,]00(?!\d)/, '') : text;
}

/**
 * What a price level covers, in the page's words (`t`; English when not given): "under $15",
 * "$15 to $30", "$60 and over".
 */
export function priceLevelRange(
  level: number,
  place: Place,
  t: Translate = translator(DEFAULT_LOCALE),
  locale: Locale = DEFAULT_LOCALE,
): string {
  const [low, high] = [place.priceLevels[level - 2], place.priceLevels[level - 1]].map(
    (amount) => amount !== undefined && amountText(amount, place.currency, locale),
  );
  if (!low && high) return t('price.under', { high });
  if (low && !high) return t('price.over', { low });
  if (low && high) return t('price.range', { low, high });
  return '';
}

/** Price level 1 to 4 as the filters show it, in the install's currency: $ to $$$$, ₫ to ₫₫₫₫. */
export const priceLevelText = (level: number, currency: string) =>
  currencySign(currency).repeat(level);

/** Every level with what it covers: "$ under $15, $$ $15 to $30, $$$ $30 to $60, $$$$ $60 and over". */
export function priceLevelRanges(place: Place, t?: Translate, locale?: Locale): string {
  return [1, 2, 3, 4]
    .map(
      (level) =>
        `${priceLevelText(level, place.currency)} ${priceLevelRange(level, place, t, locale)}`,
    )
    .join(', ');
}

/** The sign a price field shows before the amount: $, ₫, €. */
export function currencySign(currency: string): string {
  return (formatPrice(0, currency) ?? '').replace(/[\d.,\s]/g, '') || currency;
}

/** Whether prices in `currency` have decimals (USD's 12.50; VND's are whole). */
export const hasDecimals = (currency: string) => /\./.test(formatPrice(1, currency) ?? '');

/** The example a price field's message gives: 15 or 12.50, or 50000 where prices are whole. */
export function priceExample(currency: string): string {
  return /\./.test(formatPrice(1, currency) ?? '') ? '15 or 12.50' : '50000';
}

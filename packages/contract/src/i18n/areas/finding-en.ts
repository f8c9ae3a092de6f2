// The 'finding' area's English texts (docs/decisions/053): the filter panel, opened by a click, so
// its texts are not in the public pages' entry. Keys start with 'finding.'; ICU MessageFormat.
// Edit this file and finding-vi.ts, then run `npm run i18n:compile`.
import { PLATE_TEXTS } from '../../plate-words.ts';

export const FINDING_EN = {
  'finding.close': 'Close filters',
  'finding.dietsNote': 'Dishes marked with every diet you pick.',
  'finding.withoutTitle': 'Without',
  'finding.withoutNote': `Dishes stated to contain none of these. ${PLATE_TEXTS.withoutLeavesOutNotStated}.`,
  'finding.priceLevel': 'Price level',
  'finding.levelNote':
    "{scope, select, businesses {From the middle price of a business's menu} other {Dishes of businesses at these price levels (from the middle price of their menu)}}: {ranges}.",
  'finding.price': 'Price',
  'finding.maxPrice': 'Maximum price',
  'finding.maxPriceHelp': 'Dishes at or under this price',
  'finding.priceProblem':
    'Please enter a price like {decimals, select, yes {15 or 12.50} other {50000}}',
  'finding.showResults': 'Show results',
} as const;

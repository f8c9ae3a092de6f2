// What is on the plate, on an item card: "Sold out today" (the card's photo greyed, the card kept in
// its place), the diet badges, and "Contains: milk, peanuts" or "Allergens not stated".
import type { Item } from '@menudex/contract/entities';
import { useT } from '../lib/i18n.tsx';
import './cards.css';

type Facts = Pick<Item, 'diets' | 'allergens' | 'soldOut'>;

type Props = {
  item: Facts;
  /**
   * Set inside a button (a card's clickable area): spans only, the phrasing content HTML allows
   * there, drawn as the list would be. A button's content is presentational, so the diets' list
   * meant nothing there, and its label put "Diets" in the button's name instead of the diets.
   */
  phrasing?: boolean;
};

export function ItemFacts({ item, phrasing = false }: Props) {
  const t = useT();
  // As the contract's allergensLine says it, in the page's language; and what a dish stated to
  // contain none of the 14 allergens is said to be.
  const allergens =
    item.allergens === null
      ? t('plate.notStated')
      : item.allergens.length === 0
        ? t('plate.none')
        : t('plate.contains', {
            list: item.allergens.map((allergen) => t(`allergen.${allergen}`)).join(', '),
          });
  const Box = phrasing ? 'span' : 'div';
  const Text = phrasing ? 'span' : 'p';
  const diets = item.diets.map((diet) =>
    phrasing ? (
      <span key={diet} className="mdx-block mdx-diet">
        {t(`diet.${diet}`)}
      </span>
    ) : (
      <li key={diet} className="mdx-diet">
        {t(`diet.${diet}`)}
      </li>
    ),
  );
  return (
    // A static stylesheet (cards.css), not emotion: every card has one (docs/decisions/027). A
    // sold-out dish stays where it is, its photo greyed (the rule finds the card by :has()).
    <Box
      data-testid="item-facts"
      className={item.soldOut ? 'mdx-facts mdx-facts--sold-out' : 'mdx-facts'}
    >
      {item.soldOut && (
        <Text className="MuiTypography-root MuiTypography-body2 mdx-body2 mdx-sold-out">
          {t('plate.soldOut')}
        </Text>
      )}
      {item.diets.length > 0 &&
        (phrasing ? (
          <span className="mdx-diets">{diets}</span>
        ) : (
          <ul aria-label={t('filters.diets')} className="mdx-diets">
            {diets}
          </ul>
        ))}
      <Text
        className={`MuiTypography-root MuiTypography-caption mdx-caption${item.allergens === null ? ' mdx-italic' : ''}`}
        data-testid="item-allergens"
      >
        {allergens}
      </Text>
    </Box>
  );
}

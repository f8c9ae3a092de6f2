// What is on the plate, on an item card: "Sold out today" (the card's photo greyed, the card kept in
// its place), the diet badges, and "Contains: milk, peanuts" or "Allergens not stated".
import type { Item } from '@menudex/contract/entities';
import { allergensLine, DIET_LABELS, PLATE_TEXTS } from '@menudex/contract/plate-words';
import './cards.css';

/** Said of an item stated to contain none of the 14 allergens. */
export const NO_ALLERGENS_TEXT = 'No major allergens';

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
  // allergensLine says 'Allergens not stated' for null and '' for a dish stated to contain none.
  const allergens = allergensLine(item.allergens) || NO_ALLERGENS_TEXT;
  const Box = phrasing ? 'span' : 'div';
  const Text = phrasing ? 'span' : 'p';
  const diets = item.diets.map((diet) =>
    phrasing ? (
      <span key={diet} className="mdx-block mdx-diet">
        {DIET_LABELS[diet]}
      </span>
    ) : (
      <li key={diet} className="mdx-diet">
        {DIET_LABELS[diet]}
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
          {PLATE_TEXTS.soldOutToday}
        </Text>
      )}
      {item.diets.length > 0 &&
        (phrasing ? (
          <span className="mdx-diets">{diets}</span>
        ) : (
          <ul aria-label="Diets" className="mdx-diets">
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

// What is on the plate, on an item card: "Sold out today" (the card's photo greyed, the card kept in
// its place), the diet badges, and "Contains: milk, peanuts" or "Allergens not stated".
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Item } from '@menudex/contract/entities';
import { allergensLine, DIET_LABELS, PLATE_TEXTS } from '@menudex/contract/plate-words';

/** Said of an item stated to contain none of the 14 allergens. */
export const NO_ALLERGENS_TEXT = 'No major allergens';

type Facts = Pick<Item, 'diets' | 'allergens' | 'soldOut'>;

export function ItemFacts({ item }: { item: Facts }) {
  // allergensLine says 'Allergens not stated' for null and '' for a dish stated to contain none.
  const allergens = allergensLine(item.allergens) || NO_ALLERGENS_TEXT;
  return (
    <Box
      data-testid="item-facts"
      sx={{
        mt: 1,
        display: 'flex',
        flexDirection: 'column',
        gap: 0.75,
        // A sold-out dish stays where it is, its photo greyed (the card is the nearest MUI Card).
        ...(item.soldOut && {
          '.MuiCard-root:has(&) .MuiCardMedia-root': { filter: 'grayscale(1)', opacity: 0.55 },
        }),
      }}
    >
      {item.soldOut && (
        <Typography
          component="p"
          variant="body2"
          sx={{
            alignSelf: 'flex-start',
            fontWeight: 700,
            px: 1,
            py: 0.25,
            borderRadius: 1,
            bgcolor: 'grey.800',
            color: 'common.white',
          }}
        >
          {PLATE_TEXTS.soldOutToday}
        </Typography>
      )}
      {item.diets.length > 0 && (
        <Box
          component="ul"
          aria-label="Diets"
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, listStyle: 'none', p: 0, m: 0 }}
        >
          {item.diets.map((diet) => (
            <Box
              component="li"
              key={diet}
              sx={{
                px: 0.75,
                borderRadius: 1,
                border: 1,
                borderColor: 'success.dark',
                color: 'success.dark',
                fontSize: '0.75rem',
                fontWeight: 600,
                lineHeight: 1.6,
              }}
            >
              {DIET_LABELS[diet]}
            </Box>
          ))}
        </Box>
      )}
      <Typography
        variant="caption"
        component="p"
        color="text.secondary"
        sx={{ fontStyle: item.allergens === null ? 'italic' : 'normal' }}
        data-testid="item-allergens"
      >
        {allergens}
      </Typography>
    </Box>
  );
}

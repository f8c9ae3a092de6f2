// What is on the plate: the diets and the 14 allergens an item may carry, shared by server and web.
import { z } from 'zod';
import { ALLERGENS, DIETS } from './plate-words.ts';

export {
  ALLERGEN_LABELS,
  ALLERGENS,
  allergensLine,
  DIET_LABELS,
  DIETS,
  PLATE_TEXTS,
  type Allergen,
  type Diet,
} from './plate-words.ts';

export const dietSchema = z.enum(DIETS, { error: `must be one of ${DIETS.join(', ')}` });
export const allergenSchema = z.enum(ALLERGENS, {
  error: `must be one of ${ALLERGENS.join(', ')}`,
});

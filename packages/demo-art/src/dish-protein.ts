// Reads what a demo dish is made with from its name and tags, so its picture shows it: phở gà gets
// chicken, phở chay tofu, a vegan dish no meat at all.
import type { Protein } from './images.ts';

const has = (tags: readonly string[], tag: string) =>
  tags.some((t) => t.toLowerCase() === tag.toLowerCase());

/** Whether the name holds one of the words (whole words, Vietnamese letters included). */
const says = (name: string, words: string) =>
  new RegExp(`(?<!\\p{L})(?:${words})(?!\\p{L})`, 'iu').test(name);

/**
 * Null: nothing in the name or tags says; the kind's usual is drawn. `diets` are the dish's stated
 * diets: a vegan or vegetarian dish is drawn with tofu or nothing, never meat or fish.
 */
export function proteinFor(
  name: string,
  tags: readonly string[],
  diets: readonly string[] = [],
): Protein | null {
  if (
    diets.includes('vegan') ||
    diets.includes('vegetarian') ||
    has(tags, 'Vegan') ||
    says(name, 'chay|vegan|veggie|vegetable')
  ) {
    return has(tags, 'Tofu') || says(name, 'tofu|đậu hũ|chay') ? 'tofu' : 'none';
  }
  if (has(tags, 'Tofu') && !has(tags, 'Beef') && !has(tags, 'Pork')) return 'tofu';
  if (has(tags, 'Fried Chicken') || says(name, 'gà|chicken|karaage|wings?|khao soi'))
    return 'chicken';
  if (has(tags, 'Beef') || says(name, 'bò|beef|steak|ribeye|filet|birria|asada')) return 'beef';
  if (has(tags, 'Seafood') || says(name, 'salmon|shrimp|tôm|cua|cá|fish|lobster')) return 'seafood';
  if (has(tags, 'Pork') || says(name, 'ramen|chashu|pork|heo|thịt')) return 'pork';
  return null;
}

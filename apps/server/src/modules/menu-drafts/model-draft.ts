// What the vision model is asked, and its answer checked and cleaned into a draft's lists and
// warnings: lengths held to the item limits, items without a name left out, prices that are not a
// number of at least 0 left empty. Nothing the menu does not show is added. Prices are read in the
// business's currency: whole amounts in one without decimals (VND: "45.000đ" is 45000, not 45).
import { z } from 'zod';
import { LIMITS } from '@menudex/contract/constants';
import { ITEM_LIMITS, parsePriceCents } from '@menudex/contract/items';
import {
  DEFAULT_LIST_NAME,
  MENU_DRAFT_LIMITS,
  MENU_DRAFT_WARNINGS,
  type DraftItem,
  type DraftList,
} from '@menudex/contract/menu-drafts';
import { DIETS, type Diet } from '@menudex/contract/plate';
import { currencyDecimals } from '@menudex/contract/price';
import { hasControlCharacters } from '@menudex/contract/text';

const promptBefore = [
  'You read photos of printed restaurant menus and write down what they say, as JSON.',
  'Answer with one JSON object and nothing else, of this shape:',
  '{"lists":[{"name":string,"items":[{"name":string,"description":string,"price":number|null,"tags":[string],"diets":[string]}]}]}.',
  'A list is a section of the menu as printed (Starters, Mains, Drinks...); keep the order of the',
  'menu and its own language and spelling. name: the dish as printed. description: the words printed',
  'with the dish, or "" when there are none. price: the number printed for the dish in the',
];
const pricesWithDecimals =
  'menu\'s currency, without the currency sign (12.5 for "$12.50" or "12,50 €"); null when no';
const promptAfter = [
  'price is printed for it or you cannot read it with certainty. Never estimate or guess a price.',
  'When a dish has several prices (sizes), give the first one and keep the others in the',
  'description as printed. tags: short labels printed with the dish (such as "spicy" or "new"),',
  'else []. diets: only what the menu itself marks the dish as, among vegetarian, vegan,',
  'gluten-free, dairy-free, halal and kosher, else []. Do not add dishes, words, prices, tags or',
  'diets that the menu does not show. When the images show no menu, answer {"lists":[]}.',
];

/** The instructions for a menu priced in a currency with decimals (USD, EUR). */
export const READ_SYSTEM_PROMPT = [...promptBefore, pricesWithDecimals, ...promptAfter].join(' ');

/**
 * The instructions for a menu priced in `currency`. A currency without decimals (VND, JPY) is
 * written with dots or commas between thousands and often in thousands ("45k"): the model is told
 * the whole amount is wanted, since "45.000" read as a decimal number would be 45.
 */
export function readSystemPrompt(currency = 'USD'): string {
  if (currencyDecimals(currency) !== 0) return READ_SYSTEM_PROMPT;
  const whole =
    `menu's currency (${currency}, which has no decimals), as a whole number without the currency` +
    ' sign or separators: 45000 for "45.000đ", "45.000", "45,000 VND" or "45k", 1200000 for' +
    ' "1.200.000đ"; null when no';
  return [...promptBefore, whole, ...promptAfter].join(' ');
}

export function readUserPrompt(pages: number): string {
  return pages === 1
    ? 'Read this menu.'
    : `Read this menu: its ${pages} pages follow in order, and a list may go on from one page to the next.`;
}

/** The model's answer could not be read as a menu draft at all. */
export class UnreadableAnswerError extends Error {}

/**
 * The answer's frame, checked strictly: an object with `lists`, each an object with `items`. Each
 * item's own fields are looked at one by one (a wrong one is emptied, with a warning for a price).
 */
const answerSchema = z.object({
  lists: z.array(
    z.object({
      name: z.string().nullish(),
      items: z.array(z.record(z.string(), z.unknown())),
    }),
  ),
});

/** Text as a field takes it: control characters out, runs of whitespace folded, at most `max` long. */
function cleanText(value: unknown, max: number): string {
  if (typeof value !== 'string') return '';
  let text = value.replace(/\s+/g, ' ').trim();
  if (hasControlCharacters(text)) text = [...text].filter((c) => !hasControlCharacters(c)).join('');
  if (text.length <= max) return text;
  // Cut by characters (code points), so no emoji or accented letter is split in half.
  const kept: string[] = [];
  let length = 0;
  for (const c of text) {
    if (length + c.length > max) break;
    kept.push(c);
    length += c.length;
  }
  return kept.join('').trim();
}

/**
 * A price the model wrote, in currency units: a number of at least 0 (cents rounded) or null;
 * undefined if unusable. In a currency without decimals it is whole: a number with a fraction is
 * unusable (no such price exists, so it was misread), and a text the model gave despite the
 * instructions ("45.000đ", "45,000 VND", "45k") is read as the item forms read prices.
 */
function priceOf(value: unknown, currency: string): number | null | undefined {
  if (value === null || value === undefined) return null;
  if (currencyDecimals(currency) === 0) return wholePriceOf(value, currency);
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) return undefined;
  const cents = Math.round(value * 100);
  return cents <= ITEM_LIMITS.maxPriceCents ? cents / 100 : undefined;
}

function wholePriceOf(value: unknown, currency: string): number | undefined {
  if (typeof value === 'number') {
    if (!Number.isInteger(value) || value < 0) return undefined;
    return value * 100 <= ITEM_LIMITS.maxWholePriceCents ? value : undefined;
  }
  if (typeof value !== 'string') return undefined;
  // "45k", "45K", "45 nghìn": thousands, as Vietnamese menus and people often write them.
  const thousands = /^\s*(\d{1,6}(?:[.,]\d{1,3})?)\s*(?:k|nghìn|ngàn)\s*(?:đ|₫)?\s*$/iu.exec(value);
  if (thousands) {
    const amount = Math.round(Number((thousands[1] ?? '').replace(',', '.')) * 1000);
    return amount * 100 <= ITEM_LIMITS.maxWholePriceCents ? amount : undefined;
  }
  const cents = parsePriceCents(value, currency);
  return cents === null || cents === undefined ? undefined : cents / 100;
}

function tagsOf(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const seen = new Map<string, string>();
  for (const entry of value) {
    const tag = cleanText(entry, LIMITS.tagMaxLength);
    if (tag && !seen.has(tag.toLowerCase())) seen.set(tag.toLowerCase(), tag);
  }
  return [...seen.values()].slice(0, LIMITS.maxTags);
}

/** The diets of our list the model named ('Gluten free' and 'gluten_free' are 'gluten-free'). */
function dietsOf(value: unknown): Diet[] {
  if (!Array.isArray(value)) return [];
  const found = new Set<Diet>();
  for (const entry of value) {
    if (typeof entry !== 'string') continue;
    const key = entry
      .trim()
      .toLowerCase()
      .replace(/[\s_]+/g, '-');
    const diet = DIETS.find((d) => d === key);
    if (diet) found.add(diet);
  }
  return DIETS.filter((d) => found.has(d));
}

/** The JSON object in an answer: some servers wrap it in a code fence or think aloud before it. */
function jsonOf(raw: string): unknown {
  const text = raw
    .replace(/<think>[\s\S]*?(<\/think>|$)/gi, ' ')
    .trim()
    .replace(/^```(?:json)?\s*/i, '')
    .replace(/\s*```$/, '');
  try {
    return JSON.parse(text);
  } catch {
    throw new UnreadableAnswerError('the answer is not JSON');
  }
}

export type ModelDraft = { lists: DraftList[]; warnings: string[]; itemCount: number };

/**
 * The draft in the model's answer. Throws UnreadableAnswerError when the answer is not JSON of the
 * draft's shape; an answer without any item is a draft with itemCount 0 (the caller decides).
 * Prices are read in `currency`, the business's (its country's, else the install's).
 */
export function draftFromAnswer(raw: string, currency = 'USD'): ModelDraft {
  const parsed = answerSchema.safeParse(jsonOf(raw));
  if (!parsed.success) throw new UnreadableAnswerError('the answer is not a menu draft');
  const warnings = new Set<string>();
  const lists = new Map<string, DraftList>();
  let itemCount = 0;
  let cut = false;
  for (const answered of parsed.data.lists) {
    let name = cleanText(answered.name, LIMITS.listNameMaxLength);
    if (!name && answered.items.length > 0) {
      name = DEFAULT_LIST_NAME;
      warnings.add(MENU_DRAFT_WARNINGS.listWithoutName(name));
    }
    const items: DraftItem[] = [];
    for (const raw of answered.items) {
      const itemName = cleanText(raw.name, LIMITS.nameMaxLength);
      if (!itemName) {
        warnings.add(MENU_DRAFT_WARNINGS.itemWithoutName(name));
        continue;
      }
      if (itemCount >= MENU_DRAFT_LIMITS.maxItems) {
        cut = true;
        break;
      }
      const price = priceOf(raw.price, currency);
      if (price === undefined) warnings.add(MENU_DRAFT_WARNINGS.priceUnreadable(itemName));
      items.push({
        name: itemName,
        description: cleanText(raw.description, LIMITS.descriptionMaxLength),
        price: price ?? null,
        tags: tagsOf(raw.tags),
        diets: dietsOf(raw.diets),
      });
      itemCount++;
    }
    if (items.length === 0) continue;
    // A list the menu continues on the next page (the same name twice) is one list.
    const key = name.toLowerCase();
    const same = lists.get(key);
    if (same) same.items.push(...items);
    else if (lists.size < MENU_DRAFT_LIMITS.maxLists) lists.set(key, { name, items });
    else {
      itemCount -= items.length;
      cut = true;
    }
  }
  if (cut) warnings.add(MENU_DRAFT_WARNINGS.tooManyItems(itemCount));
  return {
    lists: [...lists.values()],
    warnings: [...warnings].slice(0, MENU_DRAFT_LIMITS.maxWarnings),
    itemCount,
  };
}

// The publish body follows the rules of items made by hand, and a refusal says which list and item.
import { describe, expect, it } from 'vitest';
import { ITEM_TEXTS } from './items.ts';
import {
  MENU_DRAFT_TEXTS,
  publishIssueMessage,
  publishMenuDraftRequestSchema,
} from './menu-drafts.ts';

const messageOf = (body: unknown) => {
  const result = publishMenuDraftRequestSchema.safeParse(body);
  if (result.success) return null;
  return publishIssueMessage(result.error.issues[0]!, body);
};

describe('publishMenuDraftRequestSchema', () => {
  it('reads prices in cents, trims texts and fills what an item may leave out', () => {
    const parsed = publishMenuDraftRequestSchema.parse({
      lists: [
        {
          name: ' Soups ',
          items: [
            { name: ' Phở ', price: 12.5 },
            { name: 'Bún', price: null },
          ],
        },
      ],
    });
    expect(parsed.lists[0]).toEqual({
      name: 'Soups',
      items: [
        { name: 'Phở', description: '', price: 1250, tags: [], diets: [] },
        { name: 'Bún', description: '', price: null, tags: [], diets: [] },
      ],
    });
  });

  it('names the list and the item a refusal is about', () => {
    const body = {
      lists: [
        { name: 'Soups', items: [{ name: 'Phở', price: 1 }] },
        {
          name: 'Drinks',
          items: [
            { name: 'Trà', price: 1 },
            { name: 'Cà phê', price: 0.001 },
          ],
        },
      ],
    };
    expect(messageOf(body)).toBe(`List 2 "Drinks", item 2: ${ITEM_TEXTS.invalidPrice}`);
    expect(messageOf({ lists: [{ name: 'Soups', items: [] }] })).toBe(
      MENU_DRAFT_TEXTS.nothingToPublish,
    );
  });
});

import { describe, expect, it } from 'vitest';
import { withEntityField } from './entity-cache.ts';

describe('withEntityField', () => {
  it('replaces the field on every copy of the entity, deep inside pages and lists', () => {
    const data = {
      pages: [
        [
          { _id: 'a', popularity: { likes: 1 } },
          { _id: 'b', popularity: { likes: 2 } },
        ],
      ],
      business: { lists: [{ items: [{ _id: 'a', popularity: { likes: 1 } }] }] },
    };
    const next = withEntityField(data, 'a', 'popularity', { likes: 5 }) as typeof data;
    expect(next.pages[0]![0]!.popularity).toEqual({ likes: 5 });
    expect(next.business.lists[0]!.items[0]!.popularity).toEqual({ likes: 5 });
    // What did not change is the same object, so React does not re-render it.
    expect(next.pages[0]![1]).toBe(data.pages[0]![1]);
    expect(data.pages[0]![0]!.popularity).toEqual({ likes: 1 });
  });

  it('answers the same value when the entity is not there', () => {
    const data = { items: [{ _id: 'x', popularity: { likes: 1 } }] };
    expect(withEntityField(data, 'y', 'popularity', { likes: 2 })).toBe(data);
  });

  it('leaves objects with the id but without the field alone (a list with the same id as an item)', () => {
    const data = [{ _id: 'a', name: 'list' }];
    expect(withEntityField(data, 'a', 'favoriteCount', 3)).toBe(data);
  });
});

// The finding query parameters: each one parsed, bad values refused with a message, defaults filled.
import { describe, expect, it } from 'vitest';
import { findingOf, findingQuerySchema, priceLevelOf } from './finding.ts';
import { searchItemsQuerySchema } from './search.ts';

function problem(value: Record<string, string>): string | null {
  const result = findingQuerySchema.safeParse(value);
  if (result.success) return null;
  const issue = result.error.issues[0];
  return `${issue?.path.join('.')}: ${issue?.message}`;
}

describe('finding query', () => {
  it('parses every parameter', () => {
    const q = findingQuerySchema.parse({
      openNow: 'true',
      near: '37.33,-121.89',
      radiusKm: '5',
      diet: 'vegan,gluten-free',
      without: 'peanuts,milk',
      maxPrice: '15',
      priceLevel: '1,2',
      sort: 'distance',
    });
    expect(findingOf(q)).toEqual({
      openNow: true,
      near: { lat: 37.33, lng: -121.89 },
      radiusKm: 5,
      diet: ['vegan', 'gluten-free'],
      without: ['peanuts', 'milk'],
      maxPriceCents: 1500,
      priceLevel: [1, 2],
      sort: 'distance',
    });
  });

  it('filters nothing without parameters and defaults the radius to 25 km', () => {
    expect(findingOf(findingQuerySchema.parse({}))).toEqual({
      openNow: false,
      near: null,
      radiusKm: 25,
      diet: [],
      without: [],
      maxPriceCents: null,
      priceLevel: [],
      sort: null,
    });
    expect(findingOf(findingQuerySchema.parse({ near: '37,-121' })).radiusKm).toBe(25);
  });

  it('refuses unknown and out-of-range values with a message', () => {
    expect(problem({ diet: 'vegan,carnivore' })).toBe(
      "diet: diet has unknown value 'carnivore': use vegetarian, vegan, gluten-free, dairy-free, halal, kosher",
    );
    expect(problem({ without: 'nuts' })).toMatch(/^without: without has unknown value 'nuts'/);
    expect(problem({ sort: 'random' })).toBe(
      'sort: sort must be one of likes, match, price, distance',
    );
    expect(problem({ openNow: 'yes' })).toBe("openNow: openNow must be 'true' or 'false'");
    expect(problem({ near: '91,0' })).toMatch(/^near: near must be latitude,longitude/);
    expect(problem({ near: 'here' })).toMatch(/^near: near must be/);
    expect(problem({ near: '37,-121', radiusKm: '0' })).toMatch(/^radiusKm: radiusKm must be/);
    expect(problem({ near: '37,-121', radiusKm: '501' })).toMatch(/^radiusKm: radiusKm must be/);
    expect(problem({ maxPrice: '-3' })).toBe('maxPrice: maxPrice must be a price like 15 or 12.50');
    expect(problem({ maxPrice: '12.505' })).toMatch(/^maxPrice:/);
    expect(problem({ priceLevel: '5' })).toMatch(/^priceLevel: priceLevel has unknown value '5'/);
  });

  it('needs near for sort=distance and radiusKm', () => {
    expect(problem({ sort: 'distance' })).toBe('sort: sort=distance needs near=latitude,longitude');
    expect(problem({ radiusKm: '5' })).toBe('radiusKm: radiusKm needs near=latitude,longitude');
  });

  it('keeps input and page beside the filters on item search', () => {
    const q = searchItemsQuerySchema.parse({ input: 'pho', page: '2', diet: 'vegan' });
    expect(q.input).toBe('pho');
    expect(q.page).toBe(2);
    expect(findingOf(q).diet).toEqual(['vegan']);
  });

  it('maps a median price to a price level', () => {
    expect(priceLevelOf(null)).toBeNull();
    expect(priceLevelOf(9.5)).toBe(1);
    expect(priceLevelOf(15)).toBe(2);
    expect(priceLevelOf(45)).toBe(3);
    expect(priceLevelOf(60)).toBe(4);
  });
});

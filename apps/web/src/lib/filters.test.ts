import { describe, expect, it } from 'vitest';
import { activeFilterChips, sortChoices } from './filter-labels.ts';
import {
  countFilters,
  filterKey,
  NO_FILTERS,
  parseMaxPrice,
  readFilters,
  removeNear,
  withFilters,
} from './filters.ts';

const read = (query: string) => readFilters(new URLSearchParams(query));

describe('filters in the URL', () => {
  it('reads every filter under the API parameter names', () => {
    expect(
      read(
        'diet=vegan,gluten-free&without=peanuts,milk&maxPrice=15&priceLevel=2,1&openNow=true&near=37.335,-121.893&sort=distance',
      ),
    ).toEqual({
      diet: ['vegan', 'gluten-free'],
      without: ['peanuts', 'milk'],
      maxPrice: 15,
      priceLevel: [1, 2],
      openNow: true,
      near: { lat: 37.335, lng: -121.893 },
      sort: 'distance',
    });
  });

  it('drops what the API would refuse instead of showing a broken page', () => {
    expect(
      read(
        'diet=vegan,paleo&without=peanuts,gluten-ish&maxPrice=cheap&priceLevel=5,0&openNow=yes&near=200,10&sort=random',
      ),
    ).toEqual({ ...NO_FILTERS, diet: ['vegan'], without: ['peanuts'] });
    expect(read('maxPrice=-3').maxPrice).toBeNull();
    expect(read('maxPrice=12.505').maxPrice).toBeNull();
  });

  it('does not order by distance without a place to measure from', () => {
    expect(read('sort=distance').sort).toBeNull();
    expect(read('sort=price').sort).toBe('price');
  });

  it('writes the filters in one order, keeps other parameters first and leaves defaults out', () => {
    const params = new URLSearchParams('input=pho&diet=halal&page=2');
    const next = withFilters(params, {
      ...NO_FILTERS,
      diet: ['vegan', 'vegetarian'],
      without: ['milk', 'peanuts'],
      maxPrice: 12.5,
      openNow: true,
    });
    expect(next.toString()).toBe(
      'input=pho&page=2&diet=vegetarian%2Cvegan&without=peanuts%2Cmilk&maxPrice=12.5&openNow=true',
    );
    expect(withFilters(next, NO_FILTERS).toString()).toBe('input=pho&page=2');
  });

  it('rounds the position to about 100 m before it goes into a URL', () => {
    const next = withFilters(new URLSearchParams(), {
      ...NO_FILTERS,
      near: { lat: 37.3352219, lng: -121.8931234 },
      sort: 'distance',
    });
    expect(next.get('near')).toBe('37.335,-121.893');
    expect(next.get('sort')).toBe('distance');
  });

  it('gives the same filters the same key, whatever order the URL had', () => {
    expect(filterKey(read('diet=vegan,halal&openNow=true'))).toBe(
      filterKey(read('openNow=true&diet=halal,vegan')),
    );
    expect(filterKey(NO_FILTERS)).toBe('');
  });

  it('takes a price like 15, 12.50 or $9', () => {
    expect(parseMaxPrice('15')).toBe(15);
    expect(parseMaxPrice(' 12.50 ')).toBe(12.5);
    expect(parseMaxPrice('$9')).toBe(9);
    expect(parseMaxPrice('0')).toBeNull();
    expect(parseMaxPrice('1e3')).toBeNull();
  });

  it('counts the filters that are on (not the order)', () => {
    expect(countFilters(read('diet=vegan&without=peanuts,milk&maxPrice=15&sort=price'))).toBe(4);
  });

  it('takes the order by distance away with Near me', () => {
    const near = read('near=1,2&sort=distance');
    expect(removeNear(near)).toEqual({ near: null, sort: null });
    expect(removeNear(read('near=1,2&sort=price'))).toEqual({ near: null, sort: 'price' });
  });
});

describe('filter chips and orders', () => {
  it('names each filter that is on, and each chip removes only itself', () => {
    const filters = read(
      'diet=vegan&without=peanuts,tree-nuts&maxPrice=12.5&priceLevel=2&openNow=true&near=1,2&sort=distance',
    );
    const chips = activeFilterChips(filters);
    expect(chips.map((c) => c.label)).toEqual([
      'Vegan',
      'Without peanuts',
      'Without tree nuts',
      'Up to $12.50',
      '$$',
      'Open now',
      'Near me',
    ]);
    expect(chips[1]!.remove(filters)).toEqual({ without: ['tree-nuts'] });
    expect(chips.at(-1)!.remove(filters)).toEqual({ near: null, sort: null });
  });

  it('offers Best match only with search text and Nearest only with Near me', () => {
    expect(sortChoices('search', { hasInput: true, hasNear: false })).toEqual(['match', 'price']);
    expect(sortChoices('items', { hasInput: false, hasNear: true })).toEqual(['price', 'distance']);
    expect(sortChoices('businesses', { hasInput: false, hasNear: false })).toEqual([
      'likes',
      'price',
    ]);
  });
});

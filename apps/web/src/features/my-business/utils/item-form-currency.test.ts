import { describe, expect, it } from 'vitest';
import { ITEM_TEXTS } from '@menudex/contract/items';
import { emptyItemForm, itemFormProblems } from './item-form.ts';

const withPrice = (price: string) => ({ ...emptyItemForm, name: 'Phở bò', price });

describe('the item form price, by the install currency', () => {
  it('takes whole dong however grouped, and refuses decimals VND has not', () => {
    expect(itemFormProblems(withPrice('45,000'), 'VND')).toEqual({});
    expect(itemFormProblems(withPrice('45000.50'), 'VND')).toEqual({
      price: 'Please enter a price like 45000: prices in VND have no decimals',
    });
  });

  it('keeps the specification message for dollars', () => {
    expect(itemFormProblems(withPrice('12.50'))).toEqual({});
    expect(itemFormProblems(withPrice('12.505'))).toEqual({ price: ITEM_TEXTS.invalidPrice });
  });
});

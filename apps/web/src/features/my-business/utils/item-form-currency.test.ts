import { describe, expect, it } from 'vitest';
import { ITEM_TEXTS } from '@menudex/contract/items';
import { translator } from '../../../lib/i18n.tsx';
import { emptyItemForm, itemFormProblems } from './item-form.ts';

const en = translator<string>('en');

const withPrice = (price: string) => ({ ...emptyItemForm, name: 'Phở bò', price });

describe('the item form price, by the install currency', () => {
  it('takes whole dong however grouped, and refuses decimals VND has not', () => {
    expect(itemFormProblems(withPrice('45,000'), en, 'VND')).toEqual({});
    expect(itemFormProblems(withPrice('45000.50'), en, 'VND')).toEqual({
      price: 'Please enter a price like 45000: prices in VND have no decimals',
    });
    expect(itemFormProblems(withPrice('45000.50'), translator<string>('vi'), 'VND')).toEqual({
      price: 'Vui lòng nhập giá, ví dụ 45000: giá bằng VND không có phần thập phân',
    });
  });

  it('keeps the specification message for dollars', () => {
    expect(itemFormProblems(withPrice('12.50'), en)).toEqual({});
    expect(itemFormProblems(withPrice('12.505'), en)).toEqual({ price: ITEM_TEXTS.invalidPrice });
  });
});

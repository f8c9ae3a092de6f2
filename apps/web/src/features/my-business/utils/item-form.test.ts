import { describe, expect, it } from 'vitest';
import { anItem } from '../../../components/testing/fixtures.ts';
import {
  addTag,
  createItemFormData,
  emptyItemForm,
  itemFormProblems,
  itemFormValues,
  soldOutFormData,
  updateItemFormData,
} from './item-form.ts';
import { translator } from '../../../lib/i18n.tsx';

const en = translator<string>('en');

const entries = (form: FormData | null) => (form ? [...form.entries()] : null);

describe('menu item form rules', () => {
  it('takes at most five tags; the sixth answers full', () => {
    const five = ['a', 'b', 'c', 'd', 'e'];
    expect(addTag(five.slice(0, 4), 'e')).toEqual(five);
    expect(addTag(five, 'f')).toBe('full');
  });

  it('trims tags and does not add one twice or an empty one', () => {
    expect(addTag(['Pho'], '  pho ')).toEqual(['Pho']);
    expect(addTag(['Pho'], '   ')).toEqual(['Pho']);
    expect(addTag([], ' Bún Bò ')).toEqual(['Bún Bò']);
  });

  it('checks the name and the price as the server does', () => {
    expect(itemFormProblems({ ...emptyItemForm, name: ' ', price: 'abc' }, en)).toEqual({
      name: 'Please enter a name',
      price: 'Please enter a price like 12.50',
    });
    expect(itemFormProblems({ ...emptyItemForm, name: 'Phở', price: '$12.5' }, en)).toEqual({});
  });

  it('sends a new item with tags as tags[i], the list as topic, and the chosen file as images', () => {
    const file = new File(['x'], 'pho.png', { type: 'image/png' });
    const form = createItemFormData(
      {
        ...emptyItemForm,
        name: ' Phở ',
        description: 'Soup',
        price: '12.50',
        tags: ['Pho', 'Beef', 'Hot'],
      },
      { kind: 'file', picked: { file, url: 'blob:x' } },
      'list-1',
    );
    expect(entries(form)).toEqual([
      ['name', 'Phở'],
      ['description', 'Soup'],
      ['price', '12.50'],
      ['tags[0]', 'Pho'],
      ['tags[1]', 'Beef'],
      ['tags[2]', 'Hot'],
      ['allergensStated', 'false'],
      ['topic', 'list-1'],
      ['images', file],
    ]);
  });

  it("sends a new item's Vietnamese name and description as translations[vi][…], and none left empty", () => {
    const form = createItemFormData(
      {
        ...emptyItemForm,
        name: 'Rare beef pho',
        translation: { name: ' Phở tái ', description: '' },
      },
      null,
      'list-1',
    );
    expect(form.getAll('translations[vi][name]')).toEqual(['Phở tái']);
    expect(form.has('translations[vi][description]')).toBe(false);
  });

  it('refuses a Vietnamese text longer than the original may be', () => {
    const long = { name: 'x'.repeat(121), description: '' };
    expect(itemFormProblems({ ...emptyItemForm, name: 'Phở', translation: long }, en)).toEqual({
      translation: true,
    });
  });

  it('sends a generated photo as the image data URL', () => {
    const form = createItemFormData(
      { ...emptyItemForm, name: 'Phở' },
      { kind: 'generated', dataUrl: 'data:image/jpeg;base64,AAAA' },
      'Soups',
    );
    expect(form.get('image')).toBe('data:image/jpeg;base64,AAAA');
    expect(form.get('images')).toBeNull();
  });

  it('sends only what changed in an item, and nothing when nothing did', () => {
    const item = anItem({ name: 'Phở', price: 14.5, description: 'Soup' });
    const values = itemFormValues(item);
    expect(values.price).toBe('14.50');
    expect(updateItemFormData(item, { ...values, price: '14.5' }, null)).toBeNull();
    expect(entries(updateItemFormData(item, { ...values, price: '13.75' }, null))).toEqual([
      ['price', '13.75'],
    ]);
  });

  it('clears the tags with an empty tags field, and sends the new list as tags[n]', () => {
    const item = anItem();
    expect(entries(updateItemFormData(item, { ...itemFormValues(item), tags: [] }, null))).toEqual([
      ['tags', ''],
    ]);
    expect(
      entries(updateItemFormData(item, { ...itemFormValues(item), tags: ['Pho'] }, null)),
    ).toEqual([['tags[0]', 'Pho']]);
  });

  it('sends diets as diets[i] and stated allergens as allergens[i], in the contract order', () => {
    const form = createItemFormData(
      {
        ...emptyItemForm,
        name: 'Phở Chay',
        diets: ['vegan', 'vegetarian'],
        allergens: ['soy', 'gluten'],
      },
      null,
      'list-1',
    );
    expect(entries(form)?.filter(([key]) => /^(diets|allergens)/.test(key))).toEqual([
      ['diets[0]', 'vegetarian'],
      ['diets[1]', 'vegan'],
      ['allergensStated', 'true'],
      ['allergens[0]', 'gluten'],
      ['allergens[1]', 'soy'],
    ]);
  });

  it("keeps 'allergens not stated' apart from 'contains none'", () => {
    const notStated = createItemFormData({ ...emptyItemForm, name: 'A' }, null, 'l');
    expect(notStated.get('allergensStated')).toBe('false');
    expect(notStated.getAll('allergens[0]')).toEqual([]);
    const none = createItemFormData({ ...emptyItemForm, name: 'A', allergens: [] }, null, 'l');
    expect(none.get('allergensStated')).toBe('true');
    expect([...none.keys()].filter((key) => key.startsWith('allergens['))).toEqual([]);
  });

  it('sends changed diets and allergens only, an empty diets field clearing them', () => {
    const item = anItem({ diets: ['vegan'], allergens: null });
    const values = itemFormValues(item);
    expect(updateItemFormData(item, { ...values, diets: ['vegan'] }, null)).toBeNull();
    expect(entries(updateItemFormData(item, { ...values, diets: [] }, null))).toEqual([
      ['diets', ''],
    ]);
    expect(entries(updateItemFormData(item, { ...values, allergens: [] }, null))).toEqual([
      ['allergensStated', 'true'],
    ]);
    const stated = anItem({ allergens: ['milk', 'peanuts'] });
    expect(
      updateItemFormData(
        stated,
        { ...itemFormValues(stated), allergens: ['peanuts', 'milk'] },
        null,
      ),
    ).toBeNull();
    expect(
      entries(updateItemFormData(stated, { ...itemFormValues(stated), allergens: null }, null)),
    ).toEqual([['allergensStated', 'false']]);
  });

  it('marks an item sold out, or back on, with soldOut alone', () => {
    expect(entries(soldOutFormData(true))).toEqual([['soldOut', 'true']]);
    expect(entries(soldOutFormData(false))).toEqual([['soldOut', 'false']]);
  });
});

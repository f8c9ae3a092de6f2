import { describe, expect, it } from 'vitest';
import { proteinFor } from './dish-protein.ts';

describe('proteinFor', () => {
  it.each([
    ['Phở Tái', ['Pho', 'Beef'], 'beef'],
    ['Phở Gà', ['Pho', 'Vietnamese'], 'chicken'],
    ['Phở Chay', ['Pho', 'Vegan', 'Tofu'], 'tofu'],
    ['Vegan Tantanmen', ['Ramen', 'Vegan', 'Tofu'], 'tofu'],
    ['Garlic Fries', ['Fries', 'Vegan'], 'none'],
    ['Shoyu Ramen', ['Ramen', 'Noodles'], 'pork'],
    ['Grilled Salmon', ['Seafood'], 'seafood'],
    ['Cánh Gà Chiên Nước Mắm', ['Fried Chicken', 'Vietnamese'], 'chicken'],
    ['Ribeye Steak', ['Steak', 'Beef'], 'beef'],
    ['Mì Quảng', ['Vietnamese', 'Noodles', 'Seafood'], 'seafood'],
    ['Cappuccino', ['Coffee'], null],
  ] as const)('%s is drawn with %s', (name, tags, protein) => {
    expect(proteinFor(name, tags)).toBe(protein);
  });
});

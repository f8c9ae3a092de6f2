import { describe, expect, it } from 'vitest';
import { HttpError } from './http-errors.ts';
import { nestFields } from './multipart.ts';

describe('nestFields', () => {
  it('reads bracketed names into objects and lists', () => {
    const { fields, counts } = nestFields([
      ['name', 'Cafe'],
      ['location[city]', 'Oakland'],
      ['location[zipCode]', '94607'],
      ['tags[1]', 'Second'],
      ['tags[0]', 'First'],
      ['tags[10]', 'Last'],
      ['categories[]', 'A'],
      ['categories[]', 'B'],
    ]);
    expect(fields).toEqual({
      name: 'Cafe',
      location: { city: 'Oakland', zipCode: '94607' },
      tags: ['First', 'Second', 'Last'],
      categories: ['A', 'B'],
    });
    expect(counts.get('tags')).toBe(3);
  });

  it('turns a repeated plain name into a list and keeps a single one as text', () => {
    expect(
      nestFields([
        ['tags', 'a'],
        ['tags', 'b'],
        ['name', 'x'],
      ]).fields,
    ).toEqual({ tags: ['a', 'b'], name: 'x' });
  });

  it('counts only non-blank entries', () => {
    expect(
      nestFields([
        ['tags[0]', 'a'],
        ['tags[1]', ' '],
      ]).counts.get('tags'),
    ).toBe(1);
  });

  it('ignores names it does not read, prototype keys included', () => {
    const { fields } = nestFields([
      ['__proto__[polluted]', 'yes'],
      ['location[__proto__]', 'yes'],
      ['a[b][c][d][e]', 'too deep'],
      ['[nobase]', 'x'],
      ['ok', 'fine'],
    ]);
    expect(fields).toEqual({ ok: 'fine' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses a name used both as a value and as a group', () => {
    expect(() =>
      nestFields([
        ['location', 'x'],
        ['location[city]', 'y'],
      ]),
    ).toThrow(HttpError);
    expect(() =>
      nestFields([
        ['location[city]', 'y'],
        ['location', 'x'],
      ]),
    ).toThrow(HttpError);
  });

  it('answers an empty form as an empty object', () => {
    expect(nestFields([]).fields).toEqual({});
  });
});

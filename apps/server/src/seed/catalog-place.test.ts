// The demo city's plate and hours are stated truthfully and completely: every dish has an entry,
// what a description names is declared, vegetarian dishes hold no meat, and every week of hours is
// valid by the same rules the API applies.
import { describe, expect, it } from 'vitest';
import { hoursInputSchema } from '@menudex/contract/hours';
import { proteinFor } from '@menudex/demo-art/dish-protein';
import { drawnProtein } from '@menudex/demo-art/images';
import { CUISINES, DEMO_BUSINESSES } from './catalog-data.ts';
import {
  CITY_CENTRES,
  DISH_PLATE,
  demoHours,
  nextThanksgiving,
  pointNear,
} from './catalog-place.ts';

const dishes = CUISINES.flatMap((c) => Object.values(c.lists).flat());

describe('demo dishes: diets and allergens', () => {
  it('every demo dish has diets and allergens stated in the table (a few "not stated" on purpose)', () => {
    const missing = dishes.filter((d) => !(d.name in DISH_PLATE)).map((d) => d.name);
    expect(missing).toEqual([]);
    const notStated = Object.entries(DISH_PLATE).filter(([, p]) => p.allergens === null);
    expect(notStated.length).toBeGreaterThanOrEqual(3);
    expect(notStated.length).toBeLessThanOrEqual(6);
  });

  it('Phở Chay is vegan; the peanut sauce dishes contain peanuts', () => {
    expect(DISH_PLATE['Phở Chay']?.diets).toContain('vegan');
    for (const dish of dishes.filter((d) => /peanut/i.test(d.description)))
      expect(DISH_PLATE[dish.name]?.allergens, dish.name).toContain('peanuts');
  });

  it('what a description names is declared: shrimp and crab, fish, egg, cheese and butter, sesame', () => {
    const rules: Array<[RegExp, string]> = [
      [/shrimp|prawn|crab|lobster/i, 'crustaceans'],
      [
        /\b(fish|salmon|tuna|catfish|anchovy|bonito|dashi)\b|fish sauce|nước chấm|nước mắm/i,
        'fish',
      ],
      [/\beggs?\b|mayo|custard/i, 'eggs'],
      [/cheese|butter\b|cream\b|yogurt|milk|feta|parmesan|mozzarella|pecorino|mascarpone/i, 'milk'],
      [/sesame|tahini|hummus/i, 'sesame'],
    ];
    const undeclared: string[] = [];
    for (const dish of dishes) {
      const plate = DISH_PLATE[dish.name];
      if (!plate || plate.allergens === null) continue;
      for (const [pattern, allergen] of rules) {
        // Plant-based stand-ins (oat milk, vegan mayo, coconut cream, cashew mozzarella) are not it.
        if (
          allergen === 'milk' &&
          /oat milk|soy milk|coconut (cream|milk)|cashew mozzarella|butter sauce/i.test(
            dish.description,
          ) &&
          plate.diets.includes('dairy-free')
        )
          continue;
        if (allergen === 'eggs' && /vegan mayo/i.test(dish.description)) continue;
        if (
          pattern.test(`${dish.name} ${dish.description}`) &&
          !plate.allergens.includes(allergen as never)
        )
          undeclared.push(`${dish.name}: ${allergen}`);
      }
    }
    expect(undeclared).toEqual([]);
  });

  it('vegetarian and vegan dishes hold no meat or fish; vegan ones no milk, eggs or honey', () => {
    const meat =
      /beef|pork|chicken|steak|lamb|bacon|pepperoni|guanciale|shrimp|crab|fish|salmon|tuna|octopus|eel|lobster|sausage|pâté|brisket|carne|carnitas|birria|anchovy|nước mắm|nước chấm/i;
    for (const dish of dishes) {
      const plate = DISH_PLATE[dish.name];
      if (!plate) continue;
      if (plate.diets.includes('vegetarian') || plate.diets.includes('vegan'))
        expect(meat.test(`${dish.name} ${dish.description}`), dish.name).toBe(false);
      if (plate.diets.includes('vegan')) {
        expect(plate.diets, dish.name).toContain('vegetarian');
        expect(plate.allergens ?? [], dish.name).not.toContain('milk');
        expect(plate.allergens ?? [], dish.name).not.toContain('eggs');
        expect(/honey/i.test(dish.description), dish.name).toBe(false);
      }
      if (plate.diets.includes('gluten-free'))
        expect(plate.allergens ?? [], dish.name).not.toContain('gluten');
      if (plate.diets.includes('dairy-free'))
        expect(plate.allergens ?? [], dish.name).not.toContain('milk');
    }
  });
});

describe('demo hours and places', () => {
  it('every demo business has valid hours, with a holiday, a late-night place, a café closed on Mondays and one temporarily closed', () => {
    const all = DEMO_BUSINESSES.map((b) => ({
      name: b.name,
      hours: demoHours(b.name, b.cuisine, '2026-11-24', 'America/Los_Angeles'),
    }));
    for (const { name, hours } of all)
      expect(hoursInputSchema.safeParse(hours).success, name).toBe(true);
    expect(all.filter((b) => b.hours.special.some((d) => d.date === '2026-11-26')).length).toBe(
      all.length - 1,
    );
    expect(all.find((b) => b.name === 'Phở Bắc 24')?.hours.weekly[0]?.closes).toBe('03:00');
    const cafe = all.find((b) => b.name === 'Hạt Cà Phê')?.hours;
    expect(cafe?.weekly.some((r) => r.day === 'mon')).toBe(false);
    expect(all.filter((b) => b.hours.temporarilyClosed).map((b) => b.name)).toEqual(['Bếp Mẹ Nấu']);
    expect(all.find((b) => b.name === 'Bếp Mẹ Nấu')?.hours.reopensOn).toBe('2026-12-08');
    // Lunch and dinner split shifts.
    const ramen = all.find((b) => b.name === 'Ramen Tatsu')?.hours;
    expect(ramen?.weekly.filter((r) => r.day === 'mon')).toHaveLength(2);
  });

  it('finds the next Thanksgiving', () => {
    expect(nextThanksgiving('2026-11-24')).toBe('2026-11-26');
    expect(nextThanksgiving('2026-11-27')).toBe('2027-11-25');
  });

  it('puts businesses within a few kilometres of their South Bay city', () => {
    for (const city of Object.keys(CITY_CENTRES)) {
      const centre = CITY_CENTRES[city]!;
      const point = pointNear(city, 0.99, 0.3);
      const km = Math.hypot(
        (point.lat - centre.lat) * 111.32,
        (point.lng - centre.lng) * 111.32 * Math.cos((centre.lat * Math.PI) / 180),
      );
      expect(km).toBeLessThanOrEqual(centre.spreadKm + 0.01);
      expect(point.lat).toBeGreaterThan(37.2);
      expect(point.lat).toBeLessThan(37.5);
    }
  });
});

describe('demo dishes: the picture matches the dish', () => {
  const MEAT = ['beef', 'chicken', 'pork', 'seafood'];
  const drawn = (name: string) => {
    const dish = dishes.find((d) => d.name === name);
    if (!dish) throw new Error(`no demo dish ${name}`);
    return drawnProtein(
      dish.image,
      proteinFor(dish.name, dish.tags, DISH_PLATE[dish.name]?.diets ?? []),
    );
  };

  it('no vegan or vegetarian dish is drawn with meat or fish', () => {
    const wrong = dishes
      .filter((d) => DISH_PLATE[d.name]?.diets.some((x) => x === 'vegan' || x === 'vegetarian'))
      .map((d) => `${d.name} (${d.image}): ${drawn(d.name)}`)
      .filter((s) => MEAT.some((m) => s.endsWith(`: ${m}`)));
    expect(wrong).toEqual([]);
  });

  it.each([
    ['Phở Chay', 'tofu'],
    ['Phở Gà', 'chicken'],
    ['Phở Tái', 'beef'],
    ['Cánh Gà Chiên Nước Mắm', 'chicken'],
    ['Cơm Gà Hội An', 'chicken'],
    ['Cơm Tấm Sườn Nướng', 'pork'],
    ['Cơm Chiên Dương Châu', 'seafood'],
    ['Pineapple Fried Rice', 'none'],
    ['Avocado Cucumber Roll', 'none'],
    ['Beyond Burger', 'none'],
    ['Fried Chicken Sandwich', 'chicken'],
    ['Margherita Pizza', 'none'],
    ['Pepperoni Pizza', 'pork'],
    ['Grilled Salmon', 'seafood'],
    ['Cà Phê Sữa Đá', 'none'],
  ] as const)('%s is drawn with %s', (name, protein) => {
    expect(drawn(name)).toBe(protein);
  });

  it('each dish is drawn as a kind that fits it: wings are fried chicken, coffee a coffee', () => {
    const kindOf = (name: string) => dishes.find((d) => d.name === name)?.image;
    expect(kindOf('Cánh Gà Chiên Nước Mắm')).toBe('fried-chicken');
    for (const d of dishes.filter((x) => x.tags.includes('Fried Chicken')))
      expect([d.name, d.image]).toEqual([d.name, expect.stringMatching(/fried-chicken|burger/)]);
    for (const d of dishes.filter((x) =>
      /^(Cà Phê|Bạc Xỉu)|Coffee$|Cappuccino|Cold Brew/.test(x.name),
    ))
      expect([d.name, d.image]).toEqual([d.name, 'coffee']);
    for (const d of dishes.filter((x) => x.image === 'steak'))
      expect([d.name, proteinFor(d.name, d.tags)]).not.toEqual([d.name, null]);
  });
});

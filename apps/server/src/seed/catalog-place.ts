// The demo city's place and plate: what each dish contains (stated truthfully from its recipe), the
// opening hours of each kitchen, and where in the South Bay the businesses stand.
import type { Hours, WeeklyRange, Weekday } from '@menudex/contract/hours';
import { WEEKDAYS } from '@menudex/contract/hours';
import type { Allergen, Diet } from '@menudex/contract/plate';

export type Plate = { diets: Diet[]; allergens: Allergen[] | null };

const ALL_DAY_VEGAN = 'vegan vegetarian gluten-free dairy-free';

/** diets and allergens as space-separated words; null allergens: the owner has not stated them. */
const p = (diets: string, allergens: string | null): Plate => ({
  diets: diets.split(' ').filter(Boolean) as Diet[],
  allergens: allergens === null ? null : (allergens.split(' ').filter(Boolean) as Allergen[]),
});

/**
 * Every demo dish by name. Vietnamese dishes seasoned with nước mắm carry fish; soy sauce carries
 * soy and gluten; hoisin and peanut sauces carry peanuts. A few are left "not stated" on purpose.
 */
export const DISH_PLATE: Record<string, Plate> = {
  'Phở Đặc Biệt': p('dairy-free', 'fish'),
  'Phở Tái': p('dairy-free gluten-free', 'fish'),
  'Phở Gà': p('dairy-free gluten-free', 'fish'),
  'Phở Chay': p('vegan vegetarian dairy-free', 'soy'),
  'Phở Bò Viên': p('dairy-free', 'fish'),
  'Gỏi Cuốn': p('dairy-free', 'crustaceans peanuts soy gluten'),
  'Chả Giò': p('dairy-free', 'eggs fish gluten'),
  'Cánh Gà Chiên Nước Mắm': p('dairy-free', 'fish gluten'),
  'Cà Phê Sữa Đá': p('vegetarian gluten-free', 'milk'),
  'Trà Đá': p(ALL_DAY_VEGAN, ''),
  'Sinh Tố Bơ': p('vegetarian gluten-free', 'milk'),
  'Bún Bò Huế': p('dairy-free', 'fish crustaceans'),
  'Bún Chả Hà Nội': p('dairy-free', 'fish'),
  'Bún Thịt Nướng Chả Giò': p('dairy-free', 'peanuts fish eggs gluten'),
  'Bún Riêu Cua': p('dairy-free', 'crustaceans soy fish'),
  'Mì Quảng': p('dairy-free', 'crustaceans eggs peanuts sesame fish'),
  'Bánh Xèo': p('dairy-free gluten-free', 'crustaceans fish'),
  'Bánh Bèo': p('dairy-free', null),
  'Nước Mía': p(ALL_DAY_VEGAN, ''),
  'Trà Tắc': p('vegetarian gluten-free dairy-free', ''),
  'Cơm Tấm Sườn Bì Chả': p('dairy-free', 'eggs fish'),
  'Cơm Tấm Sườn Nướng': p('dairy-free', 'eggs fish'),
  'Cơm Gà Hội An': p('dairy-free', 'fish'),
  'Cơm Chiên Dương Châu': p('dairy-free', 'crustaceans eggs soy'),
  'Bò Lúc Lắc': p('dairy-free', 'soy gluten molluscs'),
  'Cá Kho Tộ': p('dairy-free gluten-free', 'fish'),
  'Canh Chua Cá': p('dairy-free gluten-free', 'fish'),
  'Đậu Hũ Sốt Cà': p(ALL_DAY_VEGAN, 'soy'),
  'Rau Muống Xào Tỏi': p('dairy-free gluten-free', 'fish'),
  'Chè Ba Màu': p(ALL_DAY_VEGAN, ''),
  'Bánh Flan': p('vegetarian gluten-free', 'eggs milk'),
  'Bánh Mì Thịt Nguội': p('', 'gluten eggs milk soy'),
  'Bánh Mì Thịt Nướng': p('dairy-free', 'gluten fish soy'),
  'Bánh Mì Xíu Mại': p('dairy-free', 'gluten fish'),
  'Bánh Mì Gà Nướng': p('dairy-free', 'gluten eggs fish'),
  'Bánh Mì Chay': p('vegan vegetarian dairy-free', 'gluten soy'),
  'Xôi Gà': p('dairy-free gluten-free', 'fish'),
  'Bánh Bao': p('dairy-free', 'gluten eggs soy'),
  'Chả Lụa Roll': p('dairy-free gluten-free', 'fish'),
  'Cà Phê Đen': p(ALL_DAY_VEGAN, ''),
  'Cà Phê Trứng': p('vegetarian gluten-free', 'eggs milk'),
  'Bạc Xỉu': p('vegetarian gluten-free', 'milk'),
  'Cà Phê Muối': p('vegetarian gluten-free', 'milk'),
  Cappuccino: p('vegetarian gluten-free', 'milk'),
  'Cold Brew': p(ALL_DAY_VEGAN, ''),
  'Coconut Coffee': p('vegetarian gluten-free', 'milk'),
  'Matcha Latte': p('vegan vegetarian dairy-free', 'gluten'),
  'Mango Passion Smoothie': p(ALL_DAY_VEGAN, ''),
  'Trà Sen Vàng': p(ALL_DAY_VEGAN, ''),
  'Butter Croissant': p('vegetarian', 'gluten milk eggs'),
  'Bánh Mì Trứng': p('', 'gluten eggs soy'),
  'Pandan Waffle': p('vegetarian', 'gluten eggs milk'),
  'Buttermilk Pancakes': p('vegetarian', 'gluten eggs milk'),
  'Tonkotsu Ramen': p('dairy-free', 'gluten eggs soy sesame'),
  'Shoyu Ramen': p('dairy-free', 'gluten eggs soy fish'),
  'Spicy Miso Ramen': p('', 'gluten soy milk sesame'),
  'Vegan Tantanmen': p('vegan vegetarian dairy-free', 'gluten soy sesame'),
  'Pork Gyoza': p('dairy-free', 'gluten soy sesame'),
  'Chicken Karaage': p('dairy-free', 'gluten soy eggs'),
  Takoyaki: p('', 'gluten eggs molluscs fish soy'),
  'Chashu Don': p('dairy-free', 'gluten soy eggs'),
  'Katsu Curry': p('', null),
  'Spicy Tuna Roll': p('dairy-free', 'fish eggs gluten soy sesame'),
  'Dragon Roll': p('dairy-free', 'crustaceans fish gluten soy sesame eggs'),
  'Rainbow Roll': p('dairy-free', 'fish crustaceans eggs soy sesame'),
  'Avocado Cucumber Roll': p(ALL_DAY_VEGAN, 'sesame'),
  'Salmon Nigiri': p('dairy-free gluten-free', 'fish'),
  'Chef Sashimi Platter': p('dairy-free gluten-free', null),
  'Poke Sushi Burrito': p('dairy-free', 'fish crustaceans soy sesame gluten'),
  'Salmon Crunch Sushi Burrito': p('dairy-free', 'fish gluten eggs soy sesame'),
  'Green Curry': p('dairy-free gluten-free', 'fish'),
  'Panang Curry': p('dairy-free gluten-free', 'fish peanuts'),
  'Khao Soi': p('dairy-free', 'gluten eggs fish soy'),
  'Pad Thai': p('dairy-free gluten-free', 'eggs soy peanuts crustaceans fish'),
  'Pad See Ew': p('dairy-free', 'gluten soy eggs'),
  'Pineapple Fried Rice': p('dairy-free', 'tree-nuts eggs fish soy'),
  'Som Tam': p('dairy-free gluten-free', 'peanuts fish crustaceans'),
  'Tom Yum Goong': p('dairy-free gluten-free', 'crustaceans fish'),
  'Mango Sticky Rice': p(ALL_DAY_VEGAN, ''),
  'Al Pastor Taco': p('dairy-free gluten-free', ''),
  'Carne Asada Taco': p('dairy-free gluten-free', ''),
  'Baja Fish Taco': p('', 'fish gluten milk eggs'),
  'Birria Taco': p('dairy-free gluten-free', ''),
  'Carnitas Burrito': p('dairy-free', 'gluten'),
  'Veggie Burrito': p('vegan vegetarian dairy-free', 'gluten'),
  'California Burrito': p('', 'gluten milk'),
  'Chips and Guacamole': p(ALL_DAY_VEGAN, ''),
  Churros: p('vegetarian', 'gluten eggs milk'),
  'Margherita Pizza': p('vegetarian', 'gluten milk'),
  'Pepperoni Pizza': p('', 'gluten milk'),
  'Funghi Pizza': p('vegetarian', 'gluten milk'),
  'Vegan Diavola': p('vegan vegetarian dairy-free', 'gluten tree-nuts soy'),
  'Spaghetti Carbonara': p('', 'gluten eggs milk'),
  'Penne Arrabbiata': p('vegan vegetarian dairy-free', 'gluten'),
  'Lasagna Bolognese': p('', 'gluten eggs milk celery'),
  Tiramisu: p('vegetarian', 'gluten eggs milk'),
  'Pistachio Gelato': p('vegetarian gluten-free', 'milk tree-nuts'),
  'Classic Smash Burger': p('', 'gluten milk eggs mustard sesame'),
  'Bacon Cheeseburger': p('', 'gluten milk sesame'),
  'Fried Chicken Sandwich': p('', 'gluten milk eggs'),
  'Beyond Burger': p('vegan vegetarian dairy-free', 'gluten sesame'),
  'Bánh Mì Burger': p('dairy-free', 'gluten eggs fish soy'),
  'Garlic Fries': p(ALL_DAY_VEGAN, ''),
  'Onion Rings': p('vegetarian dairy-free', 'gluten'),
  'Fried Chicken Tenders': p('', 'gluten eggs mustard milk'),
  'Vanilla Milkshake': p('vegetarian gluten-free', 'milk eggs'),
  'Strawberry Smoothie': p('vegetarian gluten-free', 'milk'),
  'Mala Hotpot for Two': p('dairy-free', null),
  'Lẩu Thái': p('dairy-free gluten-free', 'crustaceans molluscs fish'),
  'Tomato Broth Hotpot': p('dairy-free', 'soy'),
  'Xiao Long Bao': p('dairy-free', 'gluten soy'),
  'Shrimp Har Gow': p('dairy-free', 'crustaceans gluten'),
  'Vegetable Potstickers': p('vegan vegetarian dairy-free', 'gluten soy sesame'),
  'Dan Dan Noodles': p('dairy-free', 'gluten sesame peanuts soy'),
  'Mapo Tofu': p('dairy-free', 'soy gluten'),
  'Butter Chicken': p('gluten-free halal', 'milk tree-nuts'),
  'Chana Masala': p(`${ALL_DAY_VEGAN} halal`, ''),
  'Lamb Rogan Josh': p('gluten-free halal', 'milk'),
  'Palak Tofu': p(ALL_DAY_VEGAN, 'soy'),
  'Garlic Naan': p('vegetarian', 'gluten milk'),
  'Tandoori Chicken': p('gluten-free halal', 'milk'),
  'Samosa Chaat': p('vegetarian', 'gluten milk'),
  'Mango Lassi': p('vegetarian gluten-free', 'milk'),
  'Falafel Wrap': p('vegan vegetarian dairy-free', 'gluten sesame'),
  'Falafel Plate': p('vegan vegetarian dairy-free halal', 'gluten sesame'),
  'Chicken Shawarma Plate': p('dairy-free gluten-free halal', ''),
  Fattoush: p('vegan vegetarian dairy-free', 'gluten'),
  'Greek Salad': p('vegetarian gluten-free', 'milk'),
  Hummus: p(ALL_DAY_VEGAN, 'sesame'),
  Baklava: p('vegetarian', 'gluten tree-nuts milk'),
  'Ribeye Steak': p('gluten-free', 'milk'),
  'Filet Mignon': p('gluten-free dairy-free', 'sulphites'),
  'Steak Frites': p('gluten-free', 'eggs milk'),
  'Grilled Salmon': p('gluten-free', 'fish milk'),
  'Lobster Mac': p('', 'crustaceans gluten milk'),
  'Truffle Fries': p('vegetarian gluten-free', 'milk'),
  'Caesar Salad': p('', 'gluten eggs fish milk'),
  'Ube Ice Cream': p('vegetarian gluten-free', 'milk eggs'),
  'Vietnamese Coffee Ice Cream': p('vegetarian gluten-free', 'milk eggs'),
  'Coconut Sorbet': p(ALL_DAY_VEGAN, ''),
  'Bubble Waffle': p('vegetarian', 'gluten eggs milk'),
  'Soufflé Pancakes': p('vegetarian', 'gluten eggs milk'),
  'Liège Waffle': p('vegetarian', 'gluten eggs milk tree-nuts soy'),
  'Brown Sugar Boba': p('vegetarian gluten-free', 'milk'),
  'Avocado Smoothie': p('vegetarian gluten-free', 'milk'),
};

/** A dish's plate; a dish missing from the table is "not stated" (the seed test keeps it complete). */
export function plateOf(dishName: string): Plate {
  return DISH_PLATE[dishName] ?? { diets: [], allergens: null };
}

// Hours ---------------------------------------------------------------------------------------

const days = (list: string): Weekday[] =>
  list === 'all' ? [...WEEKDAYS] : (list.split(' ') as Weekday[]);

/** Ranges on the listed days ('all' or 'mon tue ...'). */
const on = (list: string, ...ranges: Array<[string, string]>): WeeklyRange[] =>
  days(list).flatMap((day) => ranges.map(([opens, closes]) => ({ day, opens, closes })));

const LUNCH_DINNER: Array<[string, string]> = [
  ['11:00', '14:30'],
  ['17:00', '21:30'],
];

/** Each kitchen's usual week. */
export const CUISINE_HOURS: Record<string, WeeklyRange[]> = {
  pho: on('all', ['09:00', '21:00']),
  hue: on('all', ...LUNCH_DINNER),
  com: on('mon tue wed thu fri sat', ...LUNCH_DINNER),
  banhmi: on('all', ['07:00', '18:00']),
  // The cafés close on Mondays.
  cafe: on('tue wed thu fri', ['07:00', '17:00']).concat(on('sat sun', ['08:00', '18:00'])),
  ramen: on('mon tue wed thu sun', ['11:30', '14:30'], ['17:00', '22:00']).concat(
    on('fri sat', ['11:30', '14:30'], ['17:00', '01:00']),
  ),
  sushi: on('tue wed thu fri sat sun', ['11:30', '14:00'], ['17:00', '21:30']),
  thai: on('all', ['11:00', '15:00'], ['17:00', '22:00']),
  taqueria: on('sun mon tue wed thu', ['08:00', '22:00']).concat(on('fri sat', ['08:00', '02:00'])),
  pizza: on('all', ['12:00', '22:00']),
  burger: on('all', ['11:00', '23:00']),
  hotpot: on('mon tue wed thu fri', ['17:00', '23:30']).concat(on('sat sun', ['12:00', '23:30'])),
  curry: on('all', ['11:30', '14:30'], ['17:30', '22:00']),
  mediterranean: on('all', ['10:30', '21:00']),
  steakhouse: on('tue wed thu sun', ['17:00', '22:00']).concat(on('fri sat', ['17:00', '23:00'])),
  dessert: on('sun mon tue wed thu', ['13:00', '23:00']).concat(on('fri sat', ['13:00', '24:00'])),
};

/** The late-night place: open until 03:00 every night. */
export const LATE_NIGHT = { name: 'Phở Bắc 24', weekly: on('all', ['10:00', '03:00']) };
/** Closed for a renovation, reopening two weeks after the city is made. */
export const TEMPORARILY_CLOSED = 'Bếp Mẹ Nấu';
/** The one sold-out dish of the demo: (business, dish). */
export const SOLD_OUT = { business: 'Bánh Mì Saigon', dish: 'Bánh Mì Thịt Nướng' };

/** US Thanksgiving (fourth Thursday of November) on or after the given local date. */
export function nextThanksgiving(today: string): string {
  const year = Number(today.slice(0, 4));
  for (const y of [year, year + 1]) {
    const first = new Date(Date.UTC(y, 10, 1)).getUTCDay(); // 0 = Sunday
    const day = 1 + ((4 - first + 7) % 7) + 21;
    const iso = `${y}-11-${String(day).padStart(2, '0')}`;
    if (iso >= today) return iso;
  }
  return `${year + 1}-11-26`;
}

function addDays(iso: string, n: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** A demo business's hours: its kitchen's week, closed on Thanksgiving, with the named exceptions. */
export function demoHours(name: string, cuisine: string, today: string, timeZone: string): Hours {
  const late = name === LATE_NIGHT.name;
  return {
    timeZone,
    weekly: late ? LATE_NIGHT.weekly : (CUISINE_HOURS[cuisine] ?? CUISINE_HOURS.pizza ?? []),
    // The late-night place stays open on the holiday.
    special: late
      ? []
      : [{ date: nextThanksgiving(today), closed: true, ranges: [], note: 'Thanksgiving' }],
    temporarilyClosed: name === TEMPORARILY_CLOSED,
    reopensOn: name === TEMPORARILY_CLOSED ? addDays(today, 14) : null,
  };
}

// Coordinates -----------------------------------------------------------------------------------

/** Centres of the demo cities; businesses stand within a few kilometres of them. */
export const CITY_CENTRES: Record<string, { lat: number; lng: number; spreadKm: number }> = {
  'San Jose': { lat: 37.3337, lng: -121.8907, spreadKm: 6 },
  'Santa Clara': { lat: 37.3541, lng: -121.9552, spreadKm: 3 },
  Milpitas: { lat: 37.4323, lng: -121.8996, spreadKm: 3 },
};

/** A point near a city centre, from two numbers in [0, 1). */
export function pointNear(city: string, u: number, v: number): { lat: number; lng: number } {
  const centre = CITY_CENTRES[city] ?? CITY_CENTRES['San Jose']!;
  const km = centre.spreadKm * Math.sqrt(u);
  const angle = 2 * Math.PI * v;
  const lat = centre.lat + (km * Math.cos(angle)) / 111.32;
  const lng =
    centre.lng + (km * Math.sin(angle)) / (111.32 * Math.cos((centre.lat * Math.PI) / 180));
  return { lat: Math.round(lat * 1e6) / 1e6, lng: Math.round(lng * 1e6) / 1e6 };
}

// The schema.org reader: restaurant pages and JSON-LD files into a business and its menu lists, with
// error rows for what could not be kept, and a clear refusal of files that hold no restaurant.
import { describe, expect, it } from 'vitest';
import { hoursSchema } from '@menudex/contract/hours';
import { UnreadableFileError } from './imported-business.ts';
import { parseSchemaOrgFile, type SchemaOrgOptions } from './schema-org.ts';

const OPTIONS: SchemaOrgOptions = {
  timeZone: 'America/Los_Angeles',
  now: new Date('2026-03-10T18:00:00Z'),
  defaultCountry: 'US',
};

const read = (text: string, options: Partial<SchemaOrgOptions> = {}) =>
  parseSchemaOrgFile(Buffer.from(text, 'utf8'), { ...OPTIONS, ...options });

const json = (value: unknown) => JSON.stringify(value, null, 2);

/** The message a file is refused with (and that it is refused as unreadable, not with a crash). */
function refusal(text: string | Buffer): string {
  try {
    parseSchemaOrgFile(typeof text === 'string' ? Buffer.from(text, 'utf8') : text, OPTIONS);
  } catch (err) {
    expect(err).toBeInstanceOf(UnreadableFileError);
    return (err as Error).message;
  }
  throw new Error('the file was read');
}

const restaurant = (fields: Record<string, unknown>) => ({
  '@context': 'https://schema.org',
  '@type': 'Restaurant',
  name: 'Phở Hòa',
  ...fields,
});

/** A menu of one section with these items. */
const menuOf = (items: unknown[]) => ({
  '@type': 'Menu',
  hasMenuSection: { '@type': 'MenuSection', name: 'Dishes', hasMenuItem: items },
});

const dish = (name: string, price?: unknown, currency = 'USD') => ({
  '@type': 'MenuItem',
  name,
  ...(price === undefined ? {} : { offers: { '@type': 'Offer', price, priceCurrency: currency } }),
});

// Modelled on a WordPress restaurant site: an SEO plugin's @graph in the head, the theme's own
// Restaurant script with its menu, analytics, and the menu again as markup for people.
const RESTAURANT_PAGE = `<!DOCTYPE html>
<html lang="en-US">
<head>
  <meta charset="UTF-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Menu &amp; Hours – Saigon Corner | Vietnamese Kitchen in San Jose</title>
  <link rel="stylesheet" href="https://saigoncorner.example/wp-content/themes/bistro/style.css?ver=6.5">
  <script type="application/ld+json" class="yoast-schema-graph">{"@context":"https://schema.org","@graph":[{"@type":"WebPage","@id":"https://saigoncorner.example/menu/","url":"https://saigoncorner.example/menu/","name":"Menu &amp; Hours - Saigon Corner","isPartOf":{"@id":"https://saigoncorner.example/#website"},"breadcrumb":{"@id":"https://saigoncorner.example/menu/#breadcrumb"}},{"@type":"BreadcrumbList","@id":"https://saigoncorner.example/menu/#breadcrumb","itemListElement":[{"@type":"ListItem","position":1,"name":"Home","item":"https://saigoncorner.example/"},{"@type":"ListItem","position":2,"name":"Menu"}]},{"@type":"WebSite","@id":"https://saigoncorner.example/#website","url":"https://saigoncorner.example/","name":"Saigon Corner"}]}</script>
  <script async src="https://www.googletagmanager.com/gtag/js?id=G-XXXX"></script>
  <script>
    window.dataLayer = window.dataLayer || [];
    function gtag(){dataLayer.push(arguments);} gtag('js', new Date()); gtag('config', 'G-XXXX');
    var menu = '<script type="application/ld+json">{"@type":"Restaurant","name":"Fake"}</scr' + 'ipt>';
  </script>
  <script type="application/ld+json">
  {
    "@context": "https://schema.org",
    "@type": ["Restaurant", "LocalBusiness"],
    "@id": "https://saigoncorner.example/#restaurant",
    "name": "Saigon Corner",
    "image": "https://saigoncorner.example/wp-content/uploads/2025/04/storefront.jpg",
    "url": "https://saigoncorner.example/",
    "sameAs": ["https://www.facebook.com/saigoncorner", "https://www.instagram.com/saigoncorner"],
    "telephone": "+1 (408) 555-0142",
    "email": "mailto:hello@saigoncorner.example",
    "priceRange": "$$",
    "servesCuisine": ["Vietnamese", "Noodles, Banh Mi"],
    "acceptsReservations": "True",
    "address": {
      "@type": "PostalAddress",
      "streetAddress": "1122 Story Road\\nSuite 4",
      "addressLocality": "San Jose",
      "addressRegion": "CA",
      "postalCode": "95122",
      "addressCountry": { "@type": "Country", "name": "US" }
    },
    "geo": { "@type": "GeoCoordinates", "latitude": "37.3300", "longitude": -121.8562 },
    "openingHoursSpecification": [
      { "@type": "OpeningHoursSpecification", "dayOfWeek": ["Monday", "Tuesday", "Wednesday", "Thursday"], "opens": "10:30", "closes": "21:00" },
      { "@type": "OpeningHoursSpecification", "dayOfWeek": ["https://schema.org/Friday", "https://schema.org/Saturday"], "opens": "10:30:00", "closes": "23:30:00" },
      { "@type": "OpeningHoursSpecification", "dayOfWeek": "Sunday", "opens": "11:00", "closes": "15:00" },
      { "@type": "OpeningHoursSpecification", "dayOfWeek": "Sunday", "opens": "17:00", "closes": "21:00" },
      { "@type": "OpeningHoursSpecification", "validFrom": "2026-12-25", "validThrough": "2026-12-25", "opens": "00:00", "closes": "00:00" }
    ],
    "hasMenu": {
      "@type": "Menu",
      "name": "Food Menu",
      "inLanguage": "English",
      "hasMenuSection": [
        {
          "@type": "MenuSection",
          "name": "Starters",
          "hasMenuItem": [
            {
              "@type": "MenuItem",
              "name": "Gỏi Cuốn (Spring Rolls)",
              "description": "<p>Fresh rice paper rolls with shrimp, pork &amp; herbs.</p><p>Served with <strong>peanut sauce</strong>.</p>",
              "offers": { "@type": "Offer", "price": "8.50", "priceCurrency": "USD" }
            },
            {
              "@type": "MenuItem",
              "name": "Chả Giò",
              "description": "Crispy fried egg rolls",
              "offers": { "@type": "Offer", "price": 7, "priceCurrency": "USD" },
              "suitableForDiet": []
            },
            {
              "@type": "MenuItem",
              "name": "Đậu Hũ Chiên",
              "description": "Fried tofu, lemongrass salt",
              "offers": { "@type": "Offer", "price": "$6.75" },
              "suitableForDiet": ["https://schema.org/VeganDiet", "https://schema.org/GlutenFreeDiet"]
            }
          ]
        },
        {
          "@type": "MenuSection",
          "name": "Mains",
          "hasMenuSection": [
            {
              "@type": "MenuSection",
              "name": "Noodle Soups",
              "hasMenuItem": [
                { "@type": "MenuItem", "name": "Phở Tái", "offers": { "@type": "Offer", "price": "15.95", "priceCurrency": "USD" } },
                { "@type": "MenuItem", "name": "Bún Bò Huế", "description": "Spicy beef &amp; pork noodle soup", "offers": { "@type": "Offer", "price": "16.50", "priceCurrency": "USD" } }
              ]
            },
            {
              "@type": "MenuSection",
              "name": "Rice Plates",
              "hasMenuItem": [
                { "@type": "MenuItem", "name": "Cơm Tấm Sườn", "offers": { "@type": "Offer", "price": "17.00", "priceCurrency": "USD" } },
                { "@type": "MenuItem", "name": "Cơm Chay", "offers": { "@type": "Offer", "price": "Market price" }, "suitableForDiet": "VegetarianDiet" }
              ]
            }
          ]
        }
      ]
    }
  }
  </script>
</head>
<body class="page-template-default page">
  <header><nav><a href="/">Home</a> <a href="/menu/">Menu</a></nav></header>
  <main>
    <h1>Our Menu</h1>
    <section class="menu-section"><h2>Starters</h2>
      <div class="menu-item"><span class="name">Gỏi Cuốn</span> <span class="price">$8.50</span></div>
    </section>
  </main>
  <footer>© 2026 Saigon Corner</footer>
</body>
</html>`;

describe('a restaurant page with schema.org JSON-LD', () => {
  const result = read(RESTAURANT_PAGE);

  it('reads the restaurant, not the site graph or a script that only looks like JSON-LD', () => {
    expect(result.business).toMatchObject({
      ref: 'https://saigoncorner.example/#restaurant',
      name: 'Saigon Corner',
      phone: '4085550142',
      website: 'https://saigoncorner.example/',
      email: 'hello@saigoncorner.example',
      address1: '1122 Story Road',
      address2: 'Suite 4',
      city: 'San Jose',
      state: 'CA',
      zipCode: '95122',
      country: 'US',
      lat: 37.33,
      lng: -121.8562,
      categories: ['Vietnamese', 'Noodles', 'Banh Mi'],
      hoursText: '',
    });
  });

  it('turns the opening hours specification into hours that pass the hours schema', () => {
    const hours = result.business.hours;
    expect(hoursSchema.safeParse(hours).success).toBe(true);
    expect(hours?.timeZone).toBe('America/Los_Angeles');
    expect(hours?.weekly).toEqual([
      { day: 'mon', opens: '10:30', closes: '21:00' },
      { day: 'tue', opens: '10:30', closes: '21:00' },
      { day: 'wed', opens: '10:30', closes: '21:00' },
      { day: 'thu', opens: '10:30', closes: '21:00' },
      { day: 'fri', opens: '10:30', closes: '23:30' },
      { day: 'sat', opens: '10:30', closes: '23:30' },
      { day: 'sun', opens: '11:00', closes: '15:00' },
      { day: 'sun', opens: '17:00', closes: '21:00' },
    ]);
    expect(hours?.special).toEqual([{ date: '2026-12-25', closed: true, ranges: [], note: '' }]);
  });

  it('flattens nested sections into lists named "Section › Subsection"', () => {
    expect(result.lists.map((l) => [l.name, l.items.map((i) => i.name)])).toEqual([
      ['Starters', ['Gỏi Cuốn (Spring Rolls)', 'Chả Giò', 'Đậu Hũ Chiên']],
      ['Mains › Noodle Soups', ['Phở Tái', 'Bún Bò Huế']],
      ['Mains › Rice Plates', ['Cơm Tấm Sườn', 'Cơm Chay']],
    ]);
  });

  it('reads prices as numbers, descriptions without their tags, and diets as ours', () => {
    const [starters, soups, plates] = result.lists;
    expect(starters?.items[0]).toEqual({
      name: 'Gỏi Cuốn (Spring Rolls)',
      description: 'Fresh rice paper rolls with shrimp, pork & herbs.\nServed with peanut sauce.',
      price: 8.5,
      tags: [],
      diets: [],
      allergens: null,
    });
    expect(starters?.items.map((i) => i.price)).toEqual([8.5, 7, 6.75]);
    expect(starters?.items[2]?.diets).toEqual(['vegan', 'gluten-free']);
    expect(soups?.items[1]?.description).toBe('Spicy beef & pork noodle soup');
    expect(plates?.items[1]).toMatchObject({ price: null, diets: ['vegetarian'] });
  });

  it('reports only what it could not keep, by where it is in the menu', () => {
    expect(result.errors).toEqual([
      {
        row: 'Food Menu > Mains > Rice Plates > item 2',
        message:
          '"Cơm Chay": the price "Market price" is not an amount like 12.50, so it was imported without a price.',
      },
    ]);
  });
});

describe('a JSON-LD file', () => {
  it('follows @graph references from the restaurant to its menu, sections and address', () => {
    const file = json({
      '@context': 'https://schema.org',
      '@graph': [
        {
          '@type': 'WebSite',
          '@id': 'https://bakery.example/#website',
          url: 'https://bakery.example/',
          publisher: { '@id': 'https://bakery.example/#place' },
        },
        {
          '@type': ['Bakery', 'CafeOrCoffeeShop'],
          '@id': 'https://bakery.example/#place',
          name: 'Le Petit Four',
          url: 'https://bakery.example/',
          telephone: '408.555.0199',
          address: { '@id': 'https://bakery.example/#address' },
          servesCuisine: 'French',
          openingHours: ['Tu-Fr 07:00-15:00', 'Sa-Su 08:00-14:00'],
          // A bare @id string, as some generators write a link to a node of the same graph.
          hasMenu: 'https://bakery.example/#menu',
        },
        {
          '@type': 'PostalAddress',
          '@id': 'https://bakery.example/#address',
          streetAddress: '88 Lincoln Ave',
          addressLocality: 'San Jose',
          addressRegion: 'CA',
          postalCode: '95125',
        },
        {
          '@type': 'Menu',
          '@id': 'https://bakery.example/#menu',
          hasMenuSection: [{ '@id': 'https://bakery.example/#viennoiserie' }],
        },
        {
          '@type': 'MenuSection',
          '@id': 'https://bakery.example/#viennoiserie',
          name: 'Viennoiserie',
          hasMenuItem: [
            { '@id': 'https://bakery.example/#croissant' },
            dish('Pain au Chocolat', 4.75),
          ],
        },
        {
          '@type': 'MenuItem',
          '@id': 'https://bakery.example/#croissant',
          name: 'Croissant',
          offers: { '@type': 'Offer', price: '3.95', priceCurrency: 'USD' },
          suitableForDiet: { '@id': 'https://schema.org/VegetarianDiet' },
        },
      ],
    });
    const result = read(file);
    expect(result.business).toMatchObject({
      ref: 'https://bakery.example/#place',
      name: 'Le Petit Four',
      phone: '4085550199',
      website: 'https://bakery.example/',
      address1: '88 Lincoln Ave',
      city: 'San Jose',
      zipCode: '95125',
      // No addressCountry: the install's default country.
      country: 'US',
      categories: ['French', 'Bakery', 'Cafe'],
    });
    expect(result.business.hours?.weekly).toEqual([
      { day: 'tue', opens: '07:00', closes: '15:00' },
      { day: 'wed', opens: '07:00', closes: '15:00' },
      { day: 'thu', opens: '07:00', closes: '15:00' },
      { day: 'fri', opens: '07:00', closes: '15:00' },
      { day: 'sat', opens: '08:00', closes: '14:00' },
      { day: 'sun', opens: '08:00', closes: '14:00' },
    ]);
    expect(result.lists).toEqual([
      {
        name: 'Viennoiserie',
        items: [
          {
            name: 'Croissant',
            description: '',
            price: 3.95,
            tags: [],
            diets: ['vegetarian'],
            allergens: null,
          },
          {
            name: 'Pain au Chocolat',
            description: '',
            price: 4.75,
            tags: [],
            diets: [],
            allergens: null,
          },
        ],
      },
    ]);
    expect(result.errors).toEqual([]);
  });

  it('reads prefixed terms and a top-level array, and finds a Menu the restaurant does not link', () => {
    const result = read(
      json([
        {
          '@context': { schema: 'https://schema.org/' },
          '@type': 'schema:FastFoodRestaurant',
          'schema:name': 'Taco Loco',
          'schema:address': 'Mission St, San Francisco',
        },
        { '@context': 'https://schema.org', ...menuOf([dish('Al Pastor', '3.50')]) },
      ]),
    );
    expect(result.business).toMatchObject({
      name: 'Taco Loco',
      address1: 'Mission St, San Francisco',
      categories: ['Fast Food'],
    });
    expect(result.lists).toEqual([
      { name: 'Dishes', items: [expect.objectContaining({ name: 'Al Pastor', price: 3.5 })] },
    ]);
  });

  it('keeps Lunch and Dinner apart when a restaurant has several menus', () => {
    const result = read(
      json(
        restaurant({
          hasMenu: [
            {
              '@type': 'Menu',
              name: 'Lunch',
              hasMenuSection: { name: 'Starters', hasMenuItem: [dish('Soup')] },
            },
            {
              '@type': 'Menu',
              name: 'Dinner',
              hasMenuSection: { name: 'Starters', hasMenuItem: [dish('Oysters')] },
            },
          ],
        }),
      ),
    );
    expect(result.lists.map((l) => l.name)).toEqual(['Lunch › Starters', 'Dinner › Starters']);
  });
});

describe('files that hold no restaurant', () => {
  it('refuses a page whose only JSON-LD is broken, saying where', () => {
    const message = refusal(`<!doctype html>
<html><head><title>Trattoria</title>
<script type="application/ld+json">{ "@type": "WebSite", "name": "Trattoria" }</script>
<script type="application/ld+json">
{ "@context": "https://schema.org", "@type": "Restaurant", "name": "Trattoria", }
</script></head><body></body></html>`);
    // JSON.parse's own words differ between Node versions: where it stopped is ours.
    expect(message).toMatch(
      /^The JSON-LD script number 2 is broken at line 5, column 81: .+\. No other JSON-LD on the page describes a Restaurant or another FoodEstablishment \(CafeOrCoffeeShop, Bakery, BarOrPub, FastFoodRestaurant, IceCreamShop\.\.\.\)\.$/,
    );
  });

  it('refuses a broken JSON-LD file with the line and column of the fault', () => {
    expect(refusal('{\n  "@type": "Restaurant"\n  "name": "Trattoria"\n}')).toMatch(
      /^The JSON-LD file is broken at line 3, column 3: .+\.$/,
    );
  });

  it('skips a broken script when another one holds the restaurant, and says so', () => {
    const result = read(`<html><head>
<script type="application/ld+json">{ "@type": "WebSite", "name": "Pho" </script>
<script type="application/ld+json">${json(restaurant({ hasMenu: menuOf([dish('Phở Gà', 14)]) }))}</script>
</head></html>`);
    expect(result.business.name).toBe('Phở Hòa');
    expect(result.lists[0]?.items).toHaveLength(1);
    expect(result.errors).toEqual([
      {
        row: 'Page',
        message: expect.stringMatching(
          /^The JSON-LD script number 1 is broken at line 2, column 72: .+\. It was skipped\.$/,
        ) as unknown,
      },
    ]);
  });

  it('refuses an HTML page without JSON-LD', () => {
    expect(
      refusal(
        '<!doctype html><html><head><title>Pho Hoa</title></head><body><h1>Pho Hoa</h1><p>Open daily</p></body></html>',
      ),
    ).toBe(
      'This page has no schema.org JSON-LD (no <script type="application/ld+json">), so there is no restaurant to read. Save the restaurant\'s own page, or give a JSON-LD file.',
    );
  });

  it('refuses JSON-LD about something else, naming what it found', () => {
    expect(
      refusal(
        `<script type="application/ld+json">${json({ '@type': 'Organization', name: 'Acme', member: { '@type': 'Person', name: 'Jo' } })}</script>`,
      ),
    ).toBe(
      "The page's JSON-LD describes no restaurant (it has Organization, Person): expected a Restaurant or another FoodEstablishment (CafeOrCoffeeShop, Bakery, BarOrPub, FastFoodRestaurant, IceCreamShop...).",
    );
  });

  it('refuses a PNG given as the file', () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
    expect(refusal(png)).toBe(
      'This is a PNG image, not an HTML page or JSON-LD file of a restaurant.',
    );
  });

  it('refuses a restaurant without a name', () => {
    expect(refusal(json({ '@type': 'Restaurant', telephone: '4085550100' }))).toBe(
      'The restaurant in this file has no name, so it cannot be imported.',
    );
  });
});

describe('menus', () => {
  it('keeps dishes whose price cannot be read, without a price, with a row for each', () => {
    const result = read(
      json(
        restaurant({
          hasMenu: menuOf([
            dish('Phở Đặc Biệt', '$12.50'),
            dish('Bánh Xèo', '12,50 €', 'EUR'),
            dish('Lobster', 'Market price'),
            dish('Combo', '12-15'),
            dish('Refund', -3),
            dish('Gold Leaf Phở', 1_000_000_000),
            dish('Tea', ''),
            dish('Water'),
            dish('Bia', '1,250.00'),
          ]),
        }),
      ),
    );
    expect(result.lists[0]?.items.map((i) => [i.name, i.price])).toEqual([
      ['Phở Đặc Biệt', 12.5],
      ['Bánh Xèo', 12.5],
      ['Lobster', null],
      ['Combo', null],
      ['Refund', null],
      ['Gold Leaf Phở', null],
      ['Tea', null],
      ['Water', null],
      ['Bia', 1250],
    ]);
    expect(result.errors).toEqual([
      {
        row: 'Menu > Dishes > item 3',
        message:
          '"Lobster": the price "Market price" is not an amount like 12.50, so it was imported without a price.',
      },
      {
        row: 'Menu > Dishes > item 4',
        message:
          '"Combo": the price "12-15" is not an amount like 12.50, so it was imported without a price.',
      },
      {
        row: 'Menu > Dishes > item 5',
        message:
          '"Refund": the price -3 is not an amount like 12.50, so it was imported without a price.',
      },
      {
        row: 'Menu > Dishes > item 6',
        message:
          '"Gold Leaf Phở": the price 1000000000 is more than 999999.99, so it was imported without a price.',
      },
      {
        row: 'Menu',
        message:
          '1 price is in EUR, but a business in US shows prices in USD: the amounts were kept as they are.',
      },
    ]);
  });

  it('reports a menu given only as a link, resolved against the page address', () => {
    const result = read(
      `<script type="application/ld+json">${json(restaurant({ hasMenu: '/menu/' }))}</script>`,
      { pageUrl: 'https://phohoa.example/about/' },
    );
    expect(result.lists).toEqual([]);
    expect(result.errors).toEqual([
      {
        row: 'Menu',
        message:
          'the menu is on another page (https://phohoa.example/menu/), not in this file: import that page for this business to add its dishes.',
      },
    ]);
    expect(result.business.name).toBe('Phở Hòa');
  });

  it('reports a restaurant that has no menu at all', () => {
    const result = read(json(restaurant({})));
    expect(result.lists).toEqual([]);
    expect(result.errors).toEqual([
      {
        row: 'Menu',
        message: 'the restaurant has no menu in the file (hasMenu): only the business was read.',
      },
    ]);
  });

  it('skips a dish whose name is too long and cuts a too-long description, with rows', () => {
    const longName = 'Phở '.repeat(40).trim();
    const result = read(
      json(
        restaurant({
          hasMenu: menuOf([
            { '@type': 'MenuItem', name: longName },
            { '@type': 'MenuItem', name: 'Bún', description: 'x'.repeat(2500) },
            { '@type': 'MenuItem', description: 'no name' },
            'https://phohoa.example/menu#item-9',
          ]),
        }),
      ),
    );
    const items = result.lists[0]?.items ?? [];
    expect(items.map((i) => i.name)).toEqual(['Bún']);
    expect(Array.from(items[0]?.description ?? '')).toHaveLength(2000);
    expect(result.errors.map((e) => e.row)).toEqual([
      'Menu > Dishes > item 1',
      'Menu > Dishes > item 2',
      'Menu > Dishes > item 3',
      'Menu > Dishes > item 4',
    ]);
    expect(result.errors[0]?.message).toMatch(
      /is longer than 120 characters \(it has 159\): skipped\.$/,
    );
    expect(result.errors[1]?.message).toBe(
      '"Bún": the description was cut to 2000 characters (it has 2500).',
    );
    expect(result.errors[2]?.message).toBe('the menu item has no name: skipped.');
    expect(result.errors[3]?.message).toBe(
      'is a link (https://phohoa.example/menu#item-9), not a menu item: skipped.',
    );
  });

  it('keeps markup in names as plain text, and drops scripts from descriptions', () => {
    const result = read(
      json(
        restaurant({
          hasMenu: menuOf([
            {
              '@type': 'MenuItem',
              name: '<script>alert(1)</script> Phở',
              description: '<img src=x onerror=alert(1)>Rich broth<script>steal()</script>',
            },
            { '@type': 'MenuItem', name: 'Fish &amp; Chips' },
          ]),
        }),
      ),
    );
    expect(result.lists[0]?.items.map((i) => [i.name, i.description])).toEqual([
      ['<script>alert(1)</script> Phở', 'Rich broth'],
      ['Fish & Chips', ''],
    ]);
  });

  it('reads a menu of 10,000 dishes', () => {
    const sections = Array.from({ length: 100 }, (_, s) => ({
      '@type': 'MenuSection',
      name: `Section ${s + 1}`,
      hasMenuItem: Array.from({ length: 100 }, (_, i) =>
        dish(`Dish ${s + 1}-${i + 1}`, `${i + 1}.25`),
      ),
    }));
    const result = read(
      json(restaurant({ hasMenu: { '@type': 'Menu', hasMenuSection: sections } })),
    );
    expect(result.lists).toHaveLength(100);
    expect(result.lists.reduce((n, l) => n + l.items.length, 0)).toBe(10_000);
    expect(result.lists[99]?.items[99]).toMatchObject({ name: 'Dish 100-100', price: 100.25 });
    expect(result.errors).toEqual([]);
  });

  it('gives the business the diets every dish has', () => {
    const vegan = (name: string) => ({
      ...dish(name, 9),
      suitableForDiet: ['https://schema.org/VeganDiet', 'https://schema.org/VegetarianDiet'],
    });
    const result = read(
      json(
        restaurant({
          hasMenu: menuOf([
            vegan('Tofu Bánh Mì'),
            { ...vegan('Jackfruit Phở'), suitableForDiet: 'VeganDiet' },
          ]),
        }),
      ),
    );
    expect(result.business.diets).toEqual(['vegan']);
  });
});

describe('the business fields', () => {
  it('leaves a phone number outside North America empty, with a row', () => {
    const result = read(
      json(restaurant({ telephone: '+44 20 7946 0958', hasMenu: menuOf([dish('Tea', 2)]) })),
    );
    expect(result.business.phone).toBe('');
    expect(result.errors).toEqual([
      {
        row: 'Restaurant',
        message:
          'phone "+44 20 7946 0958" is not a US phone number of 10 digits, so it was left empty.',
      },
    ]);
  });

  it('finds the same restaurant again by a hash of its name and address when it has no @id or url', () => {
    const page = (name: string) =>
      json({
        '@type': 'Restaurant',
        name,
        address: { streetAddress: '1 Main St', postalCode: '95112' },
      });
    const first = read(page('Phở Hòa')).business.ref;
    expect(first).toMatch(/^sha256:[0-9a-f]{32}$/);
    expect(read(page('Phở Hòa')).business.ref).toBe(first);
    expect(read(page('Phở Bắc')).business.ref).not.toBe(first);
  });

  it('resolves a relative @id against the page address', () => {
    const result = read(
      `<script type="application/ld+json">${json(restaurant({ '@id': '#restaurant', url: '/' }))}</script>`,
      { pageUrl: 'https://phohoa.example/visit' },
    );
    expect(result.business.ref).toBe('https://phohoa.example/visit#restaurant');
    expect(result.business.website).toBe('https://phohoa.example/');
  });

  it('keeps opening hours it cannot convert as text, with a row', () => {
    const result = read(
      json(
        restaurant({
          openingHoursSpecification: [
            { dayOfWeek: 'Monday', opens: '11:00', closes: '21:00' },
            { dayOfWeek: 'Feast day', opens: '11:00', closes: '21:00' },
          ],
          hasMenu: menuOf([dish('Tea', 2)]),
        }),
      ),
    );
    expect(result.business.hours).toBeNull();
    expect(result.business.hoursText).toBe('Monday 11:00-21:00; Feast day 11:00-21:00');
    expect(result.errors).toEqual([
      {
        row: 'Restaurant',
        message: 'opening hours kept as text: dayOfWeek "Feast day" is not a day of the week.',
      },
    ]);
  });

  it('leaves out coordinates that are not on Earth, with a row', () => {
    const result = read(
      json(
        restaurant({
          geo: { latitude: 137.3, longitude: -121.8 },
          hasMenu: menuOf([dish('Tea', 2)]),
        }),
      ),
    );
    expect(result.business).toMatchObject({ lat: null, lng: null });
    expect(result.errors).toEqual([
      { row: 'Restaurant', message: 'geo was left out: lat must be a number between -90 and 90.' },
    ]);
  });
});

// Renders every demo dish's picture into one PNG grid with its name, kind and protein, to look at:
// `npx tsx src/seed/contact-sheet.ts [out.png] [kind,kind]` (from apps/server; default contact-sheet.png).
import sharp from 'sharp';
import { CUISINES, type Dish } from './catalog-data.ts';
import { DISH_PLATE } from './catalog-place.ts';
import { proteinFor } from '@menudex/demo-art/dish-protein';
import { dishSvg, PROTEIN_KINDS } from '@menudex/demo-art/images';
const only = process.argv[3];
const seen = new Set<string>();
const dishes: Dish[] = [];
for (const c of CUISINES)
  for (const ds of Object.values(c.lists))
    for (const d of ds) {
      if (seen.has(d.name)) continue;
      seen.add(d.name);
      if (only && !only.split(',').includes(d.image)) continue;
      dishes.push(d);
    }
dishes.sort((a, b) => a.image.localeCompare(b.image));
const W = 200,
  H = 150,
  LH = 30,
  COLS = 10;
const rows = Math.ceil(dishes.length / COLS);
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const tiles = await Promise.all(
  dishes.map(async (d, i) => {
    const diets = DISH_PLATE[d.name]?.diets ?? [];
    const p = proteinFor(d.name, d.tags, diets);
    const protein = PROTEIN_KINDS.includes(d.image) ? p : null;
    const img = await sharp(Buffer.from(dishSvg(d.image, i % 4, W, protein ?? undefined)))
      .resize(W, H)
      .png()
      .toBuffer();
    const label = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${LH}"><rect width="100%" height="100%" fill="#fff"/><text x="4" y="12" font-size="11" font-family="sans-serif">${esc(d.name)}</text><text x="4" y="26" font-size="10" fill="#555" font-family="sans-serif">${d.image} · ${protein ?? 'usual'}${diets.includes('vegan') ? ' · VEGAN' : diets.includes('vegetarian') ? ' · VEG' : ''}</text></svg>`,
    );
    const x = (i % COLS) * W,
      y = Math.floor(i / COLS) * (H + LH);
    return [
      { input: img, left: x, top: y },
      { input: label, left: x, top: y + H },
    ];
  }),
);
await sharp({
  create: { width: COLS * W, height: rows * (H + LH), channels: 3, background: '#ddd' },
})
  .composite(tiles.flat())
  .png()
  .toFile(process.argv[2] ?? 'contact-sheet.png');
console.log(dishes.length, 'dishes');

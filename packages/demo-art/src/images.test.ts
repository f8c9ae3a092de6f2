// The seed image generator: real WebP files of the right size, the same bytes every run, and pictures, not flat boxes.
import sharp, { type Stats } from 'sharp';
import { describe, expect, it } from 'vitest';
import { DISH_KINDS, coverSvg, dishSvg, logoSvg, renderWebp } from './images.ts';

async function inspect(bytes: Buffer) {
  const image = sharp(bytes);
  const [meta, stats] = await Promise.all([image.metadata(), image.stats()]);
  return { meta, stats };
}

/**
 * Standard deviation alone would pass a plain gradient, so sharpness (edges) and entropy (many
 * distinct tones) are checked too; a diagonal gradient scores about 0.1 sharpness, a lone circle
 * on a plain ground about 1 bit of entropy.
 */
function expectDetailed(stats: Stats, minEntropy = 5): void {
  for (const channel of stats.channels.slice(0, 3)) expect(channel.stdev).toBeGreaterThan(15);
  expect(stats.sharpness).toBeGreaterThan(0.5);
  expect(stats.entropy).toBeGreaterThan(minEntropy);
}

/** A 32×24 RGB thumbnail (of WebP bytes or of an SVG): enough to tell two pictures apart. */
const thumbnail = (bytes: Buffer): Promise<Buffer> =>
  sharp(bytes).resize(32, 24, { fit: 'fill' }).removeAlpha().raw().toBuffer();

/** Mean absolute difference of two thumbnails, 0–255. */
function difference(a: Buffer, b: Buffer): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs((a[i] ?? 0) - (b[i] ?? 0));
  return sum / a.length;
}

// Pure image code: running it once (in the PGlite project) is enough.
describe('seed images', () => {
  it('knows nineteen distinct dish kinds, fried chicken among them (wings are not a steak)', () => {
    expect(new Set(DISH_KINDS).size).toBe(19);
    expect(DISH_KINDS).toContain('fried-chicken');
  });

  it('draws what the dish is made with: a vegan phở shows tofu, not the beef of phở tái', async () => {
    const beef = dishSvg('noodle-soup', 1, 400, 'beef');
    expect(dishSvg('noodle-soup', 1, 400)).toBe(beef);
    const drawn = new Set(
      (['beef', 'chicken', 'pork', 'seafood', 'tofu', 'none'] as const).map((p) =>
        dishSvg('noodle-soup', 1, 400, p),
      ),
    );
    expect(drawn.size).toBe(6);
    // Tofu cubes are squares with rounded corners; beef slices have none.
    expect(dishSvg('noodle-soup', 1, 400, 'tofu').match(/rx="3"/g)?.length ?? 0).toBeGreaterThan(
      (beef.match(/rx="3"/g)?.length ?? 0) + 5,
    );
    const salmon = await inspect(await renderWebp(dishSvg('steak', 1, 400, 'seafood')));
    const ribeye = await inspect(await renderWebp(dishSvg('steak', 1, 400, 'beef')));
    // A salmon fillet is brighter (orange) than a seared beef steak.
    const [sr, sg] = salmon.stats.channels;
    const [rr, rg] = ribeye.stats.channels;
    expect((sr?.mean ?? 0) + (sg?.mean ?? 0)).toBeGreaterThan((rr?.mean ?? 0) + (rg?.mean ?? 0));
  });

  it.each(DISH_KINDS)('draws %s as a detailed 800×600 WebP in every variant', async (kind) => {
    for (const variant of [0, 1, 2]) {
      const svg = dishSvg(kind, variant);
      expect(svg.length).toBeLessThan(30_000);
      expect(svg).not.toMatch(/<text/);
      const { meta, stats } = await inspect(await renderWebp(svg));
      expect(meta.format).toBe('webp');
      expect([meta.width, meta.height]).toEqual([800, 600]);
      expectDetailed(stats);
    }
  });

  it('scales a dish to the requested width at 4:3', async () => {
    const { meta } = await inspect(await renderWebp(dishSvg('noodle-soup', 4, 330)));
    expect([meta.width, meta.height]).toEqual([330, 248]);
  });

  it('draws a 1600×600 cover banner', async () => {
    for (const kind of ['noodle-soup', 'pizza', 'sushi'] as const) {
      const { meta, stats } = await inspect(await renderWebp(coverSvg(kind, 2)));
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1600, 600]);
      expectDetailed(stats);
    }
  });

  it('draws a 256×256 logo emblem in the given hue', async () => {
    const red = await renderWebp(logoSvg(3, 0));
    const blue = await renderWebp(logoSvg(3, 220));
    const { meta, stats } = await inspect(red);
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 256]);
    // An emblem is a few flat colours, so only the spread and the edges are asked of it.
    expectDetailed(stats, 2);
    const [r, , b] = (await inspect(blue)).stats.channels;
    expect(b?.mean).toBeGreaterThan(r?.mean ?? 255);
    expect(difference(await thumbnail(red), await thumbnail(blue))).toBeGreaterThan(10);
  });

  it('gives the same bytes for the same inputs', async () => {
    expect(dishSvg('pizza', 7)).toBe(dishSvg('pizza', 7));
    expect(coverSvg('coffee', 1)).toBe(coverSvg('coffee', 1));
    expect(logoSvg(5, 120)).toBe(logoSvg(5, 120));
    const [a, b] = await Promise.all([
      renderWebp(dishSvg('sushi', -3)),
      renderWebp(dishSvg('sushi', -3)),
    ]);
    expect(a.equals(b)).toBe(true);
  });

  it('draws different pictures for different kinds and variants', async () => {
    // Rasterised small and straight from the SVG: the WebP path is covered above, this is about the drawings.
    const thumbs = await Promise.all(
      DISH_KINDS.map((kind) => thumbnail(Buffer.from(dishSvg(kind, 0, 160)))),
    );
    thumbs.forEach((a, i) => {
      thumbs.slice(i + 1).forEach((b, k) => {
        expect(difference(a, b), `${DISH_KINDS[i]} vs ${DISH_KINDS[i + 1 + k]}`).toBeGreaterThan(
          12,
        );
      });
    });
    const [one, two] = await Promise.all(
      [1, 2].map((v) => thumbnail(Buffer.from(dishSvg('curry', v, 160)))),
    );
    if (!one || !two) throw new Error('missing image');
    expect(difference(one, two)).toBeGreaterThan(12);
  });
});

// Draws the demo data's illustrative food images (dish cards, cover banners, logos) as SVG, rasterised to WebP by sharp.
import sharp from 'sharp';
import { seededRandom } from './random.ts';

export type DishKind =
  | 'noodle-soup'
  | 'rice-plate'
  | 'banh-mi'
  | 'coffee'
  | 'pizza'
  | 'sushi'
  | 'burger'
  | 'taco'
  | 'curry'
  | 'salad'
  | 'dessert'
  | 'dumplings'
  | 'fries'
  | 'pancakes'
  | 'drink'
  | 'pasta'
  | 'steak'
  | 'fried-chicken'
  | 'hotpot';

/**
 * What a dish is made with, where its kind is drawn with one (the meat over a noodle soup, the cut
 * on a plate): a vegan phở shows tofu, not beef; a grilled salmon is not a red steak.
 */
export type Protein = 'beef' | 'chicken' | 'pork' | 'seafood' | 'tofu' | 'none';

/** The kinds whose drawing shows the protein; the others look the same whatever it is. */
export const PROTEIN_KINDS: readonly DishKind[] = [
  'noodle-soup',
  'steak',
  'rice-plate',
  'sushi',
  'burger',
  'pizza',
  'salad',
];

/**
 * What each kind shows when no protein is given (or, for a kind not in PROTEIN_KINDS, always): a
 * fried-chicken basket shows chicken whatever it is, a coffee shows none. Pizza's usual may show
 * pepperoni, so it counts as pork.
 */
export const KIND_USUAL: Record<DishKind, Protein> = {
  'noodle-soup': 'beef',
  'rice-plate': 'none',
  'banh-mi': 'none',
  coffee: 'none',
  pizza: 'pork',
  sushi: 'seafood',
  burger: 'beef',
  taco: 'beef',
  curry: 'none',
  salad: 'none',
  dessert: 'none',
  dumplings: 'none',
  fries: 'none',
  pancakes: 'none',
  drink: 'none',
  pasta: 'none',
  steak: 'beef',
  'fried-chicken': 'chicken',
  hotpot: 'beef',
};

/** The protein a dish of this kind is drawn with, given what the dish is made with. */
export function drawnProtein(kind: DishKind, protein: Protein | null): Protein {
  return PROTEIN_KINDS.includes(kind) ? (protein ?? KIND_USUAL[kind]) : KIND_USUAL[kind];
}

export const DISH_KINDS: readonly DishKind[] = [
  'noodle-soup',
  'rice-plate',
  'banh-mi',
  'coffee',
  'pizza',
  'sushi',
  'burger',
  'taco',
  'curry',
  'salad',
  'dessert',
  'dumplings',
  'fries',
  'pancakes',
  'drink',
  'pasta',
  'steak',
  'fried-chicken',
  'hotpot',
];

// ---------------------------------------------------------------------------------------------
// Randomness, numbers and colours
// ---------------------------------------------------------------------------------------------

// FNV-1a: a stable seed from any text, so the same inputs always draw the same picture.
function hashSeed(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

// The shared seeded source (mulberry32); Math.random would break determinism.
const randomFrom = (seed: number): (() => number) => {
  const random = seededRandom(seed);
  return () => random.next();
};

// One decimal is plenty at these scales and keeps the SVG small.
const f = (v: number): string => String(Math.round(v * 10) / 10);

function cyc<T>(items: readonly T[], i: number): T {
  const item = items[((i % items.length) + items.length) % items.length];
  if (item === undefined) throw new Error('cyc() on an empty list');
  return item;
}

type Rgb = readonly [number, number, number];

function parseHex(hex: string): Rgb {
  const v = parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

function toHex(rgb: Rgb): string {
  return `#${rgb
    .map((x) =>
      Math.round(Math.min(255, Math.max(0, x)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = parseHex(a);
  const [br, bg, bb] = parseHex(b);
  return toHex([ar + (br - ar) * t, ag + (bg - ag) * t, ab + (bb - ab) * t]);
}

const lighten = (c: string, t: number): string => mix(c, '#ffffff', t);
const darken = (c: string, t: number): string => mix(c, '#000000', t);

function hsl(h: number, s: number, l: number): string {
  const hh = (((h % 360) + 360) % 360) / 60;
  const chroma = (1 - Math.abs(2 * l - 1)) * s;
  const x = chroma * (1 - Math.abs((hh % 2) - 1));
  const m = l - chroma / 2;
  const [r, g, b] =
    hh < 1
      ? [chroma, x, 0]
      : hh < 2
        ? [x, chroma, 0]
        : hh < 3
          ? [0, chroma, x]
          : hh < 4
            ? [0, x, chroma]
            : hh < 5
              ? [x, 0, chroma]
              : [chroma, 0, x];
  return toHex([(r + m) * 255, (g + m) * 255, (b + m) * 255]);
}

function toHsl(hex: string): [number, number, number] {
  const [r, g, b] = parseHex(hex).map((v) => v / 255) as unknown as Rgb;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h =
    max === r ? (g - b) / d + (g < b ? 6 : 0) : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return [h * 60, s, l];
}

type Stop = readonly [offset: number, color: string, opacity?: number];
type Pt = readonly [number, number];

// Collects <defs> for one SVG document, with ids unique inside it and identical gradients shared.
class Ctx {
  readonly defs: string[] = [];
  private count = 0;
  private readonly cache = new Map<string, string>();

  /** Below 1 for dishes drawn small (the cover's side dishes): fewer crumbs and seeds, a smaller SVG. */
  detail = 1;

  /** What the dish is made with; null: the kind's usual (beef phở, a beef steak). */
  protein: Protein | null = null;

  constructor(private readonly rnd: () => number) {}

  /** How many of a decoration to scatter at the current level of detail. */
  n(count: number): number {
    return Math.max(1, Math.round(count * this.detail));
  }

  uid(): string {
    return `k${(this.count++).toString(36)}`;
  }

  range(min: number, max: number): number {
    return min + (max - min) * this.rnd();
  }

  int(min: number, max: number): number {
    return Math.floor(this.range(min, max + 1));
  }

  chance(p: number): boolean {
    return this.rnd() < p;
  }

  pick<T>(items: readonly T[]): T {
    return cyc(items, Math.floor(this.rnd() * items.length));
  }

  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.rnd() * (i + 1));
      const a = cyc(out, i);
      out[i] = cyc(out, j);
      out[j] = a;
    }
    return out;
  }

  /** A point uniformly inside a circle (or ellipse when ry is given). */
  inCircle(r: number, ry = r): Pt {
    const a = this.range(0, Math.PI * 2);
    const d = Math.sqrt(this.rnd());
    return [Math.cos(a) * r * d, Math.sin(a) * ry * d];
  }

  /** The same colour nudged in hue and lightness, so repeated pieces do not look stamped. */
  vary(hex: string, amount = 0.05): string {
    const [h, s, l] = toHsl(hex);
    return hsl(
      h + this.range(-40, 40) * amount,
      Math.min(1, Math.max(0, s + this.range(-1, 1) * amount)),
      Math.min(1, Math.max(0, l + this.range(-1, 1) * amount)),
    );
  }

  def(key: string, build: (id: string) => string): string {
    const known = this.cache.get(key);
    if (known) return known;
    const id = this.uid();
    this.defs.push(build(id));
    const url = `url(#${id})`;
    this.cache.set(key, url);
    return url;
  }

  radial(
    stops: readonly Stop[],
    o: { cx?: number; cy?: number; r?: number; fx?: number; fy?: number } = {},
  ): string {
    const attrs = (['cx', 'cy', 'r', 'fx', 'fy'] as const)
      .map((k) => (o[k] === undefined ? '' : ` ${k}="${f(o[k] ?? 0)}"`))
      .join('');
    const body = stopsSvg(stops);
    return this.def(
      `r${attrs}${body}`,
      (id) => `<radialGradient id="${id}"${attrs}>${body}</radialGradient>`,
    );
  }

  linear(stops: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const attrs = ` x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"`;
    const body = stopsSvg(stops);
    return this.def(
      `l${attrs}${body}`,
      (id) => `<linearGradient id="${id}"${attrs}>${body}</linearGradient>`,
    );
  }

  /** Defines a path once and answers its '#id', for shapes repeated many times (see `use`). */
  shape(d: string): string {
    return this.def(`p${d}`, (id) => `<path id="${id}" d="${d}"/>`).slice(4, -1);
  }

  /** Defines a group of shapes once and answers its '#id', for pieces repeated many times. */
  group(key: string, build: () => string): string {
    return this.def(`g${key}`, (id) => `<g id="${id}">${build()}</g>`).slice(4, -1);
  }

  clip(shape: string): string {
    return this.def(`c${shape}`, (id) => `<clipPath id="${id}">${shape}</clipPath>`);
  }

  /** A soft contact shadow, a radial gradient rather than a blur filter, which keeps rendering fast. */
  shadow(x: number, y: number, rx: number, ry = rx, strength = 0.42): string {
    const fill = this.radial([
      [0, '#000', strength],
      [0.6, '#000', strength * 0.55],
      [1, '#000', 0],
    ]);
    return ellipse(x + rx * 0.05 + 2, y + ry * 0.08 + 3, rx * 1.12, ry * 1.14, fill);
  }
}

function stopsSvg(stops: readonly Stop[]): string {
  return stops
    .map(
      ([o, c, a]) =>
        `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${f(a * 100) === '0' ? 0 : Math.round(a * 1000) / 1000}"`}/>`,
    )
    .join('');
}

// ---------------------------------------------------------------------------------------------
// Shape helpers
// ---------------------------------------------------------------------------------------------

const tf = (x: number, y: number, rot = 0, s = 1): string =>
  `translate(${f(x)} ${f(y)})${rot ? ` rotate(${f(rot)})` : ''}${s === 1 ? '' : ` scale(${Math.round(s * 1000) / 1000})`}`;

const g = (transform: string, body: string, extra = ''): string =>
  `<g transform="${transform}"${extra}>${body}</g>`;

const circle = (x: number, y: number, r: number, fill: string, extra = ''): string =>
  `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${fill}"${extra}/>`;

const ellipse = (x: number, y: number, rx: number, ry: number, fill: string, extra = ''): string =>
  `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}"${extra}/>`;

const rect = (x: number, y: number, w: number, h: number, fill: string, extra = ''): string =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${fill}"${extra}/>`;

const path = (d: string, fill: string, extra = ''): string =>
  `<path d="${d}" fill="${fill}"${extra}/>`;

const use = (href: string, transform: string, fill: string, extra = ''): string =>
  `<use href="${href}" transform="${transform}" fill="${fill}"${extra}/>`;

const stroke = (color: string, width: number, opacity = 1): string =>
  ` stroke="${color}" stroke-width="${f(width)}"${opacity === 1 ? '' : ` stroke-opacity="${f(opacity * 100) === '0' ? 0 : Math.round(opacity * 100) / 100}"`}`;

const pt = ([x, y]: Pt): string => `${f(x)} ${f(y)}`;

/**
 * A smooth closed curve guided by the points: quadratic Béziers through their midpoints, which
 * is as smooth as Catmull-Rom for these shapes at two thirds of the path text.
 */
function smoothClosed(pts: readonly Pt[]): string {
  const mid = (i: number): Pt => {
    const [ax, ay] = cyc(pts, i);
    const [bx, by] = cyc(pts, i + 1);
    return [(ax + bx) / 2, (ay + by) / 2];
  };
  let d = `M${pt(mid(0))}`;
  for (let i = 1; i <= pts.length; i++) d += `Q${pt(cyc(pts, i))} ${pt(mid(i))}`;
  return `${d}Z`;
}

/** An organic lump: a wobbly ellipse. */
function blob(c: Ctx, rx: number, ry: number, n = 8, wobble = 0.15): string {
  const pts: Pt[] = [];
  const turn = c.range(0, Math.PI * 2);
  for (let i = 0; i < n; i++) {
    const a = turn + (i / n) * Math.PI * 2 + c.range(-0.2, 0.2) / n;
    const k = 1 + c.range(-wobble, wobble);
    pts.push([Math.cos(a) * rx * k, Math.sin(a) * ry * k]);
  }
  return smoothClosed(pts);
}

/** A regular wavy edge, for lettuce, scoops of ice cream, scalloped badges. */
function wavy(r: number, amp: number, waves: number, phase = 0): string {
  const pts: Pt[] = [];
  for (let i = 0; i < waves * 2; i++) {
    const a = phase + (i / (waves * 2)) * Math.PI * 2;
    const rr = r + (i % 2 === 0 ? amp : -amp);
    pts.push([Math.cos(a) * rr, Math.sin(a) * rr]);
  }
  return smoothClosed(pts);
}

const leafPath = (len: number, w: number): string =>
  `M0 0C${f(w)} ${f(-len * 0.22)} ${f(w * 0.8)} ${f(-len * 0.75)} 0 ${f(-len)}C${f(-w * 0.8)} ${f(-len * 0.75)} ${f(-w)} ${f(-len * 0.22)} 0 0Z`;

function leaf(x: number, y: number, len: number, w: number, rot: number, color: string): string {
  return g(
    tf(x, y, rot),
    path(leafPath(len, w), color) +
      path(
        `M0 ${f(-len * 0.05)}L0 ${f(-len * 0.85)}`,
        'none',
        stroke(lighten(color, 0.35), Math.max(0.6, w * 0.09), 0.8),
      ),
  );
}

/** A herb sprig: a stem with leaves in pairs, pointing up from the origin. */
function sprig(c: Ctx, len: number, color: string, leafSize = len * 0.32): string {
  let out = path(
    `M0 0Q${f(len * 0.08)} ${f(-len * 0.5)} 0 ${f(-len)}`,
    'none',
    stroke(darken(color, 0.1), len * 0.04),
  );
  const pairs = 3;
  for (let i = 0; i < pairs; i++) {
    const y = -len * (0.3 + (i / pairs) * 0.62);
    const s = leafSize * (1 - i * 0.18);
    const col = c.vary(color, 0.05);
    out +=
      leaf(0, y, s, s * 0.42, -55 + c.range(-8, 8), col) +
      leaf(0, y, s, s * 0.42, 55 + c.range(-8, 8), col);
  }
  out += leaf(0, -len, leafSize * 0.7, leafSize * 0.3, 0, color);
  return out;
}

/** Cilantro: round lobed leaflets in small clusters. */
function cilantro(c: Ctx, x: number, y: number, size: number): string {
  const col = c.pick(['#3f8f36', '#4a9c3c', '#378232']);
  const lobe = c.shape(wavy(5.5, 1, 5));
  let out = '';
  for (let i = 0; i < 3; i++) {
    const a = (i / 3) * Math.PI * 2 + c.range(0, 1);
    out += use(lobe, tf(Math.cos(a) * 5, Math.sin(a) * 5, c.range(0, 360)), c.vary(col, 0.04));
  }
  return g(tf(x, y, 0, size / 10), out + circle(0, 0, 1.2, darken(col, 0.15)));
}

function chiliSlice(c: Ctx, x: number, y: number, r: number): string {
  return g(
    tf(x, y, c.range(0, 360)),
    circle(0, 0, r, '#d3261c') +
      circle(0, 0, r * 0.62, '#f05a3b') +
      circle(r * 0.15, 0, r * 0.16, '#f8d37a') +
      circle(-r * 0.2, r * 0.12, r * 0.14, '#f8d37a'),
  );
}

function limeWedge(c: Ctx, x: number, y: number, r: number, rot: number, lemon = false): string {
  const rind = lemon ? '#f2c81f' : '#4f9a2a';
  const flesh = lemon ? '#fbe675' : '#b5da57';
  const half = (rr: number): string => `M${f(-rr)} 0A${f(rr)} ${f(rr)} 0 0 0 ${f(rr)} 0Z`;
  let seg = '';
  for (let i = 1; i < 4; i++) {
    const a = (i / 4) * Math.PI;
    seg += `M0 0L${f(Math.cos(a) * r * 0.78)} ${f(Math.sin(a) * r * 0.78)}`;
  }
  return g(
    tf(x, y, rot),
    path(half(r * 1.04), '#000', ' fill-opacity=".15" transform="translate(2 3)"') +
      path(half(r), rind) +
      path(half(r * 0.88), lighten(flesh, 0.65)) +
      path(
        half(r * 0.8),
        c.radial(
          [
            [0, lighten(flesh, 0.3)],
            [1, flesh],
          ],
          { cy: 0, r: 1 },
        ),
      ) +
      path(seg, 'none', stroke(lighten(flesh, 0.6), r * 0.06)) +
      rect(-r, -r * 0.04, r * 2, r * 0.08, lighten(flesh, 0.5)),
  );
}

/** A citrus wheel seen from above. */
function citrusWheel(c: Ctx, x: number, y: number, r: number, rind: string, flesh: string): string {
  let seg = '';
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * Math.PI * 2;
    seg += `M0 0L${f(Math.cos(a) * r * 0.8)} ${f(Math.sin(a) * r * 0.8)}`;
  }
  return g(
    tf(x, y, c.range(0, 45)),
    circle(0, 0, r, rind) +
      circle(0, 0, r * 0.88, lighten(flesh, 0.7)) +
      circle(
        0,
        0,
        r * 0.8,
        c.radial([
          [0, lighten(flesh, 0.35)],
          [1, flesh],
        ]),
      ) +
      path(seg, 'none', stroke(lighten(flesh, 0.65), r * 0.07)) +
      circle(0, 0, r * 0.1, lighten(flesh, 0.7)),
  );
}

function cherryTomato(c: Ctx, x: number, y: number, r: number, halved = false): string {
  if (halved) {
    return g(
      tf(x, y, c.range(0, 360)),
      circle(0, 0, r, '#d8322a') +
        circle(0, 0, r * 0.82, '#ee5a45') +
        path(
          `M0 ${f(-r * 0.7)}L0 ${f(r * 0.7)}M${f(-r * 0.6)} ${f(r * 0.35)}L0 0L${f(r * 0.6)} ${f(r * 0.35)}`,
          'none',
          stroke('#f7a07e', r * 0.16),
        ) +
        circle(-r * 0.35, -r * 0.2, r * 0.12, '#f6d278') +
        circle(r * 0.35, -r * 0.25, r * 0.12, '#f6d278'),
    );
  }
  return (
    c.shadow(x, y, r, r, 0.3) +
    circle(
      x,
      y,
      r,
      c.radial(
        [
          [0, '#ff7a5c'],
          [0.6, '#e23b2b'],
          [1, '#a81c16'],
        ],
        { fx: 0.35, fy: 0.3 },
      ),
    ) +
    path(
      `M${f(x)} ${f(y - r * 0.15)}l3 -4m-3 4l-4 -2m4 2l1 4m-1-4l-4 3`,
      'none',
      stroke('#3d7a27', 1.6),
    ) +
    ellipse(x - r * 0.35, y - r * 0.4, r * 0.22, r * 0.12, '#fff', ' fill-opacity=".5"')
  );
}

function cucumberSlice(c: Ctx, x: number, y: number, r: number): string {
  let seeds = '';
  for (let i = 0; i < 5; i++) {
    const a = (i / 5) * Math.PI * 2;
    seeds += ellipse(
      Math.cos(a) * r * 0.35,
      Math.sin(a) * r * 0.35,
      r * 0.12,
      r * 0.06,
      '#e8f2c8',
      ` transform="rotate(${f((a * 180) / Math.PI)} ${f(Math.cos(a) * r * 0.35)} ${f(Math.sin(a) * r * 0.35)})"`,
    );
  }
  return g(
    tf(x, y, c.range(0, 360)),
    circle(0, 0, r, '#2f6b22') +
      circle(0, 0, r * 0.88, '#a9cf78') +
      circle(0, 0, r * 0.6, '#cfe6a4') +
      seeds,
  );
}

const METAL: readonly Stop[] = [
  [0, '#f5f7f9'],
  [0.45, '#d3d8de'],
  [1, '#98a1ab'],
];

const FORK =
  'M-5 78Q-7 30-3-6C-11-12-11-24-11-36L-11-72L-8-72L-8-42L-4.5-42L-4.5-74L-1.5-74L-1.5-42L1.5-42L1.5-74L4.5-74L4.5-42L8-42L8-72L11-72L11-36C11-24 11-12 3-6Q7 30 5 78Q0 83-5 78Z';
const KNIFE = 'M-5 78Q-6 35-4 2L-5-66Q-2-80 5-72L6-18Q6-4 4 2Q6 35 5 78Q0 83-5 78Z';
const SPOON =
  'M-4 78Q-6 35-2.5-18C-12-22-15-36-15-50C-15-66-8-76 0-76C8-76 15-66 15-50C15-36 12-22 2.5-18Q6 35 4 78Q0 83-4 78Z';

function cutlery(c: Ctx, d: string, x: number, y: number, rot: number, scale = 1): string {
  const metal = c.linear(METAL, 0, 0, 1, 0);
  return g(
    tf(x, y, rot, scale),
    path(d, '#000', ' fill-opacity=".2" transform="translate(3 5)"') +
      path(d, metal, stroke('#8b949e', 0.6, 0.6)) +
      path('M-1.5 70L-1.5 10', 'none', stroke('#fff', 1.6, 0.6)),
  );
}

function chopsticks(c: Ctx, x: number, y: number, rot: number, len = 200): string {
  const [wood, tip] = c.pick([
    ['#c89b62', '#c89b62'],
    ['#2a2a2e', '#b3342b'],
    ['#e3c58f', '#e3c58f'],
    ['#7a4a2c', '#d9b26a'],
  ] as const);
  const stick = (dx: number): string => {
    const d = `M${f(dx - 3.4)} ${f(-len / 2)}L${f(dx + 3.4)} ${f(-len / 2)}L${f(dx + 1.8)} ${f(len / 2)}L${f(dx - 1.8)} ${f(len / 2)}Z`;
    const tipD = `M${f(dx - 3.4)} ${f(-len / 2)}L${f(dx + 3.4)} ${f(-len / 2)}L${f(dx + 3.1)} ${f(-len / 2 + 14)}L${f(dx - 3.1)} ${f(-len / 2 + 14)}Z`;
    return (
      path(d, '#000', ' fill-opacity=".2" transform="translate(3 5)"') +
      path(
        d,
        c.linear(
          [
            [0, lighten(wood, 0.25)],
            [1, darken(wood, 0.12)],
          ],
          0,
          0,
          1,
          0,
        ),
      ) +
      (tip === wood ? '' : path(tipD, tip))
    );
  };
  return g(tf(x, y, rot), stick(-6) + stick(7));
}

function asianSpoon(c: Ctx, x: number, y: number, rot: number, color = '#f7f5f0'): string {
  const d = 'M0-42C22-42 25-8 14 10L6 56Q0 62-6 56L-14 10C-25-8-22-42 0-42Z';
  return g(
    tf(x, y, rot),
    path(d, '#000', ' fill-opacity=".2" transform="translate(3 5)"') +
      path(
        d,
        c.linear(
          [
            [0, lighten(color, 0.3)],
            [1, darken(color, 0.08)],
          ],
          0,
          0,
          1,
          0,
        ),
      ) +
      ellipse(
        0,
        -16,
        13,
        19,
        c.radial(
          [
            [0, darken(color, 0.02)],
            [1, darken(color, 0.12)],
          ],
          { fx: 0.6, fy: 0.65 },
        ),
      ) +
      path('M-2 14L-2 50', 'none', stroke('#fff', 2, 0.6)),
  );
}

/** A cloth napkin with a woven border stripe. */
function napkin(c: Ctx, x: number, y: number, w: number, h: number, rot: number): string {
  const col = c.pick(['#efe3cf', '#cfe0ec', '#f3cfc6', '#d8e6cc', '#f4e5ad', '#e2d6ea']);
  const band = darken(c.vary(col, 0.1), 0.35);
  return g(
    tf(x, y, rot),
    rect(-w / 2 + 3, -h / 2 + 5, w, h, '#000', ' rx="3" fill-opacity=".14"') +
      rect(
        -w / 2,
        -h / 2,
        w,
        h,
        c.linear(
          [
            [0, lighten(col, 0.2)],
            [1, col],
          ],
          0,
          0,
          1,
          1,
        ),
        ' rx="3"',
      ) +
      rect(-w / 2, -h / 2 + h * 0.1, w, h * 0.035, band, ' fill-opacity=".8"') +
      rect(-w / 2, -h / 2 + h * 0.16, w, h * 0.018, band, ' fill-opacity=".8"') +
      path(`M${f(-w / 2)} 0L${f(w / 2)} 0`, 'none', stroke(darken(col, 0.15), 1.5, 0.6)),
  );
}

/** A small round dish or ramekin of sauce, dip or garnish. */
function saucer(c: Ctx, x: number, y: number, r: number, liquid: string, toppings = ''): string {
  const rim = c.pick(['#f7f5f0', '#ffffff', '#2e3136', '#e9dcc4']);
  const clipId = c.clip(`<circle r="${f(r * 0.8)}"/>`);
  return g(
    tf(x, y),
    c.shadow(0, 0, r, r, 0.4) +
      circle(
        0,
        0,
        r,
        c.radial([
          [0, lighten(rim, 0.05)],
          [0.8, rim],
          [1, darken(rim, 0.15)],
        ]),
      ) +
      circle(
        0,
        0,
        r * 0.8,
        c.radial(
          [
            [0, lighten(liquid, 0.15)],
            [1, darken(liquid, 0.15)],
          ],
          { fx: 0.4, fy: 0.4 },
        ),
      ) +
      `<g clip-path="${clipId}">${toppings}</g>` +
      circle(
        0,
        0,
        r * 0.8,
        c.radial(
          [
            [0, '#000', 0],
            [0.8, '#000', 0],
            [1, '#000', 0.3],
          ],
          { fx: 0.62, fy: 0.65 },
        ),
      ) +
      path(arcD(r * 0.9, 200, 255), 'none', stroke('#fff', r * 0.06, 0.5)),
  );
}

const arcD = (r: number, fromDeg: number, toDeg: number, ry = r): string => {
  const a = (fromDeg * Math.PI) / 180;
  const b = (toDeg * Math.PI) / 180;
  return `M${f(Math.cos(a) * r)} ${f(Math.sin(a) * ry)}A${f(r)} ${f(ry)} 0 0 1 ${f(Math.cos(b) * r)} ${f(Math.sin(b) * ry)}`;
};

type PlateStyle = { rim: string; well: string; band?: string };

const PLATES: readonly PlateStyle[] = [
  { rim: '#f8f6f1', well: '#efebe3' },
  { rim: '#fbfbfa', well: '#eff1f3', band: '#2d5aa0' },
  { rim: '#2f3237', well: '#26292d' },
  { rim: '#efe2cc', well: '#e3d4ba', band: '#b4553b' },
  { rim: '#dde9e2', well: '#cfdfd6' },
  { rim: '#f5f1e8', well: '#ece6d9', band: '#c9a227' },
];

/** A flat plate (or platter when ry differs), light coming from the top left. */
function plate(c: Ctx, style: PlateStyle, r = 100, ry = r): string {
  const rim = c.radial([
    [0, lighten(style.rim, 0.05)],
    [0.8, style.rim],
    [1, darken(style.rim, 0.14)],
  ]);
  const well = c.radial(
    [
      [0, lighten(style.well, 0.04)],
      [0.8, style.well],
      [1, darken(style.well, 0.08)],
    ],
    { fx: 0.42, fy: 0.4 },
  );
  const inset = r * 0.24;
  return (
    c.shadow(0, 0, r, ry, 0.45) +
    ellipse(0, 0, r, ry, rim) +
    (style.band
      ? ellipse(0, 0, r - inset * 0.35, ry - inset * 0.35, 'none', stroke(style.band, r * 0.02))
      : '') +
    ellipse(0, 0, r - inset, ry - inset, well) +
    ellipse(0, 0, r - inset, ry - inset, 'none', stroke('#000', r * 0.025, 0.06)) +
    path(arcD(r - inset * 0.5, 195, 250, ry - inset * 0.5), 'none', stroke('#fff', r * 0.035, 0.55))
  );
}

type BowlStyle = { rim: string; band?: string };

const BOWLS: readonly BowlStyle[] = [
  { rim: '#f7f5f0', band: '#2d5aa0' },
  { rim: '#fbf7ee', band: '#c0392b' },
  { rim: '#2e3238' },
  { rim: '#ebe0cf', band: '#6f8f4e' },
  { rim: '#c9d9d3' },
  { rim: '#9a6a43' },
  { rim: '#e7eef5', band: '#1f4e8c' },
];

/** A bowl seen from above; the contents are clipped to the inside and shaded by the wall. */
function bowl(c: Ctx, style: BowlStyle, contents: string, r = 100, innerRatio = 0.87): string {
  const inner = r * innerRatio;
  const clipId = c.clip(`<circle r="${f(inner)}"/>`);
  const rim = c.radial(
    [
      [0, darken(style.rim, 0.12)],
      [innerRatio, darken(style.rim, 0.05)],
      [innerRatio + 0.02, lighten(style.rim, 0.08)],
      [0.96, style.rim],
      [1, darken(style.rim, 0.16)],
    ],
    { fx: 0.42, fy: 0.42 },
  );
  const band = style.band
    ? circle(0, 0, r * (innerRatio + 1) * 0.5, 'none', stroke(style.band, r * 0.018)) +
      circle(
        0,
        0,
        r * 0.975,
        'none',
        `${stroke(style.band, r * 0.02)} stroke-dasharray="${f(r * 0.02)} ${f(r * 0.045)}"`,
      )
    : '';
  return (
    c.shadow(0, 0, r, r, 0.5) +
    circle(0, 0, r, rim) +
    band +
    `<g clip-path="${clipId}">${contents}${circle(
      0,
      0,
      inner,
      c.radial(
        [
          [0, '#000', 0],
          [0.72, '#000', 0],
          [1, '#000', 0.42],
        ],
        { fx: 0.6, fy: 0.63 },
      ),
    )}</g>` +
    circle(0, 0, inner, 'none', stroke(darken(style.rim, 0.3), 0.8, 0.5)) +
    path(arcD(r * (innerRatio + 1) * 0.5, 195, 250), 'none', stroke('#fff', r * 0.03, 0.6))
  );
}

/** A wooden board, round or rectangular. */
function board(c: Ctx, w: number, h: number, round: boolean): string {
  const wood = c.pick(['#d6ad78', '#e0bf8e', '#e8cfa6', '#cfa06a']);
  const base = c.linear(
    [
      [0, lighten(wood, 0.08)],
      [1, darken(wood, 0.08)],
    ],
    0,
    0,
    1,
    1,
  );
  let grain = '';
  for (let i = 0; i < 7; i++) {
    const y = -h / 2 + (h * (i + 0.5)) / 7 + c.range(-4, 4);
    grain += `M${f(-w / 2)} ${f(y)}Q${f(-w / 6)} ${f(y + c.range(-5, 5))} 0 ${f(y)}T${f(w / 2)} ${f(y + c.range(-4, 4))}`;
  }
  const shape = round
    ? `<ellipse rx="${f(w / 2)}" ry="${f(h / 2)}"/>`
    : `<rect x="${f(-w / 2)}" y="${f(-h / 2)}" width="${f(w)}" height="${f(h)}" rx="10"/>`;
  const clipId = c.clip(shape);
  const outline = round
    ? ellipse(0, 0, w / 2, h / 2, base)
    : rect(-w / 2, -h / 2, w, h, base, ' rx="10"');
  return (
    c.shadow(0, 0, w / 2, h / 2, 0.45) +
    outline +
    `<g clip-path="${clipId}">${path(grain, 'none', stroke(darken(wood, 0.25), 1.2, 0.35))}</g>` +
    (round
      ? ellipse(0, 0, w / 2 - 2, h / 2 - 2, 'none', stroke(darken(wood, 0.2), 2, 0.5))
      : rect(
          -w / 2 + 1,
          -h / 2 + 1,
          w - 2,
          h - 2,
          'none',
          `${stroke(darken(wood, 0.2), 2, 0.5)} rx="9"`,
        ))
  );
}

// ---------------------------------------------------------------------------------------------
// Dishes. Each draws around the origin, the main plate or bowl about 100 units in radius; with
// `sides` it also lays accompaniments out to about ±160 × ±120 units (the 4:3 card frame).
// ---------------------------------------------------------------------------------------------

type DishDraw = (c: Ctx, sides: boolean) => string;

function noodleStrands(
  c: Ctx,
  count: number,
  spread: number,
  color: string,
  width: number,
): string {
  let d = '';
  for (let i = 0; i < count; i++) {
    const p0 = c.inCircle(spread);
    const p3 = c.inCircle(spread);
    const p1 = c.inCircle(spread);
    const p2 = c.inCircle(spread);
    d += `M${pt(p0)}C${pt(p1)} ${pt(p2)} ${pt(p3)}`;
  }
  return (
    path(
      d,
      'none',
      `${stroke(darken(color, 0.45), width * 1.5, 0.3)} transform="translate(.8 1.4)"`,
    ) +
    path(d, 'none', stroke(color, width)) +
    path(d, 'none', `${stroke('#fff', width * 0.3, 0.5)} transform="translate(-.6 -.6)"`)
  );
}

/** What lies on a noodle soup: fanned beef, shredded chicken, chashu, shrimp, tofu, or nothing. */
function soupTopping(
  c: Ctx,
  protein: Protein,
  /** Where piece i of count lies (x, y, rotation); by default fanned on a ring round the bowl. */
  place?: (i: number, count: number, r: number) => [number, number, number],
): string {
  let out = '';
  if (protein === 'beef') {
    // Beef fanned over one side, as pho is served.
    const beefA = c.range(0, Math.PI * 2);
    const [rareA, rareB] = c.pick([
      ['#c98376', '#a8594d'],
      ['#9a6149', '#734330'],
      ['#b97767', '#8e4f3f'],
    ] as const);
    // Slices overlap like fanned cards, each tilted against the arc so their edges stay visible.
    for (let i = 0; i < 5; i++) {
      const a = beefA + (i - 2) * 0.5;
      const x = Math.cos(a) * 46;
      const y = Math.sin(a) * 46;
      const tone = i % 2 === 0 ? 0 : 0.08;
      out += g(
        tf(x, y, (a * 180) / Math.PI + 35 + c.range(-8, 8)),
        c.shadow(0, 0, 22, 15, 0.3) +
          path(
            blob(c, 22, 15, 8, 0.1),
            c.linear(
              [
                [0, darken(rareA, tone)],
                [1, darken(rareB, tone)],
              ],
              0,
              0,
              1,
              1,
            ),
            stroke(darken(rareB, 0.3), 1.3, 0.8),
          ) +
          path(
            `M-14 ${f(c.range(-5, 5))}Q0 ${f(c.range(-8, 8))} 15 ${f(c.range(-5, 5))}`,
            'none',
            stroke('#ecc3ae', 1.6, 0.8),
          ),
      );
    }
    return out;
  }
  const a0 = c.range(0, Math.PI * 2);
  const around =
    place ??
    ((i: number, count: number, r: number): [number, number, number] => {
      const a = a0 + (i - (count - 1) / 2) * 0.55;
      return [Math.cos(a) * r, Math.sin(a) * r, (a * 180) / Math.PI];
    });
  if (protein === 'chicken') {
    // Pale shredded pieces with a golden edge.
    for (let i = 0; i < 7; i++) {
      const [x, y, rot] = around(i, 7, 44 + c.range(-6, 6));
      out += g(
        tf(x, y, rot + c.range(-30, 30)),
        c.shadow(0, 0, 16, 8, 0.25) +
          path(blob(c, 16, 7, 7, 0.2), '#f4e6cf', stroke('#d9b07a', 1.4, 0.9)) +
          path('M-11 -1Q0 2 12 -1', 'none', stroke('#e6cfa9', 1.2, 0.8)),
      );
    }
  } else if (protein === 'pork') {
    // Chashu rounds: a pink heart ringed by a browned edge.
    for (let i = 0; i < 3; i++) {
      const [x, y] = around(i, 3, 44);
      out += g(
        tf(x, y, c.range(0, 360)),
        c.shadow(0, 0, 20, 18, 0.3) +
          path(blob(c, 20, 18, 9, 0.08), '#8a4b2a') +
          path(blob(c, 15, 13, 8, 0.1), '#eab4a0') +
          path(wavy(7, 1.5, 5), 'none', stroke('#fbe6da', 1.4, 0.9)),
      );
    }
  } else if (protein === 'seafood') {
    // Curled pink shrimp.
    for (let i = 0; i < 4; i++) {
      const [x, y, rot] = around(i, 4, 46);
      out += g(
        tf(x, y, rot + 90),
        c.shadow(0, 0, 14, 12, 0.3) +
          path(arcD(11, 200, 520), 'none', stroke('#f08a5d', 8)) +
          path(arcD(11, 200, 520), 'none', stroke('#ffd2bd', 2.2, 0.9)),
      );
    }
  } else if (protein === 'tofu') {
    // Golden fried tofu cubes.
    for (let i = 0; i < 6; i++) {
      const [x, y] = around(i, 6, 44 + c.range(-5, 5));
      out += g(
        tf(x, y, c.range(0, 90)),
        c.shadow(0, 0, 10, 10, 0.3) +
          rect(-9, -9, 18, 18, '#e2b35a', ` rx="3" ${stroke('#b07a2a', 1.4)}`) +
          rect(-5, -6, 9, 6, '#f3d489', ' rx="2" fill-opacity=".8"'),
      );
    }
  }
  return out;
}

const noodleSoup: DishDraw = (c, sides) => {
  const broth = c.pick(['#c98b43', '#d39a52', '#b9773a', '#d8a45c']);
  let soup = circle(
    0,
    0,
    90,
    c.radial(
      [
        [0, lighten(broth, 0.3)],
        [0.65, broth],
        [1, darken(broth, 0.2)],
      ],
      { fx: 0.4, fy: 0.38 },
    ),
  );
  for (let i = 0; i < c.n(16); i++) {
    const [x, y] = c.inCircle(80);
    soup += ellipse(x, y, c.range(1.5, 4.5), c.range(1.2, 3), '#ffe4a3', ' fill-opacity=".55"');
  }
  soup += path(blob(c, 58, 54, 9, 0.12), '#eadcbc') + noodleStrands(c, 16, 58, '#f7efdc', 3.6);
  soup += soupTopping(c, c.protein ?? 'beef');
  for (let i = 0; i < 6; i++) {
    const [x, y] = c.inCircle(70);
    const col = i % 3 === 0 ? '#b06ab3' : '#f6f1e7';
    soup += path(
      arcD(c.range(6, 11), c.range(0, 360), c.range(0, 360) + 150),
      'none',
      `${stroke(col, 2.2)} transform="translate(${f(x)} ${f(y)})"`,
    );
  }
  for (let i = 0; i < c.n(14); i++) {
    const [x, y] = c.inCircle(76);
    soup += circle(x, y, c.range(2.4, 3.6), '#cfe99b', stroke('#4f9d2f', 1.5));
  }
  for (let i = 0; i < 4; i++) {
    const [x, y] = c.inCircle(70);
    soup += cilantro(c, x, y, c.range(9, 12));
  }
  for (let i = 0; i < 3; i++) {
    const [x, y] = c.inCircle(65);
    soup += leaf(x, y, c.range(18, 24), 8, c.range(0, 360), '#2f7d32');
  }
  for (let i = 0; i < 4; i++) {
    const [x, y] = c.inCircle(72);
    soup += chiliSlice(c, x, y, c.range(3.5, 5));
  }
  let out = bowl(c, c.pick(BOWLS), soup);
  if (sides) {
    let herbs = '';
    for (let i = 0; i < 9; i++) {
      const [x, y] = c.inCircle(18);
      const a = c.range(0, 360);
      herbs += g(
        tf(x, y, a),
        path('M-10 0Q0 -5 12 -1', 'none', stroke('#f4efdd', 3.2)) + circle(12, -1, 1.8, '#e5e0a0'),
      );
    }
    herbs += g(tf(-8, 10, 40), sprig(c, 34, '#2f7d32')) + limeWedge(c, 14, -14, 12, 200);
    out =
      g(tf(-132, -78), plate(c, c.pick(PLATES), 44) + herbs) +
      chopsticks(c, 132, 8, 8, 230) +
      asianSpoon(c, -118, 78, 35) +
      out;
  }
  return out;
};

const ricePlate: DishDraw = (c, sides) => {
  let food = '';
  // Broken rice mound with scallion oil.
  let rice = path(
    blob(c, 46, 42, 9, 0.08),
    c.radial(
      [
        [0, '#fffdf7'],
        [0.8, '#f3ecdc'],
        [1, '#ddd2bb'],
      ],
      { fx: 0.4, fy: 0.4 },
    ),
  );
  for (let i = 0; i < c.n(42); i++) {
    const [x, y] = c.inCircle(40, 36);
    rice += ellipse(
      x,
      y,
      3,
      1.4,
      '#fffefb',
      `${stroke('#d9cfb8', 0.5)} transform="rotate(${f(c.range(0, 180))} ${f(x)} ${f(y)})"`,
    );
  }
  for (let i = 0; i < c.n(10); i++) {
    const [x, y] = c.inCircle(30, 26);
    rice += circle(x, y, c.range(1.5, 2.6), '#5fae3e');
  }
  food += g(tf(-30, -16), c.shadow(0, 0, 46, 42, 0.25) + rice);
  const protein = c.protein ?? 'none';
  // Grilled pork chop (or beef, darker), caramelised with grill marks; the other proteins lie in a
  // fan where the chop would be.
  const chop = blob(c, 50, 30, 9, 0.1);
  const chopClip = c.clip(`<path d="${chop}"/>`);
  let marks = '';
  for (let i = -3; i <= 3; i++) marks += `M${f(i * 15 - 20)} -40L${f(i * 15 + 20)} 40`;
  const chopTilt = c.range(-30, -10);
  if (protein === 'pork' || protein === 'beef') {
    const tone =
      protein === 'beef'
        ? (['#a0523a', '#6e2e1c', '#3e160b'] as const)
        : (['#cd8140', '#98501f', '#5e2a0e'] as const);
    food += g(
      tf(30, 16, chopTilt),
      c.shadow(0, 0, 50, 30, 0.35) +
        path(
          chop,
          c.radial(
            [
              [0, tone[0]],
              [0.65, tone[1]],
              [1, tone[2]],
            ],
            { fx: 0.4, fy: 0.35 },
          ),
        ) +
        `<g clip-path="${chopClip}">${path(marks, 'none', stroke('#3a1808', 4, 0.55))}</g>` +
        path('M-30 -8Q-10 -16 12 -12M-18 10Q4 6 26 8', 'none', stroke('#fff', 2, 0.25)),
    );
  } else if (protein === 'none') {
    // Stir-fried greens and carrot where the meat would be.
    for (let i = 0; i < 10; i++) {
      const [x, y] = c.inCircle(40, 26);
      food += leaf(
        30 + x,
        16 + y,
        c.range(22, 28),
        10,
        c.range(0, 360),
        c.pick(['#3f8f2f', '#5fae3e', '#2f7d32']),
      );
    }
    for (let i = 0; i < 6; i++) {
      const [x, y] = c.inCircle(34, 22);
      food += circle(30 + x, 16 + y, c.range(5, 7), '#f28c28', stroke('#d06a12', 1.2));
    }
  } else {
    // Piled where the chop would be, a little larger than over a soup.
    const pile = (i: number, count: number): [number, number, number] => {
      const a = (i / count) * Math.PI * 2 + c.range(-0.3, 0.3);
      const r = i === 0 ? 0 : c.range(14, 24);
      return [Math.cos(a) * r * 1.5, Math.sin(a) * r, c.range(0, 360)];
    };
    food += g(
      tf(34, 16, chopTilt, protein === 'seafood' ? 1.6 : 1.2),
      soupTopping(c, protein, pile),
    );
  }
  // Fried egg (not on a meatless plate).
  if (protein !== 'none' && protein !== 'tofu')
    food += g(
      tf(-40, 40, c.range(0, 360)),
      c.shadow(0, 0, 26, 22, 0.2) +
        path(blob(c, 27, 23, 9, 0.14), '#fffdf6', stroke('#e8c48a', 2)) +
        circle(
          3,
          1,
          10,
          c.radial(
            [
              [0, '#ffd04d'],
              [1, '#f09410'],
            ],
            { fx: 0.35, fy: 0.35 },
          ),
        ) +
        ellipse(0, -2, 3.5, 2, '#fff', ' fill-opacity=".7"'),
    );
  food +=
    cucumberSlice(c, 50, -40, 11) + cucumberSlice(c, 62, -28, 11) + cucumberSlice(c, 40, -52, 10);
  food += cherryTomato(c, 26, -52, 11, true) + cherryTomato(c, 8, -56, 10, true);
  for (let i = 0; i < 9; i++) {
    const [x, y] = c.inCircle(12);
    food += rect(
      x + 24,
      y + 54,
      16,
      3,
      i % 3 === 0 ? '#f4efe0' : '#f28c28',
      ` rx="1.5" transform="rotate(${f(c.range(0, 180))} ${f(x + 32)} ${f(y + 55)})"`,
    );
  }
  let out = g(tf(0, 0), plate(c, c.pick(PLATES)) + food);
  if (sides) {
    let dips = '';
    for (let i = 0; i < 6; i++) {
      const [x, y] = c.inCircle(14);
      dips += circle(x, y, c.range(1.2, 2.2), i % 2 ? '#d3261c' : '#f5ecd0');
    }
    out =
      saucer(c, -130, -70, 28, '#d28a36', dips) +
      cutlery(c, SPOON, 128, 4, 6) +
      cutlery(c, FORK, 148, 10, 12) +
      out;
  }
  return out;
};

const banhMi: DishDraw = (c, sides) => {
  const bread =
    'M-128 2C-124-24-96-33-62-33L62-33C96-33 124-24 128 2C124 26 96 33 62 33L-62 33C-96 33-124 26-128 2Z';
  let fill = '';
  for (let i = 0; i < 9; i++) {
    const x = -95 + i * 24 + c.range(-5, 5);
    fill += g(
      tf(x, 10, c.range(-12, 12)),
      path(blob(c, 15, 8, 7, 0.15), c.pick(['#b55a46', '#c4705a', '#9e4738'])),
    );
  }
  for (let i = 0; i < 14; i++) {
    const x = -100 + i * 15 + c.range(-4, 4);
    fill += rect(
      x,
      14 + c.range(-3, 5),
      20,
      3,
      c.pick(['#f28a24', '#f5a23c', '#f4efe2']),
      ` rx="1.5" transform="rotate(${f(c.range(-25, 25))} ${f(x + 10)} 16)"`,
    );
  }
  for (let i = 0; i < 5; i++) {
    const x = -90 + i * 42 + c.range(-6, 6);
    fill += rect(
      x,
      16,
      28,
      5,
      '#5e9e35',
      ` rx="2.5" transform="rotate(${f(c.range(-10, 10))} ${f(x)} 18)"`,
    );
  }
  for (let i = 0; i < 7; i++)
    fill += cilantro(c, -96 + i * 32 + c.range(-6, 6), 26 + c.range(-2, 4), c.range(8, 11));
  for (let i = 0; i < 4; i++) fill += chiliSlice(c, -80 + i * 50 + c.range(-8, 8), 22, 4);
  const lid =
    'M-128 2C-124-24-96-33-62-33L62-33C96-33 124-24 128 2C112 6 96 4 80 8C60 12 40 6 20 9C0 12-20 6-40 9C-60 12-80 6-100 8C-112 9-120 6-128 2Z';
  let scores = '';
  for (let i = 0; i < 5; i++) {
    const x = -76 + i * 38;
    scores += g(
      tf(x, -14, -28),
      ellipse(0, 0, 17, 5, '#f6d597', stroke('#a7602a', 1.4, 0.6)) +
        ellipse(-3, -1, 10, 2, '#fbe7bd', ' fill-opacity=".8"'),
    );
  }
  const sandwich = g(
    tf(0, 0),
    path(bread, '#000', ' fill-opacity=".25" transform="translate(4 7)"') +
      path(
        bread,
        c.linear([
          [0, '#c6802f'],
          [1, '#9e5a22'],
        ]),
      ) +
      fill +
      path(
        lid,
        c.linear([
          [0, '#f0bd6e'],
          [0.55, '#d98f3c'],
          [1, '#b86c2a'],
        ]),
      ) +
      path('M-112-14C-90-28 60-30 110-14', 'none', stroke('#fff', 3, 0.25)) +
      scores,
  );
  let out = g(tf(0, 4), board(c, 300, 150, false)) + g(tf(0, 0, c.range(-16, -6)), sandwich);
  if (sides) {
    let scatter = '';
    for (let i = 0; i < 3; i++)
      scatter += chiliSlice(c, 110 + c.range(-12, 12), 80 + c.range(-10, 10), 5);
    scatter += g(tf(-128, -88, 120), sprig(c, 44, '#3a8a35'));
    const kraft = '#cfa978';
    out =
      g(
        tf(-30, 10, -12),
        rect(-130, -85, 260, 170, '#000', ' fill-opacity=".12" transform="translate(3 5)"') +
          rect(
            -130,
            -85,
            260,
            170,
            c.linear(
              [
                [0, lighten(kraft, 0.15)],
                [1, kraft],
              ],
              0,
              0,
              1,
              1,
            ),
          ) +
          path('M-130 0L130 0M0 -85L0 85', 'none', stroke(darken(kraft, 0.15), 1.5, 0.6)),
      ) +
      out +
      scatter;
  }
  return out;
};

function latteArt(c: Ctx, style: number, foam: string): string {
  if (style === 0) {
    return path('M0 28C-30 6-34-14-20-24C-10-30 0-24 0-14C0-24 10-30 20-24C34-14 30 6 0 28Z', foam);
  }
  if (style === 1) {
    let out = '';
    for (let i = 0; i < 7; i++) {
      const y = 26 - i * 8.5;
      const w = 30 - i * 3.2;
      out += path(
        `M${f(-w)} ${f(y - 4)}Q0 ${f(y + 12)} ${f(w)} ${f(y - 4)}Q0 ${f(y + 3)} ${f(-w)} ${f(y - 4)}Z`,
        foam,
      );
    }
    return out + circle(0, -34, 6, foam) + path('M0 -36L0 34', 'none', stroke(foam, 1.5));
  }
  let out = '';
  for (let i = 0; i < 3; i++) {
    const y = 18 - i * 16;
    const w = 24 - i * 5;
    out += path(
      `M${f(-w)} ${f(y)}C${f(-w)} ${f(y - 14)} ${f(w)} ${f(y - 14)} ${f(w)} ${f(y)}C${f(w * 0.6)} ${f(y - 4)} ${f(-w * 0.6)} ${f(y - 4)} ${f(-w)} ${f(y)}Z`,
      foam,
    );
  }
  return (
    out + path('M0 -34L0 26', 'none', stroke(foam, 1.5)) + circle(0, c.range(-30, -28), 3, foam)
  );
}

function croissant(c: Ctx, x: number, y: number, rot: number, s = 1): string {
  const fill = c.radial(
    [
      [0, '#f7cf8a'],
      [0.6, '#e39c4a'],
      [1, '#a95d1c'],
    ],
    { fx: 0.45, fy: 0.3 },
  );
  // Lobes sit on an arc, each one wider across the crescent than along it; the ends first so the middle overlaps them.
  const lobes: [number, number, number][] = [
    [-66, 8, 11],
    [66, 8, 11],
    [-46, 11, 16],
    [46, 11, 16],
    [-24, 14, 21],
    [24, 14, 21],
    [0, 16, 25],
  ];
  let out = path(
    'M-44 30Q0-46 44 30',
    'none',
    `${stroke('#000', 34, 0.16)} transform="translate(3 6)"`,
  );
  for (const [deg, rx, ry] of lobes) {
    const a = ((deg - 90) * Math.PI) / 180;
    const lx = Math.cos(a) * 42;
    const ly = Math.sin(a) * 42 + 34;
    out += g(
      tf(lx, ly, deg),
      ellipse(0, 0, rx, ry, fill, stroke('#9a531a', 1, 0.5)) +
        path(
          `M${f(-rx * 0.5)} ${f(-ry * 0.6)}Q0 ${f(-ry * 0.2)} ${f(rx * 0.3)} ${f(ry * 0.6)}`,
          'none',
          stroke('#fff3d6', 2, 0.45),
        ),
    );
  }
  return g(tf(x, y, rot, s), out);
}

function coffeeBean(x: number, y: number, rot: number): string {
  return g(
    tf(x, y, rot),
    ellipse(1.5, 2.5, 8, 5.5, '#000', ' fill-opacity=".18"') +
      ellipse(0, 0, 8, 5.5, '#5a3218') +
      path('M-6 0Q-2 -3 0 0T6 0', 'none', stroke('#2b1409', 1.4)) +
      ellipse(-2, -2.5, 4, 1.5, '#fff', ' fill-opacity=".15"'),
  );
}

const coffee: DishDraw = (c, sides) => {
  const ware = c.pick(['#f7f4ee', '#fdfdfc', '#2f3338', '#d8e6e2', '#f0d9c4', '#283e5c']);
  const cupShade = c.radial([
    [0, lighten(ware, 0.06)],
    [0.85, ware],
    [1, darken(ware, 0.18)],
  ]);
  const crema = c.pick(['#a4672f', '#8e5428', '#b27638']);
  const foam = c.pick(['#f6ead6', '#f9efe0', '#f3e2c6']);
  const handleA = c.range(20, 50);
  let out =
    c.shadow(0, 0, 95, 95, 0.45) +
    circle(0, 0, 95, cupShade) +
    circle(0, 0, 64, 'none', stroke(darken(ware, 0.1), 3, 0.6)) +
    path(arcD(80, 195, 250), 'none', stroke('#fff', 3, 0.5));
  // Spoon on the saucer.
  out += cutlery(c, SPOON, -58, 52, 40, 0.55);
  out += g(
    tf(0, 0, handleA),
    rect(52, -9, 42, 18, '#000', ' rx="9" fill-opacity=".2" transform="translate(3 5)"') +
      rect(52, -9, 42, 18, cupShade, ` rx="9"${stroke(darken(ware, 0.2), 1, 0.5)}`),
  );
  out +=
    c.shadow(0, 0, 60, 60, 0.45) +
    circle(0, 0, 60, cupShade) +
    circle(0, 0, 53, darken(ware, 0.12));
  out += circle(
    0,
    0,
    51,
    c.radial([
      [0, lighten(crema, 0.15)],
      [0.75, crema],
      [0.92, darken(crema, 0.3)],
      [1, darken(crema, 0.55)],
    ]),
  );
  out += g(tf(0, 2, c.range(-25, 25)), latteArt(c, c.int(0, 2), foam));
  out += path(arcD(46, 200, 250), 'none', stroke('#fff', 3, 0.25));
  if (sides) {
    let beans = '';
    for (let i = 0; i < 9; i++) {
      const a = c.range(-0.6, 1.4);
      const d = c.range(118, 150);
      beans += coffeeBean(Math.cos(a) * d + 10, Math.sin(a) * d * 0.7, c.range(0, 180));
    }
    out =
      napkin(c, -120, 70, 110, 110, c.range(-20, 20)) +
      croissant(c, -118, -70, c.range(-30, 10), 1.05) +
      beans +
      out +
      g(
        tf(112, -82, 15),
        rect(-9, -9, 18, 18, '#000', ' fill-opacity=".15" rx="2" transform="translate(2 3)"') +
          rect(-9, -9, 18, 18, '#fbfaf6', ' rx="2"') +
          rect(-9, -9, 18, 6, '#ffffff', ' rx="2"'),
      );
  }
  return out;
};

const pizza: DishDraw = (c, sides) => {
  const drawn = c.int(0, 2);
  // Pepperoni (toppings 0) only on a pork pizza; a meatless one gets the vegetable toppings.
  const meatless = c.protein !== null && c.protein !== 'pork';
  const toppings = c.protein === 'pork' ? 0 : meatless && drawn === 0 ? 1 : drawn;
  let pie =
    circle(
      0,
      0,
      100,
      c.radial([
        [0, '#f3c57a'],
        [0.82, '#e3a555'],
        [0.93, '#c77b35'],
        [1, '#9d5b25'],
      ]),
    ) + circle(0, 0, 86, '#c6351f');
  for (let i = 0; i < c.n(16); i++) {
    const a = c.range(0, Math.PI * 2);
    const d = c.range(88, 96);
    pie += ellipse(
      Math.cos(a) * d,
      Math.sin(a) * d,
      c.range(2, 5),
      c.range(1.5, 3),
      '#8a4a1c',
      ' fill-opacity=".45"',
    );
  }
  pie += path(
    blob(c, 82, 82, 18, 0.05),
    c.radial([
      [0, '#fde7a6'],
      [0.8, '#f7d47f'],
      [1, '#eab95e'],
    ]),
  );
  for (let i = 0; i < c.n(14); i++) {
    const [x, y] = c.inCircle(70);
    pie += path(
      blob(c, c.range(5, 11), c.range(4, 9), 6, 0.2),
      i % 3 === 0 ? '#e0a24c' : '#fdf0c4',
      ` transform="translate(${f(x)} ${f(y)})" fill-opacity=".8"`,
    );
  }
  if (toppings === 0) {
    for (let i = 0; i < 11; i++) {
      const [x, y] = c.inCircle(66);
      pie += g(
        tf(x, y),
        c.shadow(0, 0, 11, 11, 0.25) +
          circle(
            0,
            0,
            11,
            c.radial(
              [
                [0, '#d4452f'],
                [0.8, '#b42c1e'],
                [1, '#7e1b12'],
              ],
              { fx: 0.4, fy: 0.4 },
            ),
          ) +
          circle(c.range(-4, 4), c.range(-4, 4), 1.6, '#e8876a') +
          circle(c.range(-4, 4), c.range(-4, 4), 1.3, '#e8876a'),
      );
    }
  } else if (toppings === 1) {
    for (let i = 0; i < 7; i++) {
      const [x, y] = c.inCircle(62);
      pie += g(tf(x, y), path(blob(c, 13, 12, 7, 0.18), '#fffdf4', stroke('#f0e2b8', 1.5)));
    }
    for (let i = 0; i < 7; i++) {
      const [x, y] = c.inCircle(66);
      pie += leaf(x, y, c.range(16, 22), 8, c.range(0, 360), '#2f8a34');
    }
    for (let i = 0; i < 5; i++) {
      const [x, y] = c.inCircle(66);
      pie += cherryTomato(c, x, y, 7, true);
    }
  } else {
    for (let i = 0; i < 8; i++) {
      const [x, y] = c.inCircle(66);
      pie += path(
        arcD(10, c.range(0, 360), c.range(0, 360) + 170),
        'none',
        `${stroke('#3e8f2e', 3.5)} transform="translate(${f(x)} ${f(y)})"`,
      );
    }
    for (let i = 0; i < 9; i++) {
      const [x, y] = c.inCircle(68);
      pie += circle(x, y, 4.2, 'none', stroke('#2b2b2b', 2.6));
    }
    for (let i = 0; i < 6; i++) {
      const [x, y] = c.inCircle(62);
      pie += g(
        tf(x, y, c.range(0, 360)),
        path('M-8 2C-8-8 8-8 8 2L3 2L3 8L-3 8L-3 2Z', '#efdcc0', stroke('#a07a52', 1.2)),
      );
    }
    for (let i = 0; i < 6; i++) {
      const [x, y] = c.inCircle(66);
      pie += path(
        arcD(9, c.range(0, 360), c.range(0, 360) + 140),
        'none',
        `${stroke('#a4508f', 2.4)} transform="translate(${f(x)} ${f(y)})"`,
      );
    }
  }
  let cuts = '';
  const cutA = c.range(0, 45);
  for (let i = 0; i < 4; i++) {
    const a = ((cutA + i * 45) * Math.PI) / 180;
    cuts += `M${f(Math.cos(a) * 98)} ${f(Math.sin(a) * 98)}L${f(-Math.cos(a) * 98)} ${f(-Math.sin(a) * 98)}`;
  }
  pie += path(cuts, 'none', stroke('#8a4a1c', 1.6, 0.4));
  const handleA = c.range(-60, -20);
  let out = g(
    tf(0, 0, handleA),
    rect(100, -16, 60, 32, '#000', ' rx="14" fill-opacity=".2" transform="translate(3 6)"') +
      rect(100, -16, 60, 32, '#c99862', ' rx="14"') +
      circle(146, 0, 5, '#7a5232'),
  );
  out += board(c, 224, 224, true) + c.shadow(0, 0, 100, 100, 0.3) + pie;
  if (sides) {
    let basil = '';
    for (let i = 0; i < 4; i++)
      basil += leaf(-130 + c.range(-10, 10), 60 + i * 14, 18, 8, c.range(0, 360), '#2f8a34');
    out +=
      basil +
      cherryTomato(c, 130, 85, 11) +
      cherryTomato(c, 148, 64, 10) +
      saucer(
        c,
        -128,
        -84,
        24,
        '#b83a1c',
        Array.from({ length: 8 }, () => {
          const [x, y] = c.inCircle(16);
          return circle(x, y, 1.4, '#f6d46c');
        }).join(''),
      );
  }
  return out;
};

function maki(c: Ctx, x: number, y: number, r: number): string {
  let grains = '';
  for (let i = 0; i < 10; i++) {
    const a = (i / 10) * Math.PI * 2 + c.range(0, 0.4);
    const d = r * c.range(0.55, 0.72);
    grains += ellipse(
      Math.cos(a) * d,
      Math.sin(a) * d,
      2.2,
      1.1,
      '#e4e2da',
      ` transform="rotate(${f(c.range(0, 180))} ${f(Math.cos(a) * d)} ${f(Math.sin(a) * d)})"`,
    );
  }
  const meatless = c.protein === 'none' || c.protein === 'tofu';
  const centres: readonly (readonly [string, string])[] = meatless
    ? [
        ['#5aa845', '#bcd66a'],
        ['#7fbf4d', '#e6f2b8'],
        ['#f4c842', '#bcd66a'],
      ]
    : [
        ['#f47b52', '#f9a27d'],
        ['#5aa845', '#bcd66a'],
        ['#f4c842', '#f47b52'],
        ['#d63a48', '#bcd66a'],
      ];
  const centre = c.pick(centres);

  return g(
    tf(x, y, c.range(0, 360)),
    c.shadow(0, 0, r, r, 0.45) +
      circle(
        0,
        0,
        r,
        c.radial([
          [0, '#2b3a30'],
          [1, '#121a15'],
        ]),
      ) +
      circle(
        0,
        0,
        r * 0.84,
        c.radial([
          [0, '#ffffff'],
          [1, '#ebe8df'],
        ]),
      ) +
      grains +
      path(blob(c, r * 0.34, r * 0.3, 6, 0.2), centre[0]) +
      path(
        blob(c, r * 0.18, r * 0.16, 5, 0.2),
        centre[1],
        ` transform="translate(${f(r * 0.12)} ${f(r * 0.08)})"`,
      ),
  );
}

function nigiri(c: Ctx, x: number, y: number, rot: number): string {
  // Avocado on a meatless platter, fish otherwise.
  const [fish, light] =
    c.protein === 'none' || c.protein === 'tofu'
      ? (['#8cbf4a', '#e3f0b0'] as const)
      : c.pick([
          ['#f57a45', '#ffd2bb'],
          ['#c72a3d', '#e8707e'],
          ['#ff9b6a', '#fff1e6'],
          ['#f9b13f', '#fde4a8'],
        ] as const);
  const slab = 'M-30-6C-30-16-20-18 0-16C20-14 32-14 32-4C32 8 24 14 0 14C-20 14-30 8-30-6Z';
  let stripes = '';
  for (let i = 0; i < 5; i++)
    stripes += `M${f(-20 + i * 11)} -15Q${f(-15 + i * 11)} 0 ${f(-22 + i * 11)} 14`;
  const clipId = c.clip(`<path d="${slab}"/>`);
  return g(
    tf(x, y, rot),
    c.shadow(0, 0, 32, 16, 0.45) +
      path(blob(c, 28, 13, 8, 0.08), '#faf8f2', stroke('#e4dfd2', 1)) +
      path(
        slab,
        c.linear([
          [0, lighten(fish, 0.15)],
          [1, darken(fish, 0.1)],
        ]),
      ) +
      `<g clip-path="${clipId}">${path(stripes, 'none', stroke(light, 2.6, 0.75))}</g>` +
      path('M-20-10Q0-13 22-9', 'none', stroke('#fff', 2.2, 0.45)),
  );
}

const sushi: DishDraw = (c, sides) => {
  const slate = c.chance(0.5);
  const boardD =
    'M-140-84L140-84Q150-84 150-74L150 74Q150 84 140 84L-140 84Q-150 84-150 74L-150-74Q-150-84-140-84Z';
  let out = slate
    ? c.shadow(0, 0, 150, 84, 0.45) +
      path(
        boardD,
        c.linear(
          [
            [0, '#3b4047'],
            [1, '#24282d'],
          ],
          0,
          0,
          1,
          1,
        ),
      ) +
      path(boardD, 'none', stroke('#5a616a', 2, 0.6))
    : board(c, 300, 168, false);
  for (let row = 0; row < 2; row++) {
    for (let col = 0; col < 3; col++) out += maki(c, -112 + col * 42 + row * 8, -40 + row * 44, 19);
  }
  for (let i = 0; i < 3; i++) out += nigiri(c, 60 + i * 8, -48 + i * 40, c.range(-14, -4));
  // Pickled ginger and wasabi.
  let ginger = '';
  for (let i = 0; i < 4; i++)
    ginger += ellipse(
      c.range(-6, 6),
      c.range(-4, 4),
      12,
      7,
      '#f5b2aa',
      `${stroke('#f9d6d0', 1.2)} transform="rotate(${f(c.range(0, 180))})" fill-opacity=".92"`,
    );
  out += g(tf(-40, 58), c.shadow(0, 0, 14, 10, 0.3) + ginger);
  out += g(
    tf(-10, 62),
    c.shadow(0, 0, 9, 8, 0.3) +
      path(blob(c, 9, 8, 6, 0.15), '#8fc23f') +
      path('M-4-2Q0-5 4-1', 'none', stroke('#b8dc74', 1.4)),
  );
  let result = g(tf(0, 0, c.range(-6, 4)), out);
  if (sides) {
    let soy = '';
    for (let i = 0; i < 3; i++)
      soy += ellipse(c.range(-8, 8), c.range(-8, 8), 3, 1.5, '#d8a23c', ' fill-opacity=".6"');
    result = result + chopsticks(c, 30, -104, 86, 230) + saucer(c, -128, 92, 28, '#3b1d0d', soy);
  }
  return result;
};

function fry(c: Ctx, x: number, y: number, len: number, rot: number): string {
  // Four stock lengths drawn once and reused: a basket holds dozens of fries.
  const stock = Math.min(72, Math.max(36, Math.round(len / 12) * 12));
  const piece = c.group(`fry${stock}`, () => {
    const body = c.linear(
      [
        [0, '#fbe08a'],
        [0.5, '#f2c453'],
        [1, '#d99a2d'],
      ],
      0,
      0,
      1,
      0,
    );
    return (
      rect(-3, -stock / 2 + 2, 9, stock, '#6b3f0e', ' rx="2" fill-opacity=".22"') +
      rect(-4.5, -stock / 2, 9, stock, body, ` rx="2"${stroke('#c48a2a', 0.6, 0.7)}`) +
      rect(-4.5, -stock / 2, 9, 5, '#c98a2f', ' rx="2" fill-opacity=".7"')
    );
  });
  return `<use href="${piece}" transform="${tf(x, y, rot)}"/>`;
}

function ramekin(c: Ctx, x: number, y: number, r: number, sauce: string): string {
  return saucer(c, x, y, r, sauce, path('M-8-4Q0-9 8-3', 'none', stroke('#fff', 2, 0.35)));
}

const burger: DishDraw = (c, sides) => {
  let out = plate(c, c.pick(PLATES));
  const bx = -20;
  const by = -8;
  let b =
    c.shadow(0, 0, 66, 66, 0.45) +
    path(wavy(64, 4, 11), '#6cb33a', stroke('#4a8f26', 1.5)) +
    path(wavy(60, 3, 14, 0.3), '#8fd24f');
  // The patty: beef, a golden fried chicken fillet, or a greener plant patty.
  const patty =
    c.protein === 'chicken'
      ? (['#e0a04a', '#a8621f'] as const)
      : c.protein === 'none' || c.protein === 'tofu'
        ? (['#6e6a2e', '#3f3d18'] as const)
        : (['#6a3a1e', '#3e1f0d'] as const);
  b += circle(
    0,
    0,
    61,
    c.radial([
      [0, patty[0]],
      [1, patty[1]],
    ]),
  );
  b += circle(6, 4, 60, '#e0402e');
  b += g(
    tf(0, 0, c.range(0, 90)),
    path(
      'M-48-48L48-48L50 0Q54 22 48 48L-48 48L-52 10Q-55 -20 -48-48Z',
      '#f7b52c',
      stroke('#e59a1a', 1.2),
    ) + path('M48 30Q58 40 54 52Q48 56 46 46Z', '#f7b52c'),
  );
  b += circle(
    0,
    0,
    56,
    c.radial(
      [
        [0, '#f0b261'],
        [0.6, '#dc8d3a'],
        [0.9, '#b8672a'],
        [1, '#8f4c1d'],
      ],
      { fx: 0.4, fy: 0.36 },
    ),
  );
  b += ellipse(-16, -20, 22, 12, '#fff', ' fill-opacity=".2" transform="rotate(-30 -16 -20)"');
  for (let i = 0; i < c.n(24); i++) {
    const [x, y] = c.inCircle(44);
    b += ellipse(
      x,
      y,
      2.6,
      1.3,
      '#fbf0d4',
      `${stroke('#c98e4c', 0.5)} transform="rotate(${f(c.range(0, 180))} ${f(x)} ${f(y)})"`,
    );
  }
  out += g(tf(bx, by), b);
  for (let i = 0; i < 9; i++)
    out += fry(
      c,
      58 + c.range(-10, 10),
      24 + i * 3 + c.range(-10, 10),
      c.range(36, 52),
      c.range(-50, 50),
    );
  out += ramekin(c, 42, -58, 17, '#c8261a');
  if (sides) {
    out =
      napkin(c, -118, 74, 120, 110, c.range(-20, 10)) +
      out +
      cutlery(c, KNIFE, 132, 0, 8) +
      g(
        tf(-132, -72, 30),
        path('M-28 0C-28-10 28-10 28 0C28 10-28 10-28 0Z', '#5b7f2c') +
          path('M-22 0L22 0', 'none', stroke('#a6c46a', 2.5)),
      );
  }
  return out;
};

function taco(c: Ctx, x: number, y: number, rot: number): string {
  const shell = c.pick(['#efb54a', '#f2c15c', '#e8a93e']);
  const r = 46;
  const half = (rr: number): string => `M${f(-rr)} 0A${f(rr)} ${f(rr)} 0 0 0 ${f(rr)} 0Z`;
  let fill = '';
  for (let i = 0; i < 7; i++)
    fill += g(
      tf(-38 + i * 12.5, -7 + c.range(-3, 2)),
      path(blob(c, 10, 9, 6, 0.2), c.pick(['#7b3f1d', '#9a5228', '#86461f'])),
    );
  fill += g(
    tf(0, -13, 0, 1.15),
    path('M-38 4Q-34-8-26-3Q-20-12-12-4Q-4-13 4-4Q12-12 20-3Q28-10 36 2Z', '#86c64a'),
  );
  for (let i = 0; i < 8; i++) {
    const px = -30 + i * 8.5 + c.range(-2, 2);
    fill += rect(
      px,
      -14 + c.range(-3, 3),
      5,
      5,
      i % 3 === 0 ? '#f7f2e8' : '#e2412c',
      ` rx="1" transform="rotate(${f(c.range(0, 90))} ${f(px + 2.5)} -12)"`,
    );
  }
  fill += path('M-30-14Q-22-20-14-13T2-13T18-13T32-12', 'none', stroke('#fdfbf5', 3.2));
  for (let i = 0; i < 3; i++) fill += cilantro(c, -22 + i * 20 + c.range(-3, 3), -18, 6);
  return g(
    tf(x, y, rot),
    path(half(r + 2), '#000', ' fill-opacity=".22" transform="translate(3 6)"') +
      path(half(r - 2), lighten(shell, 0.15), ' transform="translate(0 -4)"') +
      fill +
      path(
        half(r),
        c.radial(
          [
            [0, lighten(shell, 0.1)],
            [0.8, shell],
            [1, darken(shell, 0.2)],
          ],
          { cy: 0, r: 1 },
        ),
      ) +
      path(`M${-r} 0L${r} 0`, 'none', stroke(lighten(shell, 0.3), 2.5)) +
      Array.from({ length: 6 }, () => {
        const [sx, sy] = c.inCircle(r * 0.7, r * 0.35);
        return ellipse(
          sx,
          Math.abs(sy) + 10,
          c.range(2, 4),
          c.range(1.2, 2.4),
          '#a8621f',
          ' fill-opacity=".55"',
        );
      }).join(''),
  );
}

const tacos: DishDraw = (c, sides) => {
  let out = plate(c, c.pick(PLATES), 150, 98);
  out +=
    taco(c, -84, 8, c.range(-12, -4)) +
    taco(c, 0, 14, c.range(-4, 4)) +
    taco(c, 84, 8, c.range(4, 12));
  out += limeWedge(c, -40, -58, 14, 200) + limeWedge(c, 50, -58, 13, 160);
  if (sides) {
    let salsa = '';
    for (let i = 0; i < c.n(14); i++) {
      const [x, y] = c.inCircle(18);
      salsa += rect(
        x,
        y,
        4,
        4,
        i % 3 === 0 ? '#f7f2e8' : i % 3 === 1 ? '#4e9a3a' : '#e0402e',
        ' rx="1"',
      );
    }
    let guac = '';
    for (let i = 0; i < 6; i++) {
      const [x, y] = c.inCircle(16);
      guac += circle(x, y, c.range(1.5, 3), i % 2 ? '#e0402e' : '#c8e08a');
    }
    out =
      saucer(c, -135, -92, 30, '#c23a22', salsa) +
      saucer(c, 140, 88, 30, '#86a83a', guac) +
      out +
      cilantro(c, 130, -90, 10) +
      cilantro(c, -140, 96, 10);
  }
  return out;
};

const curry: DishDraw = (c, sides) => {
  const sauce = c.pick(['#e39a2c', '#d9772a', '#c9a23a', '#b8562a']);
  let inside = circle(
    0,
    0,
    80,
    c.radial(
      [
        [0, lighten(sauce, 0.25)],
        [0.7, sauce],
        [1, darken(sauce, 0.2)],
      ],
      { fx: 0.4, fy: 0.38 },
    ),
  );
  for (let i = 0; i < 9; i++) {
    const [x, y] = c.inCircle(52);
    // Chunks take on the sauce's colour; potatoes stay yellower.
    const col = mix(i % 3 === 0 ? '#f6d257' : '#efc08c', sauce, 0.3);
    inside += g(
      tf(x, y),
      c.shadow(0, 0, 12, 10, 0.25) +
        path(
          blob(c, 13, 10, 6, 0.2),
          c.radial([
            [0, lighten(col, 0.3)],
            [1, darken(col, 0.12)],
          ]),
        ) +
        path(
          blob(c, 12, 9, 5, 0.3),
          sauce,
          ' fill-opacity=".45" transform="translate(3 4) scale(.6)"',
        ),
    );
  }
  inside += path('M-30 14C-28-6 0-14 12-4C20 4 8 14-2 8', 'none', stroke('#fff8ea', 2.6, 0.7));
  for (let i = 0; i < c.n(14); i++) {
    const [x, y] = c.inCircle(62);
    inside += circle(x, y, c.range(1.2, 2.8), '#c0331b', ' fill-opacity=".7"');
  }
  for (let i = 0; i < 5; i++) {
    const [x, y] = c.inCircle(55);
    inside += cilantro(c, x, y, c.range(7, 10));
  }
  // Naan under the bowl.
  const naan = blob(c, 70, 46, 9, 0.1);
  let spots = '';
  for (let i = 0; i < c.n(12); i++) {
    const [x, y] = c.inCircle(58, 36);
    spots +=
      ellipse(x, y, c.range(4, 8), c.range(2.5, 5), '#9c5a22', ' fill-opacity=".55"') +
      ellipse(x - 1, y - 1, 2, 1.2, '#f4d9a6', ' fill-opacity=".7"');
  }
  let out = g(
    tf(62, 30, c.range(10, 30)),
    c.shadow(0, 0, 70, 46, 0.4) +
      path(
        naan,
        c.radial([
          [0, '#f3d79e'],
          [0.8, '#e2b66e'],
          [1, '#c28a44'],
        ]),
      ) +
      spots +
      path('M-40-20Q0-34 40-22', 'none', stroke('#fff', 3, 0.3)),
  );
  out += g(tf(-40, -8), bowl(c, c.pick(BOWLS), inside, 92));
  if (sides) {
    let chilies = '';
    for (let i = 0; i < 3; i++)
      chilies += g(
        tf(c.range(-6, 6), c.range(-8, 8), c.range(0, 180)),
        path('M-12 0Q0-6 12 0Q0 5-12 0Z', '#cf2a1c') +
          path('M12 0l4-2', 'none', stroke('#4b8a2c', 2)),
      );
    out = saucer(c, 118, -80, 28, '#f7f2e6', chilies) + cutlery(c, SPOON, 130, 60, -20) + out;
  }
  return out;
};

const salad: DishDraw = (c, sides) => {
  const greens = ['#5fa83a', '#7cc04d', '#3f8a2e', '#97cf5f', '#6a9e3a', '#8a3f5c'];
  let inside = circle(0, 0, 90, '#4d8c2e');
  // A few leaf outlines reused at different angles and sizes keep the SVG small.
  // The outline and rib are neutral (dark and light glazes), so one definition serves every shade of green.
  const shapes = [0, 1, 2].map((k) =>
    c.group(
      `leaf${k}`,
      () =>
        path(blob(c, 26, 16, 9, 0.2), '', stroke('#000', 1, 0.25)).replace(' fill=""', '') +
        path('M-21 0Q0-3 21 0', 'none', stroke('#fff', 1.4, 0.45)),
    ),
  );
  for (let i = 0; i < 36; i++) {
    const [x, y] = c.inCircle(76);
    inside += use(
      c.pick(shapes),
      tf(x, y, c.range(0, 360), c.range(0.8, 1.15)),
      c.vary(c.pick(greens), 0.05),
    );
  }
  for (let i = 0; i < 5; i++) {
    const [x, y] = c.inCircle(62);
    inside += cherryTomato(c, x, y, 10, true);
  }
  for (let i = 0; i < 5; i++) {
    const [x, y] = c.inCircle(62);
    inside += cucumberSlice(c, x, y, 9);
  }
  for (let i = 0; i < 5; i++) {
    const [x, y] = c.inCircle(60);
    inside += path(
      arcD(9, c.range(0, 360), c.range(0, 360) + 200),
      'none',
      `${stroke('#9b3f8a', 2.4)} transform="translate(${f(x)} ${f(y)})"`,
    );
  }
  const extra = c.int(0, 2);
  for (let i = 0; i < 6; i++) {
    const [x, y] = c.inCircle(60);
    if (extra === 0)
      inside += g(
        tf(x, y, c.range(0, 90)),
        rect(-5, -5, 10, 10, '#fbfaf3', `${stroke('#e0dccb', 0.8)} rx="1.5"`),
      );
    else if (extra === 1)
      inside += g(
        tf(x, y, c.range(0, 90)),
        rect(
          -5,
          -5,
          10,
          10,
          c.radial([
            [0, '#f0c36a'],
            [1, '#c98a3a'],
          ]),
          ' rx="2.5"',
        ),
      );
    else
      inside += g(
        tf(x, y, c.range(0, 360)),
        path('M-14 4Q0-10 14 4Q0 8-14 4Z', '#a8c85a') +
          path('M-12 4Q0-6 12 4', 'none', stroke('#e3eba0', 2)),
      );
  }
  // Half an egg, left off a meatless (vegan or vegetarian) salad.
  if (c.chance(0.6) && c.protein !== 'none' && c.protein !== 'tofu') {
    inside += g(
      tf(c.range(-20, 20), c.range(-20, 20), c.range(0, 360)),
      ellipse(0, 0, 16, 12, '#fffdf6', stroke('#eee8d8', 1)) +
        circle(
          2,
          0,
          7.5,
          c.radial([
            [0, '#ffd24a'],
            [1, '#f2a114'],
          ]),
        ),
    );
  }
  inside += path('M-50-20Q-30 10 0-6T40 8T60-10', 'none', stroke('#fff8e8', 2.6, 0.75));
  let out = bowl(c, c.pick(BOWLS), inside);
  if (sides) {
    out =
      cutlery(c, FORK, 132, 4, 10) +
      saucer(c, -128, -84, 26, '#e8d690', path('M-8-4Q0-9 8-3', 'none', stroke('#fff', 2, 0.4))) +
      out +
      leaf(-130, 90, 22, 10, 40, '#5fa83a');
  }
  return out;
};

function scoop(c: Ctx, x: number, y: number, r: number, flavour: string): string {
  // A ruffled skirt where the scoop was dragged, under a smooth dome.
  return g(
    tf(x, y, c.range(0, 360)),
    c.shadow(0, 0, r, r, 0.4) +
      path(wavy(r, r * 0.07, 13), darken(flavour, 0.12)) +
      path(
        blob(c, r * 0.86, r * 0.84, 8, 0.05),
        c.radial(
          [
            [0, lighten(flavour, 0.4)],
            [0.6, flavour],
            [1, darken(flavour, 0.06)],
          ],
          { fx: 0.36, fy: 0.32 },
        ),
      ) +
      ellipse(
        -r * 0.3,
        -r * 0.34,
        r * 0.22,
        r * 0.12,
        '#fff',
        ` fill-opacity=".45" transform="rotate(-35 ${f(-r * 0.3)} ${f(-r * 0.34)})"`,
      ),
  );
}

const dessert: DishDraw = (c, sides) => {
  const flavours = c.shuffle([
    '#f4a7b9',
    '#f7e7c3',
    '#7b4a2e',
    '#b9d98a',
    '#ffc857',
    '#c6a4e0',
    '#f08a7a',
  ]);
  let inside = circle(
    0,
    0,
    90,
    c.radial([
      [0, '#ffffff'],
      [1, '#e6ecef'],
    ]),
  );
  inside +=
    scoop(c, -26, -20, 38, cyc(flavours, 0)) +
    scoop(c, 30, -16, 36, cyc(flavours, 1)) +
    scoop(c, 2, 32, 37, cyc(flavours, 2));
  // Sauce over the first scoop, running down to (not past) its edge.
  const sauce = c.pick(['#4a2616', '#5a2e1a', '#a3182e']);
  let drips = '';
  for (let i = 0; i < 6; i++) {
    const a = (i / 6) * Math.PI * 2 + c.range(0, 0.5);
    drips += g(
      tf(Math.cos(a) * 18, Math.sin(a) * 18, (a * 180) / Math.PI - 90),
      path(`M-6 0L-4.5 ${f(c.range(6, 11))}Q0 ${f(c.range(14, 17))} 4.5 9L6 0Z`, sauce),
    );
  }
  inside += g(
    tf(-26, -20),
    path(blob(c, 24, 23, 8, 0.05), sauce) +
      drips +
      ellipse(-8, -9, 8, 3.5, '#fff', ' fill-opacity=".3" transform="rotate(-30 -8 -9)"'),
  );
  for (let i = 0; i < c.n(16); i++) {
    const [x, y] = c.inCircle(55);
    inside += rect(
      x,
      y,
      5,
      1.8,
      c.pick(['#ff5a7a', '#4fb3ff', '#ffe14a', '#7ee081', '#ffffff']),
      ` rx=".9" transform="rotate(${f(c.range(0, 180))} ${f(x)} ${f(y)})"`,
    );
  }
  inside += g(
    tf(8, -2),
    c.shadow(0, 0, 10, 10, 0.3) +
      circle(
        0,
        0,
        10,
        c.radial(
          [
            [0, '#ff5a5f'],
            [0.7, '#c8102e'],
            [1, '#7a0a1a'],
          ],
          { fx: 0.35, fy: 0.3 },
        ),
      ) +
      ellipse(-3, -4, 3, 2, '#fff', ' fill-opacity=".7"') +
      path('M0-9Q6-24 16-28', 'none', stroke('#4a6a2a', 1.8)),
  );
  inside += g(
    tf(-50, 34, -35),
    rect(-8, -36, 16, 72, '#000', ' rx="7" fill-opacity=".2" transform="translate(3 4)"') +
      rect(
        -8,
        -36,
        16,
        72,
        c.linear(
          [
            [0, '#f3d49a'],
            [1, '#c9955a'],
          ],
          0,
          0,
          1,
          0,
        ),
        ' rx="7"',
      ) +
      path(
        'M-8-28L8-20M-8-16L8-8M-8-4L8 4M-8 8L8 16M-8 20L8 28',
        'none',
        stroke('#a8743e', 1.2, 0.7),
      ),
  );
  inside += leaf(24, 2, 16, 7, 40, '#3f9a4a') + leaf(24, 2, 14, 6, 100, '#4fae58');
  const glass = c.pick(['#e9f1f4', '#f7f3ea', '#2f3338', '#f4d4dc']);
  let out = bowl(c, { rim: glass }, inside, 100, 0.9);
  if (sides) {
    let berries = '';
    for (let i = 0; i < 5; i++) {
      const x = 118 + c.range(-20, 20);
      const y = -60 + i * 30 + c.range(-6, 6);
      berries +=
        i % 2
          ? g(
              tf(x, y),
              c.shadow(0, 0, 7, 7, 0.3) +
                circle(
                  0,
                  0,
                  7,
                  c.radial(
                    [
                      [0, '#5a6bb0'],
                      [1, '#2a3366'],
                    ],
                    { fx: 0.35, fy: 0.35 },
                  ),
                ) +
                path('M-2-1l4 2m0-2l-4 2', 'none', stroke('#9aa6d6', 1)),
            )
          : g(
              tf(x, y, c.range(0, 360)),
              c.shadow(0, 0, 10, 9, 0.3) +
                path(wavy(9, 1.2, 8), '#d42a4a') +
                circle(-2, -2, 3, '#ee6a82', ' fill-opacity=".7"'),
            );
    }
    out =
      napkin(c, -120, -70, 110, 110, c.range(-15, 15)) +
      out +
      cutlery(c, SPOON, -130, 70, -30, 0.8) +
      berries;
  }
  return out;
};

function xiaolongbao(c: Ctx, x: number, y: number, r: number): string {
  let pleats = '';
  for (let i = 0; i < 12; i++) {
    const a = (i / 12) * Math.PI * 2;
    pleats += `M${f(Math.cos(a) * r * 0.85)} ${f(Math.sin(a) * r * 0.85)}Q${f(Math.cos(a + 0.5) * r * 0.5)} ${f(Math.sin(a + 0.5) * r * 0.5)} ${f(Math.cos(a + 0.9) * r * 0.12)} ${f(Math.sin(a + 0.9) * r * 0.12)}`;
  }
  return g(
    tf(x, y, c.range(0, 360)),
    c.shadow(0, 0, r, r, 0.35) +
      path(
        wavy(r, r * 0.04, 12),
        c.radial(
          [
            [0, '#fffaf0'],
            [0.7, '#f4ead8'],
            [1, '#dccbad'],
          ],
          { fx: 0.4, fy: 0.38 },
        ),
      ) +
      path(pleats, 'none', stroke('#d2bf9c', 1.4, 0.9)) +
      circle(0, 0, r * 0.14, '#e9dcc3', stroke('#cdb995', 1)),
  );
}

function gyoza(c: Ctx, x: number, y: number, rot: number): string {
  // Plump half-moons with the pan-fried golden base showing along the flat side.
  const body = 'M-34 12C-36-24 36-24 34 12C22 19-22 19-34 12Z';
  let pleats = '';
  for (let i = 0; i < 7; i++) {
    const px = -21 + i * 7;
    const py = -7 - Math.sin((i / 6) * Math.PI) * 6;
    pleats += `M${f(px)} ${f(py)}q${f(1 - i * 0.35)} 4 ${f(2 - i * 0.7)} 8`;
  }
  return g(
    tf(x, y, rot),
    c.shadow(0, 2, 35, 18, 0.4) +
      path(
        body,
        c.linear([
          [0, '#fdf7ea'],
          [0.55, '#f0e0c0'],
          [0.75, '#e0a856'],
          [1, '#9c5a1c'],
        ]),
      ) +
      path('M-30-4C-24-20 24-20 30-4', 'none', stroke('#d9c6a0', 1.5, 0.8)) +
      path(pleats, 'none', stroke('#c9b088', 1.5)) +
      path('M-18-10Q0-15 18-10', 'none', stroke('#fff', 2.2, 0.55)),
  );
}

const dumplings: DishDraw = (c, sides) => {
  let out = '';
  if (c.chance(0.55)) {
    let steamer = circle(
      0,
      0,
      100,
      c.radial([
        [0, '#e8cd98'],
        [0.86, '#d9b679'],
        [0.9, '#b88f52'],
        [1, '#9c7440'],
      ]),
    );
    steamer += circle(0, 0, 93, 'none', `${stroke('#a88050', 4, 0.6)} stroke-dasharray="6 4"`);
    steamer += circle(0, 0, 86, '#f4ecda') + circle(0, 0, 86, 'none', stroke('#b99a62', 1.5));
    for (let i = 0; i < 24; i++) {
      const a = (i / 24) * Math.PI * 2;
      steamer += circle(Math.cos(a) * 78, Math.sin(a) * 78, 1.6, '#d9ccb0');
    }
    out += c.shadow(0, 0, 100, 100, 0.5) + steamer;
    for (let i = 0; i < 6; i++) {
      const a = (i / 6) * Math.PI * 2 + 0.3;
      out += xiaolongbao(c, Math.cos(a) * 52, Math.sin(a) * 52, 25);
    }
    out += xiaolongbao(c, 0, 0, 25);
  } else {
    out += plate(c, c.pick(PLATES));
    for (let i = 0; i < 6; i++) {
      const row = Math.floor(i / 3);
      out += g(
        tf(-48 + (i % 3) * 48 + row * 8, -22 + row * 46, c.range(-10, 10), 0.86),
        gyoza(c, 0, 0, 0),
      );
    }
    out += g(
      tf(0, 0),
      Array.from({ length: 10 }, () => {
        const [x, y] = c.inCircle(66);
        return circle(x, y, c.range(2, 3), '#cfe99b', stroke('#4f9d2f', 1.4));
      }).join(''),
    );
  }
  if (sides) {
    let sauce = '';
    for (let i = 0; i < 6; i++) {
      const [x, y] = c.inCircle(15);
      sauce += rect(
        x,
        y,
        8,
        1.6,
        '#f1d9a0',
        ` transform="rotate(${f(c.range(0, 180))} ${f(x)} ${f(y)})"`,
      );
    }
    sauce += circle(4, 4, 7, '#c8321f', ' fill-opacity=".55"');
    out =
      saucer(c, -130, -80, 30, '#3a1d0e', sauce) +
      chopsticks(c, 134, 10, 10, 230) +
      out +
      cilantro(c, -132, 84, 12);
  }
  return out;
};

const fries: DishDraw = (c, sides) => {
  const liner = c.def(
    'gingham-liner',
    (id) =>
      `<pattern id="${id}" patternUnits="userSpaceOnUse" width="20" height="20"><rect width="20" height="20" fill="#fbf7ef"/><rect width="10" height="20" fill="#d33a2c" fill-opacity=".55"/><rect width="20" height="10" fill="#d33a2c" fill-opacity=".55"/></pattern>`,
  );
  let out =
    c.shadow(0, 0, 120, 90, 0.45) +
    ellipse(0, 0, 120, 90, '#2f3338') +
    ellipse(0, 0, 112, 82, '#3d434a');
  out += g(
    tf(0, 0, c.range(-10, 10)),
    path('M-96-56L90-74L104 60L-84 78Z', liner) +
      path('M-96-56L90-74L104 60L-84 78Z', 'none', stroke('#c9bfae', 1)),
  );
  const pieces: [number, number, number, number][] = [];
  for (let i = 0; i < 34; i++) {
    const [x, y] = c.inCircle(66, 46);
    pieces.push([x, y, c.range(48, 78), c.range(-75, 75)]);
  }
  pieces.sort((a, b) => a[1] - b[1]);
  for (const [x, y, len, rot] of pieces) out += fry(c, x, y, len, rot);
  for (let i = 0; i < c.n(24); i++) {
    const [x, y] = c.inCircle(70, 50);
    out += rect(x, y, 1.6, 1.6, '#ffffff', ' fill-opacity=".85"');
  }
  if (sides)
    out =
      out +
      ramekin(c, 128, -78, 28, '#c8261a') +
      ramekin(c, 132, 74, 28, '#f6e7b0') +
      fry(c, -128, -92, 56, 70) +
      fry(c, -140, -74, 48, 100);
  return out;
};

const pancakes: DishDraw = (c, sides) => {
  let out = plate(c, c.pick(PLATES));
  const waffle = c.chance(0.35);
  if (waffle) {
    const grid = c.def(
      'waffle-grid',
      (id) =>
        `<pattern id="${id}" patternUnits="userSpaceOnUse" width="16" height="16"><rect width="16" height="16" fill="#d9923c"/><rect x="3" y="3" width="10" height="10" rx="2" fill="#b06a22"/><rect x="4" y="4" width="8" height="3" rx="1.5" fill="#8f4f16" fill-opacity=".5"/></pattern>`,
    );
    out +=
      c.shadow(0, 0, 70, 70, 0.4) +
      circle(0, 0, 70, grid, ' transform="rotate(12)"') +
      circle(
        0,
        0,
        70,
        c.radial([
          [0, '#fff', 0.15],
          [0.8, '#000', 0],
          [1, '#000', 0.3],
        ]),
      );
  } else {
    for (let i = 3; i >= 0; i--) {
      out += g(
        tf(i * 2.5, i * 5),
        c.shadow(0, 0, 70, 70, 0.2) +
          path(
            blob(c, 70, 68, 10, 0.03),
            c.radial([
              [0, '#d99546'],
              [0.85, '#c07a32'],
              [0.95, '#f2d39a'],
              [1, '#b77636'],
            ]),
          ),
      );
    }
    out += path(
      blob(c, 62, 60, 10, 0.04),
      c.radial(
        [
          [0, '#e9b566'],
          [0.7, '#d99546'],
          [1, '#c07a32'],
        ],
        { fx: 0.42, fy: 0.4 },
      ),
      ' fill-opacity=".9"',
    );
  }
  // Syrup pools off-centre and has spilled onto the plate on the side where the stack's edge shows.
  const syrup = blob(c, 50, 46, 10, 0.12);
  const spill = blob(c, 26, 12, 7, 0.2);
  out += `<g fill-opacity=".8">${path(spill, '#7e3a0c', ' transform="translate(52 66) rotate(-40)"') + path(syrup, '#7e3a0c', ' transform="translate(6 6)"')}</g>`;
  out += path(syrup, 'none', `${stroke('#ffd9a0', 2, 0.35)} transform="translate(4 4) scale(.92)"`);
  out += g(
    tf(-4, -4, c.range(0, 40)),
    rect(-13, -11, 28, 24, '#000', ' rx="5" fill-opacity=".15" transform="translate(2 3)"') +
      rect(
        -13,
        -11,
        26,
        22,
        c.linear(
          [
            [0, '#fff7c9'],
            [1, '#f5de86'],
          ],
          0,
          0,
          1,
          1,
        ),
        ' rx="5"',
      ) +
      rect(-9, -8, 10, 4, '#fff', ' rx="2" fill-opacity=".7"'),
  );
  for (let i = 0; i < 7; i++) {
    const [x, y] = c.inCircle(58);
    if (Math.hypot(x, y) < 20) continue;
    out +=
      i % 2
        ? g(
            tf(x, y),
            c.shadow(0, 0, 6.5, 6.5, 0.3) +
              circle(
                0,
                0,
                6.5,
                c.radial(
                  [
                    [0, '#5a6bb0'],
                    [1, '#25305e'],
                  ],
                  { fx: 0.35, fy: 0.35 },
                ),
              ) +
              path('M-2-1l4 2m0-2l-4 2', 'none', stroke('#9aa6d6', 1)),
          )
        : g(
            tf(x, y, c.range(0, 360)),
            c.shadow(0, 0, 11, 11, 0.3) +
              path('M0 12C-14 2-12-12 0-9C12-12 14 2 0 12Z', '#e0303e') +
              path('M0 8C-8 2-7-7 0-5C7-7 8 2 0 8Z', '#f7a0a8') +
              path('M-6-10L6-10', 'none', stroke('#4c8a2e', 2.5)),
          );
  }
  for (let i = 0; i < c.n(40); i++) {
    const [x, y] = c.inCircle(66);
    out += rect(x, y, 1.3, 1.3, '#ffffff', ' fill-opacity=".8"');
  }
  if (sides)
    out =
      out +
      cutlery(c, FORK, 128, 0, 6) +
      cutlery(c, KNIFE, 148, 6, 10) +
      g(
        tf(-128, -84),
        bowl(
          c,
          c.pick(BOWLS),
          Array.from({ length: 9 }, () => {
            const [x, y] = c.inCircle(20);
            return circle(
              x,
              y,
              6,
              c.radial(
                [
                  [0, '#5a6bb0'],
                  [1, '#25305e'],
                ],
                { fx: 0.35, fy: 0.35 },
              ),
            );
          }).join(''),
          34,
        ),
      );
  return out;
};

const drink: DishDraw = (c, sides) => {
  const [liquid, garnish] = c.pick([
    ['#ef5b73', 'straw'],
    ['#ffb13b', 'orange'],
    ['#8cc152', 'lime'],
    ['#f6e27a', 'lemon'],
    ['#b48fd6', 'straw'],
    ['#7a4a2e', 'ice'],
    ['#ff8c3a', 'orange'],
  ] as const);
  const coasterCol = c.pick(['#c8a27a', '#b98f63', '#d7b8a0', '#6f8fa6']);
  const cork: string[] = [];
  for (let i = 0; i < 40; i++) {
    const [x, y] = [c.range(-70, 70), c.range(-70, 70)];
    cork.push(`M${f(x)} ${f(y)}h1.6`);
  }
  let out = g(
    tf(-10, 0, c.range(-20, 20)),
    c.shadow(0, 0, 78, 78, 0.3) +
      rect(
        -78,
        -78,
        156,
        156,
        c.linear(
          [
            [0, lighten(coasterCol, 0.08)],
            [1, darken(coasterCol, 0.06)],
          ],
          0,
          0,
          1,
          1,
        ),
        ' rx="14"',
      ) +
      path(cork.join(''), 'none', stroke(darken(coasterCol, 0.3), 1.6, 0.5)),
  );
  // Glass cues: a bright rim, the base seen through the drink, and reflections.
  let glass = c.shadow(0, 0, 62, 62, 0.3);
  glass += circle(
    0,
    0,
    62,
    c.radial([
      [0, '#ffffff', 0.1],
      [0.85, '#ffffff', 0.25],
      [1, '#ffffff', 0.7],
    ]),
    stroke('#ffffff', 2.5, 0.95),
  );
  glass += circle(
    0,
    0,
    55,
    c.radial(
      [
        [0, lighten(liquid, 0.35)],
        [0.7, liquid],
        [1, darken(liquid, 0.2)],
      ],
      { fx: 0.4, fy: 0.4 },
    ),
  );
  glass += circle(4, 5, 40, 'none', stroke(lighten(liquid, 0.45), 2, 0.5));
  glass += circle(0, 0, 55, 'none', stroke(lighten(liquid, 0.6), 3, 0.8));
  glass +=
    path(arcD(58.5, 120, 175), 'none', stroke('#ffffff', 2.5, 0.8)) +
    path(arcD(58.5, 290, 330), 'none', stroke('#ffffff', 2, 0.6));
  if (garnish === 'ice' || liquid === '#f6e27a') {
    for (let i = 0; i < 4; i++) {
      const [x, y] = c.inCircle(30);
      glass += g(
        tf(x, y, c.range(0, 90)),
        rect(
          -12,
          -12,
          24,
          24,
          '#ffffff',
          `${stroke('#ffffff', 1.5, 0.8)} rx="5" fill-opacity=".35"`,
        ) + path('M-8-8L4-8', 'none', stroke('#fff', 2, 0.8)),
      );
    }
  } else {
    for (let i = 0; i < c.n(22); i++) {
      const [x, y] = c.inCircle(48);
      glass += circle(x, y, c.range(0.8, 1.6), darken(liquid, 0.45), ' fill-opacity=".5"');
    }
  }
  glass += ellipse(-24, -26, 20, 8, '#fff', ' fill-opacity=".35" transform="rotate(-40 -24 -26)"');
  const garnishCol =
    garnish === 'orange'
      ? ['#f08a1c', '#ffb347']
      : garnish === 'lemon'
        ? ['#e8c21a', '#fbe675']
        : ['#4f9a2a', '#b5da57'];
  if (garnish === 'straw') {
    glass += g(
      tf(34, -32, 10),
      c.shadow(0, 0, 12, 12, 0.3) +
        path('M0 11C-14 1-12-12 0-9C12-12 14 1 0 11Z', '#e0303e') +
        path('M0 7C-8 1-7-7 0-5C7-7 8 1 0 7Z', '#f7a0a8') +
        path('M-6-10L6-10M0-10L0-15', 'none', stroke('#4c8a2e', 2.5)),
    );
  } else {
    glass += citrusWheel(c, 40, -38, 20, cyc(garnishCol, 0), cyc(garnishCol, 1));
  }
  const strawCol = c.pick(['#2f7dd1', '#e64a5f', '#2fa36b', '#f2a33a']);
  glass += g(
    tf(0, 0, c.range(-60, -20)),
    rect(-5, -2, 10, 110, '#000', ' rx="5" fill-opacity=".18" transform="translate(4 6)"') +
      rect(
        -5,
        -2,
        10,
        110,
        c.linear(
          [
            [0, lighten(strawCol, 0.3)],
            [1, darken(strawCol, 0.1)],
          ],
          0,
          0,
          1,
          0,
        ),
        ' rx="5"',
      ) +
      path(
        Array.from({ length: 7 }, (_, k) => `M-4.5 ${10 + k * 14}l9 5`).join(''),
        'none',
        stroke('#fff', 3.5, 0.85),
      ) +
      circle(0, 106, 4.5, darken(strawCol, 0.35)),
  );
  glass += leaf(-30, 30, 18, 8, -30, '#3f9a4a') + leaf(-30, 30, 16, 7, 30, '#56b25f');
  out += g(tf(-10, 0), glass);
  if (sides) {
    out +=
      citrusWheel(c, 118, -80, 24, cyc(garnishCol, 0), cyc(garnishCol, 1)) +
      limeWedge(c, 130, 82, 16, 200, garnish === 'lemon') +
      leaf(-130, 84, 22, 10, 30, '#3f9a4a') +
      leaf(-126, 82, 20, 9, 80, '#56b25f');
    out = napkin(c, 120, 0, 90, 90, c.range(-20, 20)) + out;
  }
  return out;
};

const pasta: DishDraw = (c, sides) => {
  const sauce = c.int(0, 2);
  const noodle = sauce === 1 ? '#f3dfa5' : '#f0cf7a';
  let out = plate(c, c.pick(PLATES));
  let d = '';
  for (let i = 0; i < 26; i++) {
    const r = c.range(10, 62);
    const a0 = c.range(0, 360);
    d += arcD(r, a0, a0 + c.range(100, 250));
  }
  out += c.shadow(0, 0, 64, 64, 0.3) + circle(0, 0, 64, darken(noodle, 0.15));
  out +=
    path(d, 'none', `${stroke(darken(noodle, 0.35), 5.5, 0.45)} transform="translate(.8 1.4)"`) +
    path(d, 'none', stroke(noodle, 4)) +
    path(d, 'none', `${stroke('#fff', 1.2, 0.45)} transform="translate(-.6 -.6)"`);
  if (sauce === 0) {
    out += path(
      blob(c, 34, 30, 9, 0.2),
      c.radial([
        [0, '#e24b2f'],
        [0.8, '#c3311c'],
        [1, '#9a2214'],
      ]),
      ' fill-opacity=".95"',
    );
    for (let i = 0; i < 3; i++) {
      const a = c.range(0, Math.PI * 2);
      out += g(
        tf(Math.cos(a) * 18, Math.sin(a) * 18),
        c.shadow(0, 0, 13, 13, 0.3) +
          circle(
            0,
            0,
            13,
            c.radial(
              [
                [0, '#a0603a'],
                [0.8, '#6e3a1e'],
                [1, '#4a2412'],
              ],
              { fx: 0.35, fy: 0.35 },
            ),
          ) +
          path(blob(c, 8, 6, 5, 0.3), '#c3311c', ' fill-opacity=".85" transform="translate(2 -3)"'),
      );
    }
    out += leaf(8, -28, 20, 9, 30, '#2f8a34') + leaf(8, -28, 18, 8, -20, '#3a9a3e');
  } else if (sauce === 1) {
    for (let i = 0; i < c.n(12); i++) {
      const [x, y] = c.inCircle(52);
      out += g(
        tf(x, y, c.range(0, 90)),
        rect(-5, -4, 10, 8, '#c8705a', `${stroke('#f2c7b4', 1.2)} rx="2"`),
      );
    }
    out += circle(
      0,
      0,
      10,
      c.radial(
        [
          [0, '#ffd04d'],
          [1, '#f09410'],
        ],
        { fx: 0.35, fy: 0.35 },
      ),
    );
    for (let i = 0; i < c.n(40); i++) {
      const [x, y] = c.inCircle(60);
      out += circle(x, y, 0.9, '#2b2b2b');
    }
  } else {
    out += path(blob(c, 40, 36, 9, 0.2), '#5c9a2e', ' fill-opacity=".85"');
    for (let i = 0; i < 6; i++) {
      const [x, y] = c.inCircle(50);
      out += cherryTomato(c, x, y, 8, true);
    }
    for (let i = 0; i < 8; i++) {
      const [x, y] = c.inCircle(50);
      out += ellipse(x, y, 3, 2, '#f2e4c0');
    }
  }
  for (let i = 0; i < 18; i++) {
    const [x, y] = c.inCircle(56);
    out += path(blob(c, 2.4, 1.4, 5, 0.3), '#fbf6e4', ` transform="translate(${f(x)} ${f(y)})"`);
  }
  if (sides) {
    let cheese = '';
    for (let i = 0; i < 30; i++) {
      const [x, y] = c.inCircle(18);
      cheese += rect(
        x,
        y,
        4,
        1.5,
        '#f8edc8',
        ` transform="rotate(${f(c.range(0, 180))} ${f(x)} ${f(y)})"`,
      );
    }
    out =
      napkin(c, 128, 30, 100, 130, 8) +
      cutlery(c, FORK, 128, 20, 6) +
      saucer(c, -128, -84, 28, '#fbf2d6', cheese) +
      out +
      leaf(-130, 80, 24, 10, 30, '#2f8a34') +
      cherryTomato(c, -120, 96, 10);
  }
  return out;
};

/** The colours of a grilled cut, outside and in, by what it is. */
const CUTS: Record<'beef' | 'pork' | 'seafood', { outside: Stop[]; inside: Stop[] }> = {
  beef: {
    outside: [
      [0, '#8e4a28'],
      [0.75, '#66301a'],
      [0.92, '#4a200d'],
      [1, '#c99a6a'],
    ],
    inside: [
      [0, '#f0958c'],
      [0.55, '#d9636a'],
      [0.8, '#a4483f'],
      [1, '#5a2612'],
    ],
  },
  pork: {
    outside: [
      [0, '#c98a56'],
      [0.75, '#a8653a'],
      [0.92, '#7a4424'],
      [1, '#e2b98a'],
    ],
    inside: [
      [0, '#f7e3d3'],
      [0.6, '#efcdb6'],
      [0.85, '#d9a985'],
      [1, '#8a5432'],
    ],
  },
  // A salmon fillet: orange flesh, pale fat lines, a browned top.
  seafood: {
    outside: [
      [0, '#f39a6b'],
      [0.7, '#e77c4c'],
      [0.92, '#c45c30'],
      [1, '#f6c9a8'],
    ],
    inside: [
      [0, '#ffb48c'],
      [0.6, '#f7935f'],
      [0.85, '#e57a45'],
      [1, '#b65428'],
    ],
  },
};

const steak: DishDraw = (c, sides) => {
  const cut = CUTS[c.protein === 'pork' || c.protein === 'seafood' ? c.protein : 'beef'];
  const onBoard = c.chance(0.5);
  let out = onBoard ? board(c, 290, 200, false) : plate(c, c.pick(PLATES), 110, 100);
  const meat = blob(c, 52, 38, 10, 0.06);
  const clipId = c.clip(`<path d="${meat}"/>`);
  let marks = '';
  for (let i = -4; i <= 4; i++) marks += `M${f(i * 16 - 22)} -50L${f(i * 16 + 22)} 50`;
  out += g(
    tf(-36, -10, c.range(-15, 15)),
    c.shadow(0, 0, 52, 38, 0.45) +
      path(meat, c.radial(cut.outside, { fx: 0.4, fy: 0.38 })) +
      `<g clip-path="${clipId}">${path(marks, 'none', stroke('#1e0b04', 5, 0.6))}</g>` +
      path('M-30-16Q0-28 30-18', 'none', stroke('#fff', 2.5, 0.18)),
  );
  // Slices fanned beside the steak show the pink inside.
  const inside = c.radial(cut.inside);
  for (let i = 0; i < 4; i++) {
    out += g(
      tf(28 + i * 17, 4 + i * 2, 10 + i * 3),
      c.shadow(0, 0, 12, 32, 0.35) +
        rect(-12, -32, 24, 64, '#4a200d', ' rx="5"') +
        rect(-9, -29, 18, 58, inside, ' rx="3"'),
    );
  }
  for (let i = 0; i < 4; i++) {
    const [x, y] = [-80 + i * 26 + c.range(-4, 4), c.range(44, 60)];
    out += g(
      tf(x, y),
      c.shadow(0, 0, 13, 11, 0.35) +
        path(
          blob(c, 13, 11, 6, 0.2),
          c.radial(
            [
              [0, '#f6cf6a'],
              [0.8, '#d9a23c'],
              [1, '#a86a1e'],
            ],
            { fx: 0.35, fy: 0.35 },
          ),
        ) +
        circle(c.range(-4, 4), c.range(-4, 4), 1.3, '#3f7a2a') +
        circle(c.range(-4, 4), c.range(-4, 4), 1.3, '#3f7a2a'),
    );
  }
  out += g(tf(-64, -60, 70), sprig(c, 60, '#3b6b3a', 12));
  out += cherryTomato(c, 74, 56, 10) + cherryTomato(c, 92, 46, 9);
  if (sides) {
    let salt = '';
    for (let i = 0; i < 10; i++) {
      const [x, y] = c.inCircle(14);
      salt += rect(
        x,
        y,
        3,
        3,
        '#ffffff',
        ` transform="rotate(${f(c.range(0, 90))} ${f(x)} ${f(y)})"`,
      );
    }
    out = out + cutlery(c, KNIFE, 148, 10, 4) + saucer(c, -138, 92, 24, '#e4e0d8', salt);
  }
  return out;
};

/** Fried chicken: golden wings and drumettes piled on a plate, with lime and a dipping sauce. */
const friedChicken: DishDraw = (c, sides) => {
  let out = plate(c, c.pick(PLATES), 110, 100);
  const crust = c.pick([
    ['#e0a041', '#b86d1f', '#7a4310'],
    ['#c9762e', '#9c4f17', '#5e2a08'],
    ['#d98b3a', '#a85a1c', '#6b350c'],
  ] as const);
  const pieces: [number, number, number][] = [
    [-40, -22, 20],
    [8, -34, -30],
    [48, -6, 60],
    [-22, 20, -60],
    [24, 30, 10],
    [-58, 12, 80],
  ];
  for (const [x, y, rot] of pieces) {
    const body = blob(c, 26, 15, 9, 0.18);
    out += g(
      tf(x + c.range(-4, 4), y + c.range(-4, 4), rot + c.range(-15, 15)),
      c.shadow(0, 0, 28, 16, 0.4) +
        // The bone end of a drumette.
        rect(18, -4, 12, 8, '#efe4d0', ' rx="4"') +
        path(
          body,
          c.radial(
            [
              [0, crust[0]],
              [0.7, crust[1]],
              [1, crust[2]],
            ],
            { fx: 0.35, fy: 0.35 },
          ),
        ) +
        // Crags of the crust.
        path(wavy(9, 2, 7, c.range(0, 6)), 'none', stroke('#f6cf7a', 1.4, 0.3)),
    );
  }
  for (let i = 0; i < 5; i++) {
    const [x, y] = c.inCircle(60);
    out += cilantro(c, x, y, c.range(8, 11));
  }
  out += limeWedge(c, 66, 50, 16, c.range(0, 360));
  out += chiliSlice(c, -30, 58, 4.5) + chiliSlice(c, -16, 64, 4);
  if (sides) out += saucer(c, -132, 86, 26, '#c0392b') + cutlery(c, FORK, 146, 10, 4);
  return out;
};

const hotpot: DishDraw = (c, sides) => {
  let out = '';
  const meatPlate = (x: number, y: number): string => {
    let slices = '';
    for (let i = 0; i < 5; i++) {
      const a = (i / 5) * Math.PI * 2;
      slices += g(
        tf(Math.cos(a) * 16, Math.sin(a) * 16, (a * 180) / Math.PI),
        path(blob(c, 14, 9, 7, 0.1), '#d9626a') +
          path('M-10-3Q0 2 10-3M-8 3Q0 7 9 3', 'none', stroke('#fbe3e0', 1.6)),
      );
    }
    return g(tf(x, y), plate(c, c.pick(PLATES), 44) + slices);
  };
  const greensPlate = (x: number, y: number): string => {
    let leaves = '';
    for (let i = 0; i < 6; i++)
      leaves += g(
        tf(c.range(-14, 14), c.range(-14, 14), c.range(0, 360)),
        path(leafPath(34, 14), '#3f9a3a') + path('M0-2L0-22', 'none', stroke('#e6f3cf', 5)),
      );
    return g(tf(x, y), plate(c, c.pick(PLATES), 44) + leaves);
  };
  if (sides) out += meatPlate(-136, -86) + greensPlate(138, 88) + meatPlate(140, -84);
  const red = c.pick(['#c6291b', '#b3241a', '#d23a1f']);
  const clear = c.pick(['#e8c98a', '#e2d2a6', '#d9b46a']);
  let inside = circle(
    0,
    0,
    90,
    c.radial([
      [0, lighten(clear, 0.2)],
      [1, darken(clear, 0.1)],
    ]),
  );
  const split = 'M0-90A90 90 0 0 0 0 90A45 45 0 0 0 0 0A45 45 0 0 1 0-90Z';
  inside += path(
    split,
    c.radial([
      [0, lighten(red, 0.2)],
      [1, darken(red, 0.25)],
    ]),
  );
  for (let i = 0; i < 10; i++) {
    const [x, y] = c.inCircle(70);
    const onRed = x < 0;
    if (onRed)
      inside += g(
        tf(x, y, c.range(0, 360)),
        path('M-11 0Q0-5 11 0Q0 4-11 0Z', '#8a1208') +
          path('M11 0l3-1', 'none', stroke('#5a3a1a', 1.5)),
      );
    else
      inside += g(
        tf(x, y),
        c.shadow(0, 0, 8, 8, 0.25) +
          circle(0, 0, 8, '#7a4a2a') +
          path('M-5 0L5 0M0-5L0 5', 'none', stroke('#d8b890', 1.6)),
      );
  }
  for (let i = 0; i < c.n(24); i++) {
    const [x, y] = c.inCircle(80);
    inside += circle(x, y, c.range(1, 2.2), x < 0 ? '#f6a04a' : '#c81e2c', ' fill-opacity=".8"');
  }
  for (let i = 0; i < 4; i++)
    inside += g(
      tf(c.range(15, 60), c.range(-50, 50), c.range(0, 90)),
      rect(-7, -7, 14, 14, '#fbf6e6', `${stroke('#e0d6bc', 1)} rx="2"`),
    );
  for (let i = 0; i < 8; i++) {
    const [x, y] = c.inCircle(70);
    inside += circle(x, y, c.range(2.4, 3.4), '#cfe99b', stroke('#4f9d2f', 1.4));
  }
  inside +=
    path(split, 'none', stroke('#c7ccd2', 4)) +
    path(split, 'none', `${stroke('#7d858e', 1.2)} transform="translate(1.5 1.5)"`);
  out += g(
    tf(0, 0, c.range(-30, 30)),
    rect(-118, -12, 236, 24, '#000', ' rx="10" fill-opacity=".25" transform="translate(4 6)"') +
      rect(-118, -12, 236, 24, c.linear(METAL), ' rx="10"'),
  );
  out +=
    c.shadow(0, 0, 102, 102, 0.5) +
    circle(
      0,
      0,
      102,
      c.radial([
        [0, '#7d858e'],
        [0.88, '#8f98a2'],
        [0.94, '#e9edf1'],
        [1, '#8d949c'],
      ]),
    );
  out += g(
    tf(0, 0),
    `<g clip-path="${c.clip('<circle r="90"/>')}">${inside}${circle(
      0,
      0,
      90,
      c.radial(
        [
          [0, '#000', 0],
          [0.75, '#000', 0],
          [1, '#000', 0.35],
        ],
        { fx: 0.6, fy: 0.62 },
      ),
    )}</g>`,
  );
  out += path(arcD(96, 195, 250), 'none', stroke('#fff', 3, 0.7));
  if (sides) out += chopsticks(c, -140, 80, -30, 200);
  return out;
};

const DRAW: Record<DishKind, DishDraw> = {
  'noodle-soup': noodleSoup,
  'rice-plate': ricePlate,
  'banh-mi': banhMi,
  coffee,
  pizza,
  sushi,
  burger,
  taco: tacos,
  curry,
  salad,
  dessert,
  dumplings,
  fries,
  pancakes,
  drink,
  pasta,
  steak,
  'fried-chicken': friedChicken,
  hotpot,
};

// ---------------------------------------------------------------------------------------------
// Table backgrounds
// ---------------------------------------------------------------------------------------------

function woodTable(c: Ctx, w: number, h: number): string {
  const base = c.pick(['#b9875a', '#8a5a3b', '#d2b48c', '#6b4630', '#c49a6c', '#e3cfb0']);
  const vertical = c.chance(0.5);
  const across = vertical ? w : h;
  const along = vertical ? h : w;
  let out = '';
  let pos = -c.range(0, 60);
  while (pos < across) {
    const size = c.range(90, 150);
    const col = c.vary(base, 0.05);
    // Flat planks: a gradient per plank costs a full-canvas gradient fill, and the lighting pass shades them anyway.
    out += vertical ? rect(pos, 0, size, h, col) : rect(0, pos, w, size, col);
    let grain = '';
    for (let k = 0; k < 5; k++) {
      const o = pos + (size * (k + 0.5)) / 5 + c.range(-6, 6);
      const steps = 4;
      let d = vertical ? `M${f(o)} 0` : `M0 ${f(o)}`;
      for (let s = 1; s <= steps; s++) {
        const l = (along * s) / steps;
        const mid = (along * (s - 0.5)) / steps;
        const off = c.range(-7, 7);
        d += vertical
          ? `Q${f(o + off)} ${f(mid)} ${f(o + off * 0.3)} ${f(l)}`
          : `Q${f(mid)} ${f(o + off)} ${f(l)} ${f(o + off * 0.3)}`;
      }
      grain += d;
    }
    out += path(grain, 'none', stroke(darken(col, 0.3), c.range(1, 2.2), 0.22));
    if (c.chance(0.35)) {
      const k = c.range(0.1, 0.9) * along;
      const kx = vertical ? pos + size / 2 : k;
      const ky = vertical ? k : pos + size / 2;
      out +=
        ellipse(
          kx,
          ky,
          vertical ? 7 : 16,
          vertical ? 16 : 7,
          darken(col, 0.25),
          ' fill-opacity=".35"',
        ) +
        ellipse(
          kx,
          ky,
          vertical ? 12 : 26,
          vertical ? 26 : 12,
          'none',
          stroke(darken(col, 0.3), 1.4, 0.25),
        );
    }
    out += vertical
      ? path(`M${f(pos)} 0L${f(pos)} ${h}`, 'none', stroke(darken(base, 0.5), 3, 0.55))
      : path(`M0 ${f(pos)}L${w} ${f(pos)}`, 'none', stroke(darken(base, 0.5), 3, 0.55));
    pos += size;
  }
  return out;
}

function clothTable(c: Ctx, w: number, h: number): string {
  const col = c.pick(['#c8463d', '#2f6db0', '#3f8a5a', '#d49b2a', '#7b5ea7', '#e07a5f']);
  const s = c.pick([36, 44, 52]);
  const id = c.uid();
  c.defs.push(
    `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${s}" height="${s}" patternTransform="rotate(${f(c.range(-8, 8))})"><rect width="${s}" height="${s}" fill="#fbf8f1"/><rect width="${s / 2}" height="${s}" fill="${col}" fill-opacity=".42"/><rect width="${s}" height="${s / 2}" fill="${col}" fill-opacity=".42"/><path d="M0 ${s / 4}H${s}M0 ${(s * 3) / 4}H${s}M${s / 4} 0V${s}M${(s * 3) / 4} 0V${s}" stroke="#fff" stroke-opacity=".18" stroke-width="1"/></pattern>`,
  );
  return rect(0, 0, w, h, `url(#${id})`);
}

function linenTable(c: Ctx, w: number, h: number): string {
  const col = c.pick([
    '#f1e6d4',
    '#dfe8e3',
    '#f3dcd4',
    '#e4e1ef',
    '#f5ecc8',
    '#d5e3ec',
    '#2f3a44',
    '#3b3632',
  ]);
  const dark = toHsl(col)[2] < 0.4;
  const id = c.uid();
  const dot = dark ? lighten(col, 0.12) : darken(col, 0.06);
  c.defs.push(
    `<pattern id="${id}" patternUnits="userSpaceOnUse" width="28" height="28"><rect width="28" height="28" fill="${col}"/><circle cx="7" cy="7" r="2.2" fill="${dot}"/><circle cx="21" cy="21" r="2.2" fill="${dot}"/></pattern>`,
  );
  return rect(0, 0, w, h, `url(#${id})`);
}

function stoneTable(c: Ctx, w: number, h: number): string {
  const col = c.pick(['#eeeae4', '#e6e8ea', '#f2ede6', '#3a3e44']);
  const dark = toHsl(col)[2] < 0.4;
  let out = rect(
    0,
    0,
    w,
    h,
    c.linear(
      [
        [0, lighten(col, 0.04)],
        [1, darken(col, 0.05)],
      ],
      0,
      0,
      1,
      1,
    ),
  );
  let veins = '';
  for (let i = 0; i < Math.round(w / 140); i++) {
    let x = c.range(-100, w);
    let y = c.range(-50, h * 0.3);
    veins += `M${f(x)} ${f(y)}`;
    for (let s = 0; s < 6; s++) {
      const nx = x + c.range(20, 110);
      const ny = y + c.range(40, 130);
      veins += `Q${f(x + c.range(-40, 60))} ${f((y + ny) / 2)} ${f(nx)} ${f(ny)}`;
      x = nx;
      y = ny;
    }
  }
  out += path(veins, 'none', stroke(dark ? '#8a9098' : '#a9a29a', 1.6, 0.35));
  let specks = '';
  for (let i = 0; i < (w * h) / 4000; i++) specks += `M${f(c.range(0, w))} ${f(c.range(0, h))}h1.5`;
  out += path(specks, 'none', stroke(dark ? '#6a7078' : '#b8b2aa', 1.5, 0.6));
  return out;
}

function table(c: Ctx, w: number, h: number): string {
  const kind = c.pick(['wood', 'wood', 'wood', 'cloth', 'linen', 'stone'] as const);
  if (kind === 'wood') return woodTable(c, w, h);
  if (kind === 'cloth') return clothTable(c, w, h);
  if (kind === 'linen') return linenTable(c, w, h);
  return stoneTable(c, w, h);
}

/** Soft light from the top left and a vignette, which is what makes the flat shapes feel lit. */
function lighting(c: Ctx, w: number, h: number): string {
  return rect(
    0,
    0,
    w,
    h,
    c.radial(
      [
        [0, '#fff', 0.1],
        [0.55, '#000', 0],
        [1, '#000', 0.32],
      ],
      { cx: 0.42, cy: 0.4, r: 0.8 },
    ),
  );
}

// Path data without the separators SVG does not need ("L3 -4" → "L3-4", "0.5" → ".5"): about a fifth smaller.
const compactPaths = (svg: string): string =>
  svg.replace(
    / d="([^"]*)"/g,
    (_, d: string) =>
      ` d="${d
        .replace(/([A-Za-z]) /g, '$1')
        .replace(/ -/g, '-')
        .replace(/(^|[^\d])0\./g, '$1.')}"`,
  );

function svgDoc(
  width: number,
  height: number,
  vw: number,
  vh: number,
  c: Ctx,
  body: string,
): string {
  // Round caps and joins are set once here and inherited by every stroke.
  return compactPaths(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${vw} ${vh}" stroke-linecap="round" stroke-linejoin="round"><defs>${c.defs.join('')}</defs>${body}</svg>`,
  );
}

// ---------------------------------------------------------------------------------------------
// Public API
// ---------------------------------------------------------------------------------------------

/**
 * A 4:3 dish illustration, `variant` (any integer) changes palette/arrangement details; `protein`
 * what it is made with, where the kind shows it (left out: the kind's usual).
 */
export function dishSvg(kind: DishKind, variant: number, width = 800, protein?: Protein): string {
  const c = new Ctx(randomFrom(hashSeed(`dish:${kind}:${variant}`)));
  c.protein = protein ?? null;
  const bg = table(c, 800, 600);
  const dish = DRAW[kind](c, true);
  // 2.5 maps the ±160 × ±120 drawing units onto the 800 × 600 view box.
  const body =
    bg + g(tf(400 + c.range(-10, 10), 300 + c.range(-8, 8), 0, 2.5), dish) + lighting(c, 800, 600);
  return svgDoc(Math.round(width), Math.round((width * 3) / 4), 800, 600, c, body);
}

// Which dishes share a table with which: a cover shows a spread of the same kitchen.
const COMPANIONS: Record<DishKind, readonly DishKind[]> = {
  'noodle-soup': ['rice-plate', 'banh-mi', 'coffee', 'dumplings', 'drink'],
  'rice-plate': ['noodle-soup', 'banh-mi', 'drink', 'coffee'],
  'banh-mi': ['coffee', 'noodle-soup', 'rice-plate', 'drink'],
  coffee: ['dessert', 'pancakes', 'banh-mi', 'drink'],
  pizza: ['pasta', 'salad', 'drink', 'dessert'],
  sushi: ['noodle-soup', 'dumplings', 'drink', 'salad'],
  burger: ['fries', 'drink', 'salad', 'dessert'],
  taco: ['drink', 'salad', 'fries', 'dessert'],
  curry: ['rice-plate', 'dumplings', 'drink', 'salad'],
  salad: ['drink', 'pasta', 'dessert', 'coffee'],
  dessert: ['coffee', 'drink', 'pancakes', 'dessert'],
  dumplings: ['hotpot', 'noodle-soup', 'drink', 'rice-plate'],
  fries: ['burger', 'drink', 'salad', 'dessert'],
  pancakes: ['coffee', 'drink', 'dessert', 'salad'],
  drink: ['dessert', 'salad', 'coffee', 'drink'],
  pasta: ['pizza', 'salad', 'drink', 'dessert'],
  steak: ['salad', 'fries', 'drink', 'pasta'],
  'fried-chicken': ['fries', 'rice-plate', 'drink', 'salad'],
  hotpot: ['dumplings', 'noodle-soup', 'drink', 'rice-plate'],
};

/** A 1600×600 banner: a table spread of several dishes around one of `kind`. */
export function coverSvg(kind: DishKind, variant: number): string {
  const c = new Ctx(randomFrom(hashSeed(`cover:${kind}:${variant}`)));
  const w = 1600;
  const h = 600;
  let body = table(c, w, h);
  const others = c.shuffle(COMPANIONS[kind]);
  // Slots are placed so the dishes overlap the edges a little, like a photo cropped from a bigger table.
  const slots: [number, number, number][] = [
    [150, 150, 1.55],
    [1470, 470, 1.6],
    [430, 440, 1.5],
    [1160, 150, 1.5],
  ];
  let props = '';
  props += napkin(c, 640 + c.range(-30, 30), 520, 200, 170, c.range(-15, 15));
  props += g(
    tf(980 + c.range(-20, 20), 500, c.range(-20, 20)),
    cutlery(c, FORK, 0, 0, 0, 1.4) + cutlery(c, KNIFE, 34, 4, 4, 1.4),
  );
  for (let i = 0; i < 8; i++) {
    const x = c.range(0, w);
    const y = c.range(0, h);
    const pick = i % 4;
    props +=
      pick === 0
        ? g(tf(x, y, 0, 1.6), leaf(0, 0, 22, 10, c.range(0, 360), '#3f9a3a'))
        : pick === 1
          ? g(tf(x, y, 0, 1.6), cherryTomato(c, 0, 0, 10))
          : pick === 2
            ? g(tf(x, y, 0, 1.6), limeWedge(c, 0, 0, 14, c.range(0, 360)))
            : g(tf(x, y, 0, 1.6), cilantro(c, 0, 0, 12));
  }
  body += props;
  c.detail = 0.4;
  slots.forEach(([x, y, s], i) => {
    const other = cyc(others, i);
    body += g(
      tf(x + c.range(-30, 30), y + c.range(-25, 25), c.range(-10, 10), s),
      DRAW[other](c, false),
    );
  });
  c.detail = 0.7;
  body += g(
    tf(800 + c.range(-40, 40), 300 + c.range(-10, 10), c.range(-6, 6), 2.35),
    DRAW[kind](c, false),
  );
  body += lighting(c, w, h);
  return svgDoc(w, h, w, h, c, body);
}

type Icon = (ink: string, cut: string) => string;

// Emblem icons, drawn in ±56 units around the badge centre; `cut` is the badge colour, used to carve details.
const ICONS: readonly Icon[] = [
  // Noodle bowl with chopsticks and steam.
  (ink, cut) =>
    path('M-40 30L44-46M-30 36L50-38', 'none', stroke(ink, 5)) +
    path('M-48 2L48 2A48 44 0 0 1-48 2Z', ink) +
    rect(-18, 44, 36, 7, ink, ' rx="3"') +
    path('M-38 10L38 10', 'none', stroke(cut, 3)) +
    path('M-20-10Q-26-22-20-32T-20-52M0-10Q-6-22 0-32T0-52', 'none', stroke(ink, 4)),
  // Cup with steam.
  (ink, cut) =>
    path('M-40-8L32-8L28 36Q26 46 14 46L-22 46Q-34 46-36 36Z', ink) +
    path('M30 2Q52 2 50 18Q48 32 28 32', 'none', stroke(ink, 6)) +
    rect(-52, 50, 100, 7, ink, ' rx="3.5"') +
    path('M-22 10Q-4 20 14 10', 'none', stroke(cut, 3)) +
    path('M-18-18Q-24-30-18-40T-18-56M2-18Q-4-30 2-40T2-56', 'none', stroke(ink, 4)),
  // Fork and spoon.
  (ink) =>
    path(
      'M-22-54L-22-28M-30-54L-30-26Q-30-16-22-14Q-14-16-14-26L-14-54M-22-14L-22 54',
      'none',
      stroke(ink, 5.5),
    ) +
    ellipse(22, -34, 13, 20, ink) +
    path('M22-16L22 54', 'none', stroke(ink, 6.5)),
  // Chef's hat.
  (ink, cut) =>
    circle(-24, -14, 22, ink) +
    circle(24, -14, 22, ink) +
    circle(0, -28, 26, ink) +
    rect(-28, -8, 56, 40, ink) +
    rect(-32, 34, 64, 16, ink, ' rx="4"') +
    path('M-12 12L-12 28M0 10L0 28M12 12L12 28', 'none', stroke(cut, 3)),
  // Pizza slice.
  (ink, cut) =>
    path('M-42-40Q0-58 42-40L0 52Z', ink) +
    path('M-36-32Q0-48 36-32', 'none', stroke(cut, 3)) +
    circle(-10, -16, 7, cut) +
    circle(12, -8, 6, cut) +
    circle(0, 18, 6, cut),
  // Leaf sprout.
  (ink, cut) =>
    path('M0 50L0 0', 'none', stroke(ink, 5)) +
    path('M0 4C-4-30-30-42-50-40C-50-14-30 6 0 4Z', ink) +
    path('M0-6C6-36 30-52 52-50C52-20 30-4 0-6Z', ink) +
    path('M-6-4Q-24-20-40-32M6-14Q24-28 40-40', 'none', stroke(cut, 2.5)),
  // Fish.
  (ink, cut) =>
    path('M-44 0C-24-30 22-32 36 0C22 32-24 30-44 0Z', ink) +
    path('M32 0L54-22L50 0L54 22Z', ink) +
    circle(-24, -6, 5, cut) +
    path('M-4-18Q4 0-4 18M8-16Q16 0 8 16', 'none', stroke(cut, 2.5)),
  // Ice-cream cone.
  (ink, cut) =>
    path('M-26-6L26-6L0 56Z', ink) +
    path(
      'M-18 4L8 40M-6 4L14 28M8 4L18 14M18 4L-8 40M6 4L-14 28M-8 4L-18 14',
      'none',
      stroke(cut, 2.5),
    ) +
    circle(0, -26, 24, ink) +
    circle(-18, -12, 12, ink) +
    circle(18, -12, 12, ink) +
    circle(6, -52, 6, ink),
  // Burger.
  (ink, cut) =>
    path('M-46-8C-46-40 46-40 46-8Z', ink) +
    rect(-50, -2, 100, 12, ink, ' rx="6"') +
    path('M-48 18Q-36 12-24 18T0 18T24 18T48 18', 'none', stroke(ink, 5)) +
    path('M-46 28L46 28Q46 46 30 46L-30 46Q-46 46-46 28Z', ink) +
    ellipse(-16, -22, 4, 2.2, cut) +
    ellipse(4, -28, 4, 2.2, cut) +
    ellipse(20, -18, 4, 2.2, cut),
  // Cupcake.
  (ink, cut) =>
    path('M-34 6L34 6L24 52L-24 52Z', ink) +
    path('M-18 12L-12 46M0 12L0 46M18 12L12 46', 'none', stroke(cut, 3)) +
    path('M-40 2C-46-14-30-26-18-24C-16-40 16-40 18-24C30-26 46-14 40 2Z', ink) +
    path('M-26-8Q0-18 26-8', 'none', stroke(cut, 3)) +
    circle(0, -42, 8, ink),
];

/** A 256×256 emblem: a round badge in the business's hue with a food icon; no text. */
export function logoSvg(variant: number, hue: number): string {
  const c = new Ctx(randomFrom(hashSeed(`logo:${variant}:${hue}`)));
  const h = Number.isFinite(hue) ? hue : 0;
  const hh = ((h % 360) + 360) % 360;
  // Dark yellows turn olive, so that band gets more saturation and light.
  const yellowish = hh > 40 && hh < 100;
  const sat = yellowish ? 0.72 : c.range(0.45, 0.65);
  const main = hsl(h, sat, yellowish ? 0.44 : c.range(0.36, 0.46));
  const deep = hsl(h, sat, 0.24);
  const paper = hsl(h + c.range(-15, 15), 0.45, 0.95);
  const ink = hsl(h + 20, 0.5, 0.96);
  const index = ((Math.trunc(variant) % ICONS.length) + ICONS.length) % ICONS.length;
  const icon = cyc(ICONS, index);
  const shape = c.int(0, 2);
  const badge =
    shape === 0
      ? `<circle r="118"/>`
      : shape === 1
        ? `<path d="${wavy(114, 5, 18)}"/>`
        : `<path d="M0-118L102-59L102 59L0 118L-102 59L-102-59Z" transform="rotate(30)"/>`;
  const fill = c.radial(
    [
      [0, lighten(main, 0.12)],
      [0.75, main],
      [1, darken(main, 0.12)],
    ],
    { fx: 0.4, fy: 0.35 },
  );
  const body =
    rect(0, 0, 256, 256, paper) +
    g(
      tf(128, 128),
      g('translate(3 6)', badge.replace('/>', ` fill="${deep}" fill-opacity=".25"/>`)) +
        badge.replace('/>', ` fill="${fill}"/>`) +
        circle(0, 0, 100, 'none', stroke(ink, 3, 0.9)) +
        (c.chance(0.5)
          ? circle(0, 0, 92, 'none', `${stroke(ink, 2.5, 0.7)} stroke-dasharray="1 7"`)
          : circle(0, 0, 106, 'none', stroke(deep, 2, 0.35))) +
        circle(-78, 0, 4, ink) +
        circle(78, 0, 4, ink) +
        g('scale(1.15)', icon(ink, main)),
    );
  return svgDoc(256, 256, 256, 256, c, body);
}

/** The WebP quality the demo pictures are drawn at (part of a shipped picture's key: drawn.ts). */
export const DRAWN_WEBP_QUALITY = 78;

/** Rasterises one of the SVGs above. */
export async function renderWebp(svg: string, opts: { quality?: number } = {}): Promise<Buffer> {
  return sharp(Buffer.from(svg))
    .webp({ quality: opts.quality ?? DRAWN_WEBP_QUALITY })
    .toBuffer();
}

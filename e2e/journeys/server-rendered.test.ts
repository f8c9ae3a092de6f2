// The public pages as the server renders them (docs/decisions/023). Over plain HTTP (no
// JavaScript) each page carries its content, title, description, canonical URL, Open Graph tags
// and schema.org JSON-LD that checks against the vocabulary. In Chromium at 1280 and 390 px each
// page hydrates without a console error, warning or Content-Security-Policy violation, asks the
// API for none of the data its HTML already holds, fetches each photo once (the preloaded largest
// one included) and stays interactive (like, favorite, infinite scroll, search).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { schemaOrgErrors } from '../../apps/server/src/testing/schema-org.ts';
import { hasBrowser, screenshot, useBrowser } from '../support/journey.ts';
import { demoBusinessId, settle, signIn, USER, countOf } from '../support/ui.ts';

type PublicPage = {
  name: string;
  url: (base: string) => Promise<string>;
  /** Texts the HTML must hold before any script runs. */
  content: string[];
  title: string | RegExp;
  /** The API requests that would fetch what the HTML already holds. */
  ownData: RegExp;
  jsonLdTypes: string[];
};

const PHO = 'Phở Hòa Bình';

const PAGES: PublicPage[] = [
  {
    name: 'the-list',
    url: async (base) => `${base}/the-list`,
    content: ['The List', 'The dishes people like most, all over town.', 'people liked this item'],
    title: 'The List · Menudex',
    ownData: /^\/api\/(items\/pages\/1|config)(\?|$)/,
    jsonLdTypes: ['ItemList'],
  },
  {
    name: 'businesses',
    url: async (base) => `${base}/businesses`,
    content: ['Businesses', PHO],
    title: 'Businesses · Menudex',
    ownData: /^\/api\/(businesses\/pages\/1|config)(\?|$)/,
    jsonLdTypes: [],
  },
  {
    name: 'business',
    url: async (base) => `${base}/businesses/${await demoBusinessId(base, PHO)}`,
    content: [PHO, 'Address'],
    title: `${PHO} · San Jose · Menudex`,
    ownData: /^\/api\/(businesses\/[0-9a-f-]{36}|config)(\?|$)/,
    jsonLdTypes: ['Restaurant'],
  },
  {
    name: 'search',
    url: async (base) => `${base}/search?input=pho`,
    content: ['Search result for', 'Businesses', PHO],
    title: 'Search result for pho · Menudex',
    ownData: /^\/api\/(search\/businesses\?input=pho|search\/items\?input=pho&page=1|config)(&|$)/,
    jsonLdTypes: [],
  },
];

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

/** The page as a crawler without JavaScript reads it. */
async function crawl(url: string) {
  const response = await fetch(url, { headers: { accept: 'text/html' } });
  const html = await response.text();
  const tags = [...html.matchAll(/<meta [^>]*>/g)].map((m) => m[0]);
  const meta = (key: string) => {
    const tag = tags.find((t) => t.includes(`property="${key}"`) || t.includes(`name="${key}"`));
    const content = tag && /content="([^"]*)"/.exec(tag)?.[1];
    return content === undefined ? undefined : decode(content);
  };
  // The content, up to the scripts after it (the page's data).
  const root = /<div id="root">([^]*)<\/div><script[ >]/.exec(html)?.[1] ?? '';
  const text = decode(root.replace(/<style[^]*?<\/style>/g, '').replace(/<[^>]+>/g, ' '));
  return {
    status: response.status,
    html,
    text: text.replace(/\s+/g, ' '),
    title: decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''),
    canonical: /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1],
    meta,
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">([^]*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as Record<string, unknown>,
    ),
    state: /<script type="application\/json" id="menudex-state">/.test(html),
  };
}

/** Opens a page, recording console errors and warnings and the API requests it makes. */
async function visit(page: Page, url: string) {
  const problems: string[] = [];
  const api: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  // A refused eval or source is reported even when the script catches it (DevTools, Lighthouse's
  // inspector issues): zod probing for `new Function` did that on every page that loaded it.
  await page.addInitScript(() => {
    // The server's elements, to find those the app replaced (hydration must keep them all: the
    // parts that hydrate in turns, docs/decisions/035, keep theirs while they wait).
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { serverElements: Element[] }).serverElements = Array.from(
        document.querySelectorAll('#root *'),
      );
    });
    // Text the app changes in the server's markup once the page has loaded (hydration included):
    // the server's HTML joins adjacent texts into one node, which hydration would split again,
    // a DOM change and a layout each.
    const textChanges: string[] = [];
    (window as unknown as { textChanges: string[] }).textChanges = textChanges;
    new MutationObserver((records) => {
      if (document.readyState !== 'complete') return;
      for (const record of records) {
        // The map draws itself once near the screen (its attribution is text): not server markup.
        const element =
          record.target.nodeType === 1 ? (record.target as Element) : record.target.parentElement;
        const inRoot =
          document.getElementById('root')?.contains(record.target) &&
          !element?.closest('.leaflet-container');
        const texts = [...Array.from(record.addedNodes), ...Array.from(record.removedNodes)].filter(
          (n) => n.nodeType === 3,
        );
        if (inRoot && (record.type === 'characterData' || texts.length > 0)) {
          textChanges.push(`${record.target.parentNode?.nodeName}: ${record.target.textContent}`);
        }
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
    // Intl objects the page makes: none while a public page starts (docs/decisions/033), since
    // the first one costs ICU's set-up, tens of milliseconds of a slow phone's main thread.
    const made = { count: 0, names: [] as string[] };
    (window as unknown as { intlMade: typeof made }).intlMade = made;
    for (const name of ['DateTimeFormat', 'NumberFormat', 'PluralRules'] as const) {
      const Original = Intl[name] as unknown as new (...args: unknown[]) => object;
      const Counted = function (...args: unknown[]) {
        made.count += 1;
        made.names.push(`${name}: ${new Error().stack?.split('\n')[2]?.trim() ?? ''}`);
        return new Original(...args);
      };
      Counted.prototype = Original.prototype;
      Object.setPrototypeOf(Counted, Original);
      (Intl as unknown as Record<string, unknown>)[name] = Counted;
    }
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `CSP violation: ${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  page.on('request', (request) => {
    const { pathname, search } = new URL(request.url());
    if (pathname.startsWith('/api/')) api.push(pathname + search);
  });
  const photos: Array<{ url: string; status: number }> = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/media/')) photos.push({ url: pathname, status: response.status() });
  });
  await page.goto(url);
  await settle(page);
  const textChanges = await page.evaluate(
    () => (window as unknown as { textChanges: string[] }).textChanges,
  );
  const intlMade = await page.evaluate(
    () => (window as unknown as { intlMade: { names: string[] } }).intlMade.names,
  );
  const replaced = await page.evaluate(() =>
    (window as unknown as { serverElements: Element[] }).serverElements
      // A placeholder (the map's, until it comes near the screen) is there to be replaced.
      .filter((element) => !element.isConnected && !element.closest('[data-placeholder]'))
      .map((element) => `${element.tagName}.${element.className}`),
  );
  return { problems, api, photos, textChanges, intlMade, replaced };
}

describe.runIf(hasBrowser())('Server-rendered public pages', () => {
  const browser = useBrowser();

  for (const spec of PAGES) {
    it(`${spec.name}: plain HTTP carries the content, metadata and valid JSON-LD`, async () => {
      const url = await spec.url(browser.baseUrl());
      const page = await crawl(url);
      expect(page.status).toBe(200);
      for (const text of spec.content) expect(page.text, text).toContain(text);
      expect(page.title).toEqual(spec.title);
      expect(page.meta('description')?.length).toBeGreaterThan(20);
      // No PUBLIC_URL in the journeys: the address the page was asked at.
      expect(page.canonical).toBe(url);
      expect(page.meta('og:url')).toBe(url);
      expect(page.meta('og:title')).toBe(spec.title);
      expect(page.meta('og:image')).toMatch(new RegExp(`^${browser.baseUrl()}/media/`));
      expect(Number(page.meta('og:image:width'))).toBeGreaterThan(0);
      expect(Number(page.meta('og:image:height'))).toBeGreaterThan(0);
      expect(page.meta('twitter:card')).toBe('summary_large_image');
      expect(page.html).toMatch(/<html lang="en">/);
      // Images in the HTML carry their size (no shift when they arrive).
      const images = [...page.html.matchAll(/<img [^>]*>/g)].map((m) => m[0]);
      expect(images.length).toBeGreaterThan(1);
      for (const img of images) expect(img, img).toMatch(/ width="\d+"[^>]* height="\d+"/);
      // One photo, the page's largest paint, is fetched first: the server preloads the same
      // candidates the <img> offers (srcset and sizes), or the browser would fetch it twice.
      const attribute = (tag: string, name: string) =>
        decode(new RegExp(` ${name}="([^"]*)"`, 'i').exec(tag)?.[1] ?? '');
      const first = images.filter((img) => / fetchpriority="high"/i.test(img));
      expect(first, 'one photo at high priority').toHaveLength(1);
      const preload =
        /<link rel="preload" as="image"[^>]* imagesrcset=[^>]*>/.exec(page.html)?.[0] ?? '';
      // A business page's cover on a phone: the narrow copy its <picture> names, preloaded alike.
      const narrowPreload = /<link rel="preload" as="image"[^>]* media="\(max-width[^>]*>/.exec(
        page.html,
      )?.[0];
      if (narrowPreload) {
        const source = /<source [^>]*>/.exec(page.html)?.[0] ?? '';
        expect(attribute(narrowPreload, 'href')).toMatch(/\.narrow\.webp$/);
        expect(attribute(source, 'srcset')).toBe(attribute(narrowPreload, 'href'));
        expect(attribute(source, 'media')).toBe(attribute(narrowPreload, 'media'));
      }
      expect(attribute(preload, 'imagesrcset')).toMatch(
        /\.w480\.webp 480w, .*\.w640\.webp 640w, .*\.w800\.webp 800w/,
      );
      expect(attribute(preload, 'imagesrcset')).toBe(attribute(first[0]!, 'srcset'));
      expect(attribute(preload, 'imagesizes')).toBe(attribute(first[0]!, 'sizes'));
      // The scripts that start the page (the entry, the shared chunk, the page's chunk) ask V8 to
      // compile them while they download (a compile hint on their first line, decision 032).
      const boot = /<script type="module" data-entry="([^"]+)" data-modules="([^"]*)">/.exec(
        page.html,
      );
      const scripts = [boot?.[1] ?? '', ...(boot?.[2] ?? '').split(' ')].filter(Boolean);
      expect(scripts.length).toBeGreaterThanOrEqual(2);
      for (const script of scripts) {
        const code = await (await fetch(new URL(script, url))).text();
        expect(code.startsWith('//# allFunctionsCalledOnLoad\n'), script).toBe(true);
      }
      // The CSS the markup needs comes with it.
      expect(page.html).toMatch(/<style data-emotion="css [^"]+">/);
      expect(page.state).toBe(true);
      expect(page.jsonLd.map((d) => d['@type'])).toEqual(spec.jsonLdTypes);
      expect(schemaOrgErrors(page.jsonLd)).toEqual([]);
    });

    for (const size of ['desktop', 'phone'] as const) {
      it(`${spec.name}: hydrates without warnings or a second request for its data (${size})`, async () => {
        const page = await browser.page(size);
        const seen = await visit(page, await spec.url(browser.baseUrl()));
        expect(seen.problems).toEqual([]);
        expect(seen.api.filter((request) => spec.ownData.test(request))).toEqual([]);
        // Hydration keeps the server's elements and text as they are.
        expect(seen.replaced).toEqual([]);
        expect(seen.textChanges).toEqual([]);
        // Prices, days, times and plurals are written without Intl (its set-up is a long task).
        expect(seen.intlMade).toEqual([]);
        // Every photo (a copy the browser picked from srcset, or an original) arrives, once.
        expect(seen.photos.length).toBeGreaterThan(0);
        expect(seen.photos.filter((photo) => photo.status >= 400)).toEqual([]);
        const urls = seen.photos.map((photo) => photo.url);
        expect(urls.filter((url, i) => urls.indexOf(url) !== i)).toEqual([]);
        expect(await page.title()).toBe(spec.title);
        await screenshot(page, `ssr-${spec.name}-${size}`);
        await page.context().close();
      });
    }
  }

  it('The List stays interactive: infinite scroll loads page 2, a like asks an anonymous visitor to sign in', async () => {
    const page = await browser.page('desktop');
    const seen = await visit(page, `${browser.baseUrl()}/the-list`);
    const cards = page.getByTestId('item-card');
    expect(await cards.count()).toBe(12);
    await cards.last().scrollIntoViewIfNeeded();
    await expect.poll(() => cards.count()).toBeGreaterThan(12);
    expect(seen.api.some((r) => r.startsWith('/api/items/pages/2'))).toBe(true);
    await page.getByTestId('item-card').first().getByTestId('like-button').click();
    await page.getByRole('dialog').getByLabel('Email Address').waitFor();
    expect(seen.problems).toEqual([]);
    await page.context().close();
  });

  it('a business page stays interactive: favorite asks an anonymous visitor to sign in', async () => {
    const page = await browser.page('phone');
    const id = await demoBusinessId(browser.baseUrl(), PHO);
    const seen = await visit(page, `${browser.baseUrl()}/businesses/${id}`);
    await page.getByTestId('favorite-button').click();
    await page.getByRole('dialog').getByLabel('Email Address').waitFor();
    expect(seen.problems).toEqual([]);
    await page.context().close();
  });

  it('search stays interactive: a new search from the box, and Businesses scrolls in', async () => {
    const page = await browser.page('phone');
    const seen = await visit(page, `${browser.baseUrl()}/search?input=pho`);
    const box = page.getByRole('search').getByRole('textbox');
    await box.fill('bun bo hue');
    await box.press('Enter');
    await page.waitForURL(/\/search\?input=bun(\+|%20)bo(\+|%20)hue/);
    await page
      .getByRole('heading', { name: /Bún Bò Huế/ })
      .first()
      .waitFor();
    expect(seen.api.some((r) => r.startsWith('/api/search/items?input=bun'))).toBe(true);
    expect(seen.problems).toEqual([]);
    await page.context().close();
  });

  it('a signed-in visitor gets their own answers on a server-rendered page, and a like counts', async () => {
    const page = await browser.page('desktop');
    await page.goto(`${browser.baseUrl()}/the-list`);
    await signIn(page, USER);
    const seen = await visit(page, `${browser.baseUrl()}/the-list`);
    // The server renders for anonymous visitors: a signed-in browser asks for its own answers.
    expect(seen.api.some((r) => r.startsWith('/api/items/pages/1'))).toBe(true);
    await page.getByRole('button', { name: 'Account menu' }).waitFor();
    const name = await page
      .getByTestId('item-card')
      .nth(5)
      .getByRole('heading', { level: 2 })
      .innerText();
    const like = () =>
      page.getByTestId('item-card').filter({ hasText: name }).first().getByTestId('like-button');
    await expect.poll(() => like().isEnabled()).toBe(true);
    const wasLiked = (await like().getAttribute('aria-pressed')) === 'true';
    const before = await countOf(like());
    await like().click();
    await expect.poll(() => like().getAttribute('aria-pressed')).toBe(String(!wasLiked));
    expect(await countOf(like())).toBe(before + (wasLiked ? -1 : 1));
    // Put the like back as it was for the other journeys.
    await like().click();
    await expect.poll(() => like().getAttribute('aria-pressed')).toBe(String(wasLiked));
    expect(await countOf(like())).toBe(before);
    expect(seen.problems).toEqual([]);
    await page.context().close();
  });

  describe("a business page's lazy photos wait for its largest photo (decision 038)", () => {
    /** The cover a phone shows arrives only after `ms`; records when each photo is asked for. */
    const slowCover = async (page: Page, ms: number) => {
      const asked: Array<{ path: string; at: number }> = [];
      const cover = { arrived: Number.POSITIVE_INFINITY };
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.startsWith('/media/')) asked.push({ path: pathname, at: Date.now() });
      });
      page.on('requestfinished', (request) => {
        if (request.url().endsWith('.narrow.webp')) cover.arrived = Date.now();
      });
      await page.route('**/*.narrow.webp', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, ms));
        await route.continue();
      });
      return { asked, cover };
    };
    /** The photos the page shows lazily, as the browser picked them from their srcset (once each:
     * two dishes may share one). */
    const lazyPhotos = async (page: Page) => [
      ...new Set(
        await page.evaluate(() =>
          Array.from(document.querySelectorAll<HTMLImageElement>('#root img[loading="lazy"]'))
            .filter((img) => img.currentSrc)
            .map((img) => new URL(img.currentSrc))
            .filter((url) => url.origin === location.origin)
            .map((url) => url.pathname),
        ),
      ),
    ];
    const businessUrl = async () =>
      `${browser.baseUrl()}/businesses/${await demoBusinessId(browser.baseUrl(), PHO)}`;

    it('asks for none of them until the cover has arrived, then for those near the screen, each once', async () => {
      const page = await browser.page('phone');
      const { asked, cover } = await slowCover(page, 1500);
      const seen = await visit(page, await businessUrl());
      const lazy = await lazyPhotos(page);
      expect(lazy.length).toBeGreaterThan(0);
      const early = asked.filter((a) => lazy.includes(a.path) && a.at < cover.arrived);
      expect(early).toEqual([]);
      const paths = asked.map((a) => a.path);
      expect(paths.filter((path, i) => paths.indexOf(path) !== i)).toEqual([]);
      // Given back as the server wrote them: hydration finds its own markup.
      expect(seen.problems).toEqual([]);
      expect(seen.replaced).toEqual([]);
      await page.context().close();
    });

    it('without scripts, asks for them at once as before', async () => {
      const page = await browser.page('phone', { javaScriptEnabled: false });
      const { asked, cover } = await slowCover(page, 1500);
      await page.goto(await businessUrl());
      await page.waitForLoadState('load');
      const lazy = await lazyPhotos(page);
      expect(lazy.length).toBeGreaterThan(0);
      expect(asked.filter((a) => lazy.includes(a.path) && a.at < cover.arrived).length).toBe(
        lazy.length,
      );
      await page.context().close();
    });

    it('holds nothing on a page opened at a dish, whose photo is on screen before the cover', async () => {
      const page = await browser.page('phone');
      const { asked, cover } = await slowCover(page, 1500);
      const url = await businessUrl();
      const response = await fetch(url.replace('/businesses/', '/api/businesses/'));
      const { business } = (await response.json()) as {
        business: { lists: Array<{ items: Array<{ _id: string }> }> };
      };
      // A dish well down the menu: the page opens scrolled to it, the cover out of sight.
      const dish = business.lists.flatMap((list) => list.items)[3];
      expect(dish).toBeDefined();
      await page.goto(`${url}#item-${dish!._id}`, { waitUntil: 'domcontentloaded' });
      const photo = page.locator(`#item-${dish!._id} img`);
      await expect
        .poll(() => photo.evaluate((img: HTMLImageElement) => img.currentSrc), { timeout: 10_000 })
        .toMatch(/\/media\//);
      const path = new URL(await photo.evaluate((img: HTMLImageElement) => img.currentSrc))
        .pathname;
      const when = asked.find((a) => a.path === path)?.at;
      expect(when).toBeDefined();
      expect(when!).toBeLessThan(cover.arrived);
      await page.context().close();
    });

    it('gives them back at once when the reader scrolls', async () => {
      const page = await browser.page('phone');
      const { asked } = await slowCover(page, 6000);
      await page.goto(await businessUrl(), { waitUntil: 'domcontentloaded' });
      const scrolled = Date.now();
      await page.mouse.wheel(0, 1500);
      await expect
        .poll(async () => (await lazyPhotos(page)).length, { timeout: 10_000 })
        .toBeGreaterThan(0);
      const lazy = await lazyPhotos(page);
      const first = Math.min(...asked.filter((a) => lazy.includes(a.path)).map((a) => a.at));
      // Well before the 2.5 s that would give them back anyway (the cover takes 6 s here).
      expect(first - scrolled).toBeLessThan(1000);
      await page.context().close();
    });

    it('gives them back after 2.5 s even when the start script never runs', async () => {
      const page = await browser.page('phone');
      await slowCover(page, 500);
      // The page without the inline module that starts the app (and would give the photos back),
      // under the policy it came with (which allows the holding script by its hash).
      await page.route(/\/businesses\/[0-9a-f-]{36}$/, async (route) => {
        const response = await route.fetch();
        const html = (await response.text()).replace(
          /<script type="module" data-entry[^]*?<\/script>/,
          '',
        );
        await route.fulfill({
          status: 200,
          contentType: 'text/html; charset=utf-8',
          headers: { 'content-security-policy': response.headers()['content-security-policy']! },
          body: html,
        });
      });
      const started = Date.now();
      await page.goto(await businessUrl());
      const held = () =>
        page.evaluate(
          () => document.querySelectorAll('#root img[loading="lazy"][src^="data:"]').length,
        );
      expect(await held()).toBeGreaterThan(0);
      await expect.poll(held, { timeout: 10_000 }).toBe(0);
      expect(Date.now() - started).toBeGreaterThanOrEqual(2000);
      await expect.poll(async () => (await lazyPhotos(page)).length).toBeGreaterThan(0);
      await page.context().close();
    });
  });

  it('an unknown page and an unknown business answer 404 with Page Not Found!', async () => {
    for (const path of ['/no-such-page', '/businesses/00000000-0000-4000-8000-000000000000']) {
      const response = await fetch(`${browser.baseUrl()}${path}`);
      expect(response.status, path).toBe(404);
      const page = await browser.page('desktop');
      await page.goto(`${browser.baseUrl()}${path}`);
      await page.getByText('Page Not Found!').waitFor();
      await page.context().close();
    }
  });
});

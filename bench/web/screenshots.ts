// Screenshots of the server-rendered public pages at 1280 and 390 px (after hydration), to compare
// the look before and after a styling change:
//   npx tsx bench/web/screenshots.ts <origin> <out-folder> [business-id]
import fs from 'node:fs';
import path from 'node:path';
import { launchBrowser } from '../../e2e/support/chromium.ts';

const [origin, out, businessId] = process.argv.slice(2);
if (!origin || !out) throw new Error('usage: screenshots.ts <origin> <out-folder> [business-id]');
fs.mkdirSync(out, { recursive: true });
const id =
  businessId ??
  ((await (await fetch(`${origin}/api/businesses/pages/1`)).json()) as Array<{ _id: string }>)[0]!
    ._id;
const pages = {
  'the-list': '/the-list',
  business: `/businesses/${id}`,
  search: '/search?input=pho',
};
const browser = await launchBrowser();
try {
  for (const width of [1280, 390]) {
    const context = await browser.newContext({
      viewport: { width, height: width > 800 ? 900 : 844 },
      deviceScaleFactor: 1,
    });
    const page = await context.newPage();
    const messages: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') messages.push(`${m.type()}: ${m.text()}`);
    });
    for (const [name, route] of Object.entries(pages)) {
      await page.goto(`${origin}${route}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(800);
      await page.screenshot({ path: path.join(out, `${name}-${width}.png`), fullPage: false });
      await page.screenshot({ path: path.join(out, `${name}-${width}-full.png`), fullPage: true });
    }
    if (messages.length) console.log(`${width}px console:\n${messages.join('\n')}`);
    await context.close();
  }
} finally {
  await browser.close();
}
console.log(`screenshots in ${out}`);

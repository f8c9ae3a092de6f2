// The HTML the server sends validates with the W3C Nu checker (vnu-jar): the rendered public pages
// (The List, Businesses, a business page, a search), a page the browser renders alone (/profile:
// the bare shell) and the not-found page; and, as Chromium leaves them once the scripts ran, the
// screens the server never renders (/profile signed in as the owner, whose businesses are buttons,
// and the business page in Editing). No error of any kind, each one named by its file, line and
// message. The checker runs on Java: without it the journey is skipped with a printed reason, and
// fails instead with E2E=required.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { hasBrowser, useBrowser } from '../support/journey.ts';
import { findJava, nuErrors, type NuMessage } from '../support/nu-checker.ts';
import { demoBusinessId, OWNER, settle, signIn } from '../support/ui.ts';

const PHO = 'Phở Hòa Bình';

const PAGES: Array<{ name: string; path: (base: string) => Promise<string>; status: number }> = [
  { name: 'the-list', path: async () => '/the-list', status: 200 },
  { name: 'businesses', path: async () => '/businesses', status: 200 },
  {
    name: 'business',
    path: async (base) => `/businesses/${await demoBusinessId(base, PHO)}`,
    status: 200,
  },
  { name: 'search', path: async () => '/search?input=pho', status: 200 },
  { name: 'profile', path: async () => '/profile', status: 200 },
  { name: 'not-found', path: async () => '/no/such/page', status: 404 },
];

/**
 * The one message of the checker's own that is left out. vnu 26.9 asks a picture's <source> for a
 * `sizes` attribute whenever the <img> beside it has width descriptors, even when the source's own
 * srcset has none: the business page's cover offers phones one narrow copy, a plain URL. HTML asks
 * for `sizes` only on a srcset with width descriptors, and forbids it on one without, so this is
 * not an error of ours. The same message about an <img>, or about a source that has a width
 * descriptor, still fails.
 */
function checkersOwn(error: NuMessage): boolean {
  const srcset = / srcset="([^"]*)"/.exec(error.markup)?.[1];
  return (
    error.message ===
      'When the “srcset” attribute has any image candidate string with a width descriptor, the “sizes” attribute must also be specified.' &&
    error.markup.startsWith('<source ') &&
    !error.markup.includes(' sizes=') &&
    srcset !== undefined &&
    !/\d+w(,|\s|$)/.test(srcset)
  );
}

/** Markup with two errors of the kinds this journey was written for. */
const CONTROL =
  '<!doctype html><html lang="en"><head><title>Control</title></head><body>' +
  '<picture><source media="(max-width: 599px)" srcset="a.webp 600w">' +
  '<img sizes="100vw" srcset="b.webp 480w" src="b.webp" alt="A" width="4" height="3"></picture>' +
  '<button type="button"><div>B</div></button></body></html>\n';

const java = findJava();
const reason = "No Java runtime found (install Debian's default-jre-headless, or set JAVA_HOME)";
if (!java && hasBrowser() && process.env.E2E !== 'required') {
  console.warn(`Skipping the HTML validity journey: ${reason}`);
}

describe.runIf(hasBrowser() && (java !== null || process.env.E2E === 'required'))(
  "the pages' HTML (W3C Nu checker)",
  () => {
    const browser = useBrowser();
    let folder = '';
    /** The page's markup as the browser holds it, written as a file to check. */
    const written = async (page: Page, name: string) => {
      await settle(page);
      const html = await page.evaluate(
        () => `<!doctype html>\n${document.documentElement.outerHTML}`,
      );
      const file = path.join(folder, `${name}.html`);
      await fs.writeFile(file, html);
      return file;
    };
    afterAll(async () => {
      if (folder) await fs.rm(folder, { recursive: true, force: true });
    });

    it('has no error on any page', async () => {
      if (!java) throw new Error(`E2E=required but: ${reason}`);
      folder = await fs.mkdtemp(path.join(os.tmpdir(), 'menudex-html-'));
      const baseUrl = browser.baseUrl();
      const files: string[] = [];
      for (const page of PAGES) {
        const url = `${baseUrl}${await page.path(baseUrl)}`;
        const response = await fetch(url, { headers: { accept: 'text/html' } });
        expect(response.status, url).toBe(page.status);
        expect(response.headers.get('content-type'), url).toMatch(/^text\/html/);
        const file = path.join(folder, `${page.name}.html`);
        await fs.writeFile(file, await response.text());
        files.push(file);
      }
      const page = await browser.page('desktop');
      await page.goto(`${baseUrl}/profile`);
      await signIn(page, OWNER);
      await page.getByTestId('my-businesses').getByText('Hạt Cà Phê').waitFor();
      files.push(await written(page, 'profile-owner'));
      await page.goto(`${baseUrl}/businesses/${await demoBusinessId(baseUrl, 'Hạt Cà Phê')}`);
      await page.getByRole('button', { name: 'Editing' }).click();
      await page.getByTestId('business-details-editor').waitFor();
      files.push(await written(page, 'business-editing'));
      await page.context().close();
      // A page with two known errors, checked in the same run: the checker is heard, and what
      // checkersOwn leaves out is no more than its one message (a source with a width descriptor
      // and no sizes is still an error).
      const control = path.join(folder, 'control.html');
      await fs.writeFile(control, CONTROL);
      // One run for all the pages: the JVM's start is most of the checker's time.
      const errors = (await nuErrors(java, [control, ...files])).filter((e) => !checkersOwn(e));
      const listed = (file: string) =>
        errors
          .filter((e) => e.file === file)
          .map((e) => `${e.file}:${e.line ?? '?'}:${e.column ?? '?'}: ${e.message} [${e.extract}]`);
      // (vnu 26.9 says the first one twice.)
      expect(new Set(listed('control.html').map((e) => e.replace(/ \[.*$/, '')))).toEqual(
        new Set([
          'control.html:1:82: When the “srcset” attribute has any image candidate string with a width descriptor, the “sizes” attribute must also be specified.',
          'control.html:1:252: Element “div” not allowed as child of element “button” in this context. (Suppressing further errors from this subtree.)',
        ]),
      );
      expect(files.flatMap((file) => listed(path.basename(file)))).toEqual([]);
    });
  },
);

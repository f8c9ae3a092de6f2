// A web build as the server reads it, for tests without `npm run build`: the page shell
// (dist/.vite/page-shell.json, PageShell), an entry script and a favicon. Real builds are checked
// by the web's own test of the plugin that writes the shell (apps/web/build) and by the journeys.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PAGE_SHELL_FILE, type InlineScript, type PageShell } from '@menudex/contract/page-shell';

const inline = (code: string): InlineScript => ({
  code,
  cspSource: `'sha256-${crypto.createHash('sha256').update(code).digest('base64')}'`,
});

/** The test shell: the entry, The List's and a business page's chunks, two tiny inline scripts. */
export const TEST_SHELL: PageShell = {
  lang: 'en',
  head: '<meta charset="UTF-8"><link rel="icon" type="image/svg+xml" href="/favicon.svg"><style>.card{}</style>',
  siteMeta: '<meta name="description" content="Site-wide"><title>Menudex</title>',
  entry: '/assets/index-abc123.js',
  entryImports: [],
  routes: {
    home: ['/assets/the-list-1.js', '/assets/public-2.js'],
    'the-list': ['/assets/the-list-1.js', '/assets/public-2.js'],
    business: ['/assets/business-3.js', '/assets/public-2.js'],
    profile: ['/assets/profile-4.js'],
  },
  deferredStart: inline('window.__testStarted = true;'),
  holdPhotos: inline('window.__testHeld = true;'),
};

/** Writes the shell (TEST_SHELL with `changes`) and the entry script into `webDist`. */
export function writePageShell(webDist: string, changes: Partial<PageShell> = {}): PageShell {
  const shell = { ...TEST_SHELL, ...changes };
  const file = path.join(webDist, PAGE_SHELL_FILE);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(shell));
  fs.mkdirSync(path.join(webDist, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log("menudex");');
  return shell;
}

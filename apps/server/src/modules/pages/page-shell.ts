// The page as sent: the web build's shell (dist/.vite/page-shell.json, written by the web app's
// Vite build: apps/web/build/page-shell-plugin.ts) and what the server adds to it, put together by
// one template (docs/decisions/043). Nothing here searches HTML: the build hands over the head's
// parts, the entry's URL, each page's route chunks by page id and the two inline scripts with their
// CSP sources, computed when they were built.
import fs from 'node:fs';
import path from 'node:path';
import { PAGE_SHELL_FILE, type PageShell } from '@menudex/contract/page-shell';
import { PAGE_STATE_ELEMENT_ID, PAGE_ZONES_ELEMENT_ID } from '@menudex/contract/page-data';
import type { ZoneOffsets } from '@menudex/contract/page-data';
import { fileMtime } from '../../lib/file-mtime.ts';
import { escapeHtml, scriptJson } from './page-meta.ts';

export type LoadedShell = { shell: PageShell; mtimeMs: number };

/**
 * The shell of the web build in `dist`, read again when a rebuild changed it (the dev loop, the
 * browser journeys; its file time is looked at every MTIME_CHECK_MS at most, as the security
 * headers ask for it on every request); null while there is no build (the API alone,
 * `npm run dev`).
 */
export function pageShellFile(dist: string): () => LoadedShell | null {
  const file = path.join(dist, PAGE_SHELL_FILE);
  let loaded: LoadedShell | null = null;
  return () => {
    const mtimeMs = fileMtime(file);
    if (mtimeMs === undefined) return loaded;
    if (loaded?.mtimeMs !== mtimeMs) {
      try {
        loaded = { shell: JSON.parse(fs.readFileSync(file, 'utf8')) as PageShell, mtimeMs };
      } catch (err) {
        // Mid-rebuild the file may be half written for a moment: the last one read still works.
        if (!loaded) throw err;
      }
    }
    return loaded;
  };
}

/** What a page adds to the shell. */
export type PageParts = {
  /** Its own title, description and the rest (page-meta.ts headTags); '' keeps the site's. */
  meta: string;
  /** Its language (<html lang>, docs/decisions/049); the shell's when left out (the 404 page). */
  lang?: string;
  /** Its `hreflang` alternates (page-languages.ts), '' or left out for none. */
  alternates?: string;
  /** The preload of its largest photo (page-hints.ts), '' for none. */
  photoTag: string;
  /** Its route chunks (the shell's `routes` of its page). */
  modules: readonly string[];
  /** Its server rendering, when it has one. */
  rendered: {
    html: string;
    /** <style> elements with the CSS the markup uses. */
    styles: string;
    /** The query cache's dehydrated state, ready for a <script> element (scriptJson). */
    stateJson: string;
    zones: ZoneOffsets;
  } | null;
};

/**
 * The page's HTML. A rendered page has its content, so it starts its scripts once its largest
 * photo is on screen (the deferred start, decision 031) and holds the lazy photos meanwhile
 * (decision 038); a page the browser renders alone loads its entry at once and hints its chunks,
 * the photo first: on HTTP/1.1 requests queue in the order the page names them.
 */
export function composePage(shell: PageShell, parts: PageParts): string {
  const head = [shell.head, parts.meta || shell.siteMeta, parts.alternates ?? ''];
  let body = '<div id="root"></div>';
  if (parts.rendered) {
    const { html, styles, stateJson, zones } = parts.rendered;
    head.push(
      styles,
      `<script>${shell.holdPhotos.code}</script>`,
      parts.photoTag,
      `<script type="module" data-entry="${escapeHtml(shell.entry)}" data-modules="${escapeHtml(parts.modules.join(' '))}">${shell.deferredStart.code}</script>`,
    );
    body =
      `<div id="root">${html}</div>` +
      `<script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">${stateJson}</script>` +
      (Object.keys(zones).length > 0
        ? `<script type="application/json" id="${PAGE_ZONES_ELEMENT_ID}">${scriptJson(zones)}</script>`
        : '');
  } else {
    head.push(
      parts.photoTag,
      ...[...shell.entryImports, ...parts.modules].map(
        (href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`,
      ),
      `<script type="module" crossorigin src="${escapeHtml(shell.entry)}"></script>`,
    );
  }
  return `<!doctype html><html lang="${escapeHtml(parts.lang ?? shell.lang)}"><head>${head.join('')}</head><body>${body}</body></html>`;
}

// What the web build hands the server to compose a page with (docs/decisions/043): written by the
// web app's Vite build as dist/.vite/page-shell.json (apps/web/build/page-shell-plugin.ts), read by
// the server's pages module (apps/server/src/modules/pages). The server composes a page from these
// parts with a template of its own; it never searches the built index.html.
import type { PageId } from './pages.ts';

/** A script the page runs inline, and the CSP source that allows exactly it. */
export type InlineScript = {
  /** The script's code (minified), to go between <script> and </script> as it is. */
  code: string;
  /** `'sha256-…'`, for script-src. */
  cspSource: string;
};

export type PageShell = {
  /** <html lang>. */
  lang: string;
  /**
   * The head's elements every page carries, as built (charset, viewport, icons, theme colour, the
   * entry's stylesheet inlined as a <style>): HTML, in the order they go.
   */
  head: string;
  /** The site's own title and description (index.html's): a page with metadata of its own drops them. */
  siteMeta: string;
  /** The entry script's URL (`/assets/index-….js`). */
  entry: string;
  /** Module chunks every page's entry imports statically (already loaded with the entry). */
  entryImports: string[];
  /**
   * Each page's route chunks beyond the entry's, by page id (the contract's PAGES), its own module
   * first: what a page hints with modulepreload, or what the deferred start loads.
   */
  routes: Partial<Record<PageId, string[]>>;
  /**
   * The start of a server-rendered page (a module script; apps/web/src/boot/deferred-start.ts):
   * it loads the entry and the route chunks named on its own element (`data-entry`,
   * `data-modules`) once the largest photo is on screen, and records early clicks.
   */
  deferredStart: InlineScript;
  /**
   * Holds the lazy photos while the largest photo loads (a classic script for the head;
   * apps/web/src/boot/hold-photos.ts).
   */
  holdPhotos: InlineScript;
};

/** Where the build writes it, relative to the web app's dist folder. */
export const PAGE_SHELL_FILE = '.vite/page-shell.json';

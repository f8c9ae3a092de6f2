// What the web build hands the server to compose a page with (docs/decisions/043): the built
// index.html taken apart by an HTML parser, each page's route chunks named by the page's id, and the
// two inline boot scripts with their CSP hashes, written as dist/.vite/page-shell.json (the
// contract's PageShell). The server reads only that file: it never searches HTML or knows the web's
// source paths. Anything the server could not do without (the entry, a page's chunk) missing from
// the build fails the build, so a build change cannot silently drop the hints or the deferred start.
import path from 'node:path';
import { parse, serializeOuter, type DefaultTreeAdapterTypes } from 'parse5';
import { normalizePath, type Plugin, type Rolldown } from 'vite';
import type { PageShell } from '@menudex/contract/page-shell';
import type { PageId } from '@menudex/contract/pages';
// By a relative path: Node loads vite.config.ts, and Vite leaves a package's imports to Node,
// which cannot load the contract's TypeScript (type imports are erased and may use the name).
import { PAGE_SHELL_FILE } from '../../../packages/contract/src/page-shell.ts';
import { buildBootScripts } from './boot-scripts.ts';

type Element = DefaultTreeAdapterTypes.Element;
type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

export type PageShellOptions = {
  /** Each page's module (relative to the app's root) by page id: its chunk is the page's first. */
  pages: Partial<Record<PageId, string>>;
};

const attribute = (element: Element, name: string) =>
  element.attrs.find((attr) => attr.name === name)?.value;

const relTokens = (element: Element) =>
  (attribute(element, 'rel') ?? '').toLowerCase().split(/\s+/).filter(Boolean);

function childElements(parent: { childNodes: DefaultTreeAdapterTypes.ChildNode[] }): Element[] {
  return parent.childNodes.filter((node): node is Element => 'tagName' in node);
}

const text = (asset: Rolldown.OutputAsset) =>
  typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);

/** The file a URL of the build names (`/assets/x.js` with base `/`), or null for another URL. */
function bundleFile(url: string | undefined, base: string, bundle: OutputBundle): string | null {
  if (!url?.startsWith(base)) return null;
  const file = url.slice(base.length);
  return file in bundle ? file : null;
}

/** `file` and the chunks it imports statically, each once, depth first, the file itself first. */
function staticClosure(file: string, bundle: OutputBundle, into = new Set<string>()): Set<string> {
  const chunk = bundle[file];
  if (chunk?.type !== 'chunk' || into.has(file)) return into;
  into.add(file);
  for (const imported of chunk.imports) staticClosure(imported, bundle, into);
  return into;
}

/**
 * The page shell of a build: index.html's parts, the entry and each page's chunks. Throws when the
 * HTML has no entry script or a page's module has no chunk of its own.
 */
export function composePageShell(
  html: string,
  bundle: OutputBundle,
  { root, base, pages }: { root: string; base: string; pages: PageShellOptions['pages'] },
): Omit<PageShell, 'deferredStart' | 'holdPhotos'> {
  const document = parse(html);
  const htmlElement = childElements(document).find((node) => node.tagName === 'html');
  const head = htmlElement && childElements(htmlElement).find((node) => node.tagName === 'head');
  const lang = htmlElement && attribute(htmlElement, 'lang');
  if (!head || !lang) throw new Error('index.html: no <html lang> or no <head>');

  let entry: string | null = null;
  const headParts: string[] = [];
  const siteMeta: string[] = [];
  const preloaded: string[] = [];
  for (const element of childElements(head)) {
    const src = attribute(element, 'src');
    const href = attribute(element, 'href');
    const rel = relTokens(element);
    const linked = bundleFile(src ?? href, base, bundle);
    const built = linked === null ? undefined : bundle[linked];
    if (element.tagName === 'script' && attribute(element, 'type') === 'module' && src) {
      if (entry !== null || built?.type !== 'chunk' || !built.isEntry) {
        throw new Error(`index.html: the module script ${src} is not the build's one entry`);
      }
      entry = built.fileName;
    } else if (
      element.tagName === 'title' ||
      (element.tagName === 'meta' && attribute(element, 'name') === 'description')
    ) {
      siteMeta.push(serializeOuter(element));
    } else if (rel.includes('modulepreload')) {
      // Loaded with the entry (entryImports), never hinted again by a page.
      if (href) preloaded.push(href);
    } else if (rel.includes('stylesheet') && built?.type === 'asset') {
      // The entry's stylesheet goes into the page as a <style> element instead of a <link>: a
      // linked stylesheet blocks the first paint for a request of its own (on a phone's network a
      // round trip and more), where emotion's styles it replaced came inline with the server's HTML
      // (docs/decisions/027). The CSP allows inline styles (not scripts).
      const css = text(built);
      if (/<\/style/i.test(css)) throw new Error(`${href}: the CSS would end its <style>`);
      headParts.push(`<style>${css}</style>`);
    } else {
      headParts.push(serializeOuter(element));
    }
  }
  if (entry === null) throw new Error('index.html: no entry module script in <head>');

  const entryFiles = staticClosure(entry, bundle);
  const entryImports = [...entryFiles].filter((file) => file !== entry).map((file) => base + file);
  for (const href of preloaded) if (!entryImports.includes(href)) entryImports.push(href);

  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
  const routes: PageShell['routes'] = {};
  for (const [id, module] of Object.entries(pages) as [PageId, string][]) {
    const moduleId = normalizePath(path.resolve(root, module));
    const chunk = chunks.find((candidate) => candidate.facadeModuleId === moduleId);
    if (!chunk) throw new Error(`page ${id}: its module ${module} is not a chunk of the build`);
    const files = [...staticClosure(chunk.fileName, bundle)];
    routes[id] = files.filter((file) => !entryFiles.has(file)).map((file) => base + file);
  }

  return {
    lang,
    head: headParts.join(''),
    siteMeta: siteMeta.join(''),
    entry: base + entry,
    entryImports,
    routes,
  };
}

/**
 * Writes dist/.vite/page-shell.json in the browser's build (not the server renderer's), once the
 * bundle and index.html are final.
 */
export function pageShell(options: PageShellOptions): Plugin {
  let root = '';
  let base = '/';
  return {
    name: 'menudex-page-shell',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    // After Vite's own generateBundle, which writes index.html (its transformIndexHtml included).
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const index = bundle['index.html'];
        if (index?.type !== 'asset') throw new Error('page shell: the build made no index.html');
        const shell: PageShell = {
          ...composePageShell(text(index), bundle, { root, base, pages: options.pages }),
          ...(await buildBootScripts((message) => this.warn(message))),
        };
        this.emitFile({
          type: 'asset',
          fileName: PAGE_SHELL_FILE,
          source: `${JSON.stringify(shell, null, 2)}\n`,
        });
      },
    },
  };
}

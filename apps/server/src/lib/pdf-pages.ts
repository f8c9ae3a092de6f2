// A PDF's first pages as PNG images, rendered in-process by PDFium compiled to WebAssembly
// (@hyzyla/pdfium: no system program, no native build) and encoded by sharp.
import { PDFiumLibrary } from '@hyzyla/pdfium';
import sharp from 'sharp';

export const PDF_PAGE_LIMITS = {
  /** Pages rendered at most; the rest of a longer file is left out (the caller says so). */
  maxPages: 8,
  /**
   * The longer side of a rendered page, in pixels: small print stays legible, and a vision model
   * gets no more than it uses (OpenAI scales a page to 768 px on its short side).
   */
  maxSidePx: 1600,
  /** Never more than 4x (288 dpi): a page the size of a stamp must not become a poster. */
  maxScale: 4,
} as const;

export type PdfProblem = 'not-a-pdf' | 'broken' | 'protected' | 'no-pages';

/** Why a file could not be rendered; `problem` lets the caller pick the words it shows. */
export class PdfPagesError extends Error {
  constructor(
    readonly problem: PdfProblem,
    detail: string,
  ) {
    super(detail);
  }
}

export type PdfPages = {
  /** PNG images of the first pages, in order. */
  pages: Buffer[];
  /** How many pages the file has (more than `pages.length` when it was cut). */
  pageCount: number;
};

/** A PDF starts with `%PDF-`; readers accept it anywhere in the first 1024 bytes, and so do we. */
export function looksLikePdf(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, 1024));
  return head.includes('%PDF-', 0, 'latin1');
}

// One WebAssembly instance for the process, made on first use: loading it takes about 100 ms.
let library: Promise<PDFiumLibrary> | null = null;
function pdfium(): Promise<PDFiumLibrary> {
  library ??= PDFiumLibrary.init().catch((err: unknown) => {
    library = null;
    throw err;
  });
  return library;
}

/** The event loop gets a turn between pages: rendering one is a few hundred ms of CPU at most. */
const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Opens the PDF and answers its document, or throws PdfPagesError saying why it cannot be read. */
async function openPdf(bytes: Uint8Array) {
  if (!looksLikePdf(bytes)) throw new PdfPagesError('not-a-pdf', 'the file is not a PDF');
  const lib = await pdfium();
  try {
    return await lib.loadDocument(bytes);
  } catch (err) {
    const detail = err instanceof Error ? err.message : String(err);
    throw new PdfPagesError(/password|security/i.test(detail) ? 'protected' : 'broken', detail);
  }
}

/**
 * How many pages the PDF has, without rendering any (a quick check of an upload). Throws
 * PdfPagesError for a file that is not a PDF, is damaged, needs a password or has no page.
 */
export async function countPdfPages(bytes: Uint8Array): Promise<number> {
  const document = await openPdf(bytes);
  try {
    const pageCount = document.getPageCount();
    if (pageCount < 1) throw new PdfPagesError('no-pages', 'the PDF has no pages');
    return pageCount;
  } finally {
    document.destroy();
  }
}

/**
 * Renders the first pages of a PDF (at most `maxPages`) to PNG, each scaled so that its longer side
 * is `maxSidePx`. Throws PdfPagesError for a file that is not a PDF, is damaged, needs a password or
 * has no page.
 */
export async function renderPdfPages(
  bytes: Uint8Array,
  options: { maxPages?: number; maxSidePx?: number } = {},
): Promise<PdfPages> {
  const maxPages = options.maxPages ?? PDF_PAGE_LIMITS.maxPages;
  const maxSidePx = options.maxSidePx ?? PDF_PAGE_LIMITS.maxSidePx;
  const document = await openPdf(bytes);
  try {
    const pageCount = document.getPageCount();
    if (pageCount < 1) throw new PdfPagesError('no-pages', 'the PDF has no pages');
    const pages: Buffer[] = [];
    for (let index = 0; index < Math.min(pageCount, maxPages); index++) {
      if (index > 0) await yieldToLoop();
      const page = document.getPage(index);
      const { originalWidth, originalHeight } = page.getOriginalSize();
      const longer = Math.max(originalWidth, originalHeight);
      if (!(longer >= 1)) throw new PdfPagesError('broken', `page ${index + 1} has no size`);
      const scale = Math.min(maxSidePx / longer, PDF_PAGE_LIMITS.maxScale);
      let render: Awaited<ReturnType<typeof page.render>>;
      try {
        // 'bitmap' answers RGBA bytes (PDFium's BGRA, byte order reversed) on a white page.
        render = await page.render({ scale, render: 'bitmap' });
      } catch (err) {
        const detail = err instanceof Error ? err.message : String(err);
        throw new PdfPagesError('broken', `page ${index + 1}: ${detail}`);
      }
      pages.push(
        await sharp(render.data, {
          raw: { width: render.width, height: render.height, channels: 4 },
        })
          .flatten({ background: '#ffffff' })
          .png()
          .toBuffer(),
      );
    }
    return { pages, pageCount };
  } finally {
    document.destroy();
  }
}

// Rendering PDF pages to PNG in-process: pages in order at the capped size, the page cap, and clear
// errors for files that are not PDFs, damaged PDFs and PDFs without pages.
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  countPdfPages,
  looksLikePdf,
  PDF_PAGE_LIMITS,
  PdfPagesError,
  renderPdfPages,
} from './pdf-pages.ts';

/** An A4 PDF (595 x 842 points) with one black block on each page, higher on each next page. */
function pdfOf(pageCount: number, size: [number, number] = [595.28, 841.89]): Promise<Buffer> {
  const doc = new PDFDocument({ size, margin: 40, autoFirstPage: false });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) =>
    doc.on('end', () => resolve(Buffer.concat(chunks))),
  );
  for (let page = 0; page < pageCount; page++) {
    doc.addPage();
    doc.fontSize(24).text(`Page ${page + 1}`);
    doc.rect(100, 700 - page * 100, 200, 50).fill('#000000');
  }
  doc.end();
  return done;
}

async function problemOf(run: Promise<unknown>): Promise<string> {
  const err = await run.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(PdfPagesError);
  return (err as PdfPagesError).problem;
}

describe('renderPdfPages', () => {
  it('renders every page of a short PDF as a PNG whose longer side is the cap', async () => {
    const { pages, pageCount } = await renderPdfPages(await pdfOf(2));
    expect(pageCount).toBe(2);
    expect(pages).toHaveLength(2);
    for (const png of pages) {
      const meta = await sharp(png).metadata();
      expect(meta.format).toBe('png');
      // PDFium works in whole points, so a side may come out a pixel or two short of the cap.
      expect(meta.height).toBeLessThanOrEqual(PDF_PAGE_LIMITS.maxSidePx);
      expect(meta.height).toBeGreaterThanOrEqual(PDF_PAGE_LIMITS.maxSidePx - 2);
      expect(Math.abs(meta.width / meta.height - 595.28 / 841.89)).toBeLessThan(0.01);
    }
    // The pages come in order: the block drawn on page 2 sits 100 points higher than on page 1.
    const darkRowOf = async (png: Buffer) => {
      const { data, info } = await sharp(png)
        .greyscale()
        .raw()
        .toBuffer({ resolveWithObject: true });
      for (let y = info.height - 1; y >= 0; y--)
        if ((data[y * info.width + 200] ?? 255) < 50) return y;
      return -1;
    };
    const [first, second] = pages;
    expect(await darkRowOf(second!)).toBeLessThan(await darkRowOf(first!));
  });

  it('renders only the first pages of a long PDF and tells how many it has', async () => {
    const { pages, pageCount } = await renderPdfPages(await pdfOf(5), { maxPages: 3 });
    expect(pageCount).toBe(5);
    expect(pages).toHaveLength(3);
  });

  it('counts the pages of a PDF without rendering them', async () => {
    expect(await countPdfPages(await pdfOf(3))).toBe(3);
    expect(await problemOf(countPdfPages(Buffer.from('%PDF-1.4 nothing else')))).toBe('broken');
  });

  it('does not blow up a tiny page beyond four times its size', async () => {
    const { pages } = await renderPdfPages(await pdfOf(1, [100, 50]));
    const meta = await sharp(pages[0]).metadata();
    expect(meta.width).toBe(100 * PDF_PAGE_LIMITS.maxScale);
    expect(meta.height).toBe(50 * PDF_PAGE_LIMITS.maxScale);
  });

  it('refuses a file that is not a PDF before PDFium sees it', async () => {
    const png = await sharp({
      create: { width: 10, height: 10, channels: 3, background: '#fff' },
    })
      .png()
      .toBuffer();
    expect(looksLikePdf(png)).toBe(false);
    expect(await problemOf(renderPdfPages(png))).toBe('not-a-pdf');
    expect(await problemOf(renderPdfPages(Buffer.alloc(0)))).toBe('not-a-pdf');
  });

  it('refuses a damaged PDF', async () => {
    const garbage = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(4000, 0x41)]);
    expect(looksLikePdf(garbage)).toBe(true);
    expect(await problemOf(renderPdfPages(garbage))).toBe('broken');
    // A real PDF cut in the middle of its first page.
    const whole = await pdfOf(1);
    expect(await problemOf(renderPdfPages(whole.subarray(0, 300)))).toBe('broken');
  });

  it('keeps working after a damaged file (the shared PDFium instance is not left broken)', async () => {
    await problemOf(renderPdfPages(Buffer.from('%PDF-1.4 nothing else')));
    const { pages } = await renderPdfPages(await pdfOf(1));
    expect(pages).toHaveLength(1);
  });
});

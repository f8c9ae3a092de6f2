// The uploaded menu: the multipart `file` read within 20 MB, what it is told by its bytes (a JPEG,
// PNG or WebP photo, or a PDF that opens), and the images the vision model is sent for it.
import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { ITEM_TEXTS } from '@menudex/contract/items';
import {
  MENU_DRAFT_LIMITS,
  MENU_DRAFT_TEXTS,
  type MenuDraftFileType,
} from '@menudex/contract/menu-drafts';
import { badRequest, HttpError, payloadTooLarge } from '../../lib/http-errors.ts';
import { IMAGE_MAX_PIXELS } from '../../lib/image-upload.ts';
import { multipartOptions } from '../../lib/multipart.ts';
import {
  countPdfPages,
  PdfPagesError,
  renderPdfPages,
  type PdfProblem,
} from '../../lib/pdf-pages.ts';
import type { VisionRequest } from '../ai/ai-provider.ts';

/** The multipart framing around the file (boundary, part headers, a field or two). */
const FRAMING_BYTES = 64 * 1024;

/** A photo is sent at most this wide and high: OpenAI's own limit before it tiles an image. */
export const PHOTO_MAX_SIDE_PX = 2048;
const PHOTO_JPEG_QUALITY = 85;

const PDF_PROBLEM_TEXTS: Record<PdfProblem, string> = {
  'not-a-pdf': MENU_DRAFT_TEXTS.notAccepted,
  broken: MENU_DRAFT_TEXTS.pdfBroken,
  protected: MENU_DRAFT_TEXTS.pdfProtected,
  'no-pages': MENU_DRAFT_TEXTS.pdfNoPages,
};

/** What a PdfPagesError means to the owner. */
export const pdfProblemText = (err: PdfPagesError) => PDF_PROBLEM_TEXTS[err.problem];

/** Parser failures as answers: the limits are 413s, anything else about the body is a 400. */
function translateParserError(err: unknown): HttpError {
  if (err instanceof HttpError) return err;
  switch ((err as { code?: unknown } | null)?.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return payloadTooLarge(MENU_DRAFT_TEXTS.fileTooLarge);
    case 'FST_FILES_LIMIT':
      return payloadTooLarge(ITEM_TEXTS.tooManyFiles);
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return payloadTooLarge(ITEM_TEXTS.tooManyFields);
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new HttpError(415, ITEM_TEXTS.notMultipart);
    default:
      return badRequest(ITEM_TEXTS.malformedForm);
  }
}

/**
 * Reads the form's `file` (one file, at most MENU_DRAFT_LIMITS.fileMaxBytes; other fields are
 * ignored). 413 beyond the size, 415 for a body that is not multipart, 400 without a file.
 */
export async function readMenuFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new HttpError(415, ITEM_TEXTS.notMultipart);
  // A declared size over the cap is refused before a byte is read.
  if (Number(request.headers['content-length']) > MENU_DRAFT_LIMITS.fileMaxBytes + FRAMING_BYTES)
    throw payloadTooLarge(MENU_DRAFT_TEXTS.fileTooLarge);
  let file: Buffer | null = null;
  try {
    const parts = request.parts({
      limits: {
        ...multipartOptions.limits,
        // One byte over the cap, so the read below sees a file too large as soon as it arrives.
        fileSize: MENU_DRAFT_LIMITS.fileMaxBytes + 1,
        files: 1,
        fields: 10,
        parts: 11,
        fieldSize: 1024,
      },
    });
    for await (const part of parts) {
      if (part.type !== 'file') continue;
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size > MENU_DRAFT_LIMITS.fileMaxBytes)
          throw payloadTooLarge(MENU_DRAFT_TEXTS.fileTooLarge);
        chunks.push(chunk);
      }
      if (part.fieldname === 'file') file = Buffer.concat(chunks);
    }
  } catch (err) {
    throw translateParserError(err);
  }
  if (!file || file.length === 0) throw badRequest(MENU_DRAFT_TEXTS.fileRequired);
  return file;
}

type Photo = Exclude<MenuDraftFileType, 'application/pdf'>;

/** The photo formats we take, by their first bytes: nothing else (SVG, TIFF...) reaches a decoder. */
function sniffPhoto(bytes: Buffer): Photo | null {
  if (bytes.length < 12) return null;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  const ascii = (from: number, to: number) => bytes.subarray(from, to).toString('latin1');
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return null;
}

const SHARP_FORMATS: Record<Photo, string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/** A photo turned upright, at most PHOTO_MAX_SIDE_PX, as a JPEG without its metadata (GPS...). */
async function visionJpeg(bytes: Buffer): Promise<Buffer> {
  return sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'truncated' })
    .rotate()
    .resize({
      width: PHOTO_MAX_SIDE_PX,
      height: PHOTO_MAX_SIDE_PX,
      fit: 'inside',
      withoutEnlargement: true,
    })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: PHOTO_JPEG_QUALITY })
    .toBuffer();
}

/**
 * What is kept of the upload until it is read, told by its content: a photo (its header read as the
 * format its first bytes say) re-encoded at once as the JPEG the model will be sent, or a PDF that
 * opens and has pages, as it is. 400 with the reason for anything else.
 */
export async function acceptMenuFile(
  bytes: Buffer,
): Promise<{ mediaType: MenuDraftFileType; bytes: Buffer }> {
  const photo = sniffPhoto(bytes);
  if (photo) {
    try {
      const { format } = await sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS }).metadata();
      if (format !== SHARP_FORMATS[photo]) throw new Error(`${photo} read as ${format}`);
      return { mediaType: 'image/jpeg', bytes: await visionJpeg(bytes) };
    } catch (err) {
      if (err instanceof Error && /pixel limit/i.test(err.message))
        throw badRequest(ITEM_TEXTS.tooManyPixels);
      throw badRequest(MENU_DRAFT_TEXTS.notAccepted);
    }
  }
  try {
    await countPdfPages(bytes);
  } catch (err) {
    if (err instanceof PdfPagesError) throw badRequest(pdfProblemText(err));
    throw err;
  }
  return { mediaType: 'application/pdf', bytes };
}

/** Rendering a PDF that opened at upload failed when it was read (a page PDFium cannot draw). */
export class MenuFileError extends Error {}

/**
 * The images the vision model is sent for a kept upload: the photo as kept (a JPEG), or a PDF's
 * first pages as PNG. `pageCount` is how many pages the PDF has.
 */
export async function menuImages(
  mediaType: MenuDraftFileType,
  bytes: Buffer,
): Promise<{ images: VisionRequest['images']; pageCount: number }> {
  if (mediaType !== 'application/pdf') return { images: [{ mediaType, bytes }], pageCount: 1 };
  try {
    const { pages, pageCount } = await renderPdfPages(bytes, {
      maxPages: MENU_DRAFT_LIMITS.pdfMaxPages,
    });
    return { images: pages.map((png) => ({ mediaType: 'image/png', bytes: png })), pageCount };
  } catch (err) {
    if (err instanceof PdfPagesError) throw new MenuFileError(pdfProblemText(err));
    throw err;
  }
}

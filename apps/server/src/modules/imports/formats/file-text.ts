// Turning an uploaded file's bytes into text, with a message a person understands when it is not text.
import { UnreadableFileError } from './imported-business.ts';

/** Binary formats people upload by mistake, by their first bytes, with what to do instead. */
const BINARY_SIGNATURES: { bytes: number[]; offset?: number; says: string }[] = [
  { bytes: [0x89, 0x50, 0x4e, 0x47], says: 'a PNG image' },
  { bytes: [0xff, 0xd8, 0xff], says: 'a JPEG image' },
  { bytes: [0x47, 0x49, 0x46, 0x38], says: 'a GIF image' },
  { bytes: [0x52, 0x49, 0x46, 0x46], says: 'a WebP image or other RIFF file' },
  { bytes: [0x25, 0x50, 0x44, 0x46], says: 'a PDF document' },
  {
    bytes: [0x50, 0x4b, 0x03, 0x04],
    says: 'a ZIP archive (an Excel or OpenDocument workbook is one: save it as CSV)',
  },
  { bytes: [0x1f, 0x8b], says: 'a gzip-compressed file: unpack it first' },
  {
    bytes: [0x4f, 0x53, 0x4d, 0x48, 0x65, 0x61, 0x64, 0x65, 0x72],
    offset: 6,
    says: 'an OSM PBF file: convert it to OSM XML first (for example with osmium cat)',
  },
];

function binaryKind(bytes: Buffer): string | undefined {
  return BINARY_SIGNATURES.find(({ bytes: sig, offset = 0 }) =>
    sig.every((b, i) => bytes[offset + i] === b),
  )?.says;
}

/**
 * The file as UTF-8 text without its byte order mark. `expected` names what the file should be
 * ('an OSM file'), for the message when it is not text at all.
 */
export function decodeText(bytes: Buffer, expected: string): string {
  const binary = binaryKind(bytes);
  if (binary) throw new UnreadableFileError(`This is ${binary}, not ${expected}.`);
  let text: string;
  try {
    // fatal: a byte sequence that is not UTF-8 is an error, not a silent replacement character.
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new UnreadableFileError(
      `The file is not UTF-8 text, so it cannot be ${expected}: save it as UTF-8 and try again.`,
    );
  }
  if (text.trim() === '') throw new UnreadableFileError(`The file is empty: expected ${expected}.`);
  return text;
}

/** The first characters of a value for a message, so a 100 KB cell does not become a 100 KB message. */
export function excerpt(value: string, max = 40): string {
  const chars = Array.from(value);
  return chars.length <= max ? value : `${chars.slice(0, max).join('')}…`;
}

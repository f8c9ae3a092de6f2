// Reads a multipart form (fields with `name[key]` / `name[n]` notation, and image files) into plain
// values a contract schema can validate; every parser limit becomes a 4xx with a message.
import multipart, { type FastifyMultipartOptions } from '@fastify/multipart';
import type { FastifyRequest, FastifySchemaCompiler } from 'fastify';
import { validatorCompiler, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LIMITS } from '@menudex/contract/constants';
import type { Locale } from '@menudex/contract/i18n/locales';
import { ITEM_LIMITS, ITEM_TEXTS } from '@menudex/contract/items';
import { badRequest, HttpError, payloadTooLarge } from './http-errors.ts';
import { requestLocale } from './request-locale.ts';

export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormFields = { [key: string]: FormValue };

export type FormFile = { filename: string; bytes: Buffer };

export type ParsedForm = {
  fields: FormFields;
  files: Map<string, FormFile>;
  /** How many non-blank entries each top-level field had (tags[0]..tags[5] count 6). */
  counts: Map<string, number>;
  /** The request's language: validateForm writes zod's own messages in it. */
  locale: Locale;
};

/**
 * What one multipart form may hold. Only the `image` field (a generated image as a data URL) may be
 * large; every other text field is short, and the whole form is capped, so a request cannot make the
 * server buffer more than about one form's worth.
 */
export const FORM_LIMITS = {
  /** An ordinary text field: the longest description at up to 4 UTF-8 bytes a character. */
  textFieldBytes: LIMITS.descriptionMaxLength * 4,
  /** The one field that may be large: a generated image as a data URL. */
  imageFieldBytes: ITEM_LIMITS.imageDataUrlMaxLength,
  fileBytes: LIMITS.imageMaxBytes,
  files: 2,
  fields: 60,
  /** Files and fields together, in bytes: two full-size images and 1 MB for the rest. */
  totalBytes: ITEM_LIMITS.formMaxBytes,
  /** The multipart framing around the parts (boundaries, part headers) beyond totalBytes. */
  framingBytes: 64 * 1024,
} as const;

/** The text field that may carry a generated image (a data URL). */
export const LARGE_TEXT_FIELD = 'image';

/** @fastify/multipart's registration: the parser's limits, per field the largest one allowed. */
export const multipartOptions: FastifyMultipartOptions = {
  limits: {
    // One byte over the cap, so readFile sees a file too large as soon as that byte arrives (busboy
    // would otherwise keep reading, and dropping, the rest of the part).
    fileSize: FORM_LIMITS.fileBytes + 1,
    files: FORM_LIMITS.files,
    fields: FORM_LIMITS.fields,
    fieldSize: FORM_LIMITS.imageFieldBytes,
    parts: FORM_LIMITS.fields + FORM_LIMITS.files,
  },
};

export type ReadFormOptions = {
  /** The file fields the endpoint takes, one file each; other files are read and dropped. */
  fileFields: readonly string[];
  /**
   * A file's largest size for endpoints that take documents rather than images (imports, menus
   * from a PDF), with the 413 message that says it; the form may then hold that plus 1 MB of fields.
   */
  file?: { maxBytes: number; tooLarge: string };
};

/**
 * The routes that read multipart forms, in a context of their own with @fastify/multipart. Its hooks
 * (a close listener on every request, an async preValidation and an async onResponse) then run on
 * these routes only, not on every answer the server sends (docs/decisions/039). Any other route
 * refuses a multipart body as an unsupported media type (415).
 */
export function formRoutes(routes: FastifyPluginAsyncZod): FastifyPluginAsyncZod {
  return async (app, options) => {
    await app.register(multipart, multipartOptions);
    await routes(app, options);
  };
}

/**
 * Route options for a multipart endpoint: the body schema documents the form in OpenAPI, but it is
 * validated after reading the parts (readMultipartForm + validateForm), not by Fastify.
 */
export const multipartRoute: { validatorCompiler: FastifySchemaCompiler<unknown> } = {
  validatorCompiler: (route) =>
    route.httpPart === 'body'
      ? () => ({ value: undefined })
      : validatorCompiler(route as Parameters<typeof validatorCompiler>[0]),
};

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

type Node = { values: string[]; children: Map<string, Node> | null; order: number };

/** 'location[city]' -> ['location', 'city']; 'tags[]' -> ['tags', '']; null for names we do not read. */
function splitName(name: string): string[] | null {
  const match = /^([^[\]]+)((?:\[[^[\]]*\]){0,3})$/.exec(name);
  if (!match?.[1]) return null;
  const segments = [
    match[1],
    ...[...(match[2] ?? '').matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1] ?? ''),
  ];
  return segments.some((s) => FORBIDDEN_KEYS.has(s)) ? null : segments;
}

function toValue(node: Node, asObject = false): FormValue {
  if (!node.children) return node.values.length === 1 ? (node.values[0] ?? '') : node.values;
  const entries = [...node.children.entries()];
  const indexed =
    !asObject && entries.every(([key]) => /^\d{1,6}$/.test(key) || key.startsWith('\u0000'));
  if (indexed) {
    // tags[0], tags[3], tags[] keep their order but become a plain list, whatever the gaps.
    const rank = ([key, child]: [string, Node]) =>
      key.startsWith('\u0000') ? 1e7 + child.order : Number(key);
    return entries.sort((a, b) => rank(a) - rank(b)).map(([, child]) => toValue(child));
  }
  const out: FormFields = Object.create(null) as FormFields;
  for (const [key, child] of entries) out[key] = toValue(child);
  return out;
}

/** Builds nested values from bracketed names; a name used both as a value and as a group is refused. */
export function nestFields(pairs: ReadonlyArray<readonly [string, string]>): {
  fields: FormFields;
  counts: Map<string, number>;
} {
  const root: Node = { values: [], children: new Map(), order: 0 };
  const counts = new Map<string, number>();
  let order = 0;
  for (const [name, value] of pairs) {
    const segments = splitName(name);
    if (!segments) continue;
    if (value.trim() !== '')
      counts.set(segments[0] ?? '', (counts.get(segments[0] ?? '') ?? 0) + 1);
    let node = root;
    for (const [i, raw] of segments.entries()) {
      if (node.values.length > 0) throw badRequest(`${ITEM_TEXTS.malformedForm}: ${name}`);
      node.children ??= new Map();
      const key = raw === '' && i > 0 ? `\u0000${order}` : raw;
      let child = node.children.get(key);
      if (!child) {
        child = { values: [], children: null, order: order++ };
        node.children.set(key, child);
      }
      node = child;
    }
    if (node.children) throw badRequest(`${ITEM_TEXTS.malformedForm}: ${name}`);
    node.values.push(value);
  }
  return { fields: toValue(root, true) as FormFields, counts };
}

function translateParserError(err: unknown, fileTooLarge: string): HttpError {
  if (err instanceof HttpError) return err;
  const code = (err as { code?: unknown } | null)?.code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return payloadTooLarge(fileTooLarge);
    case 'FST_FILES_LIMIT':
      return payloadTooLarge(ITEM_TEXTS.tooManyFiles);
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return payloadTooLarge(ITEM_TEXTS.tooManyFields);
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new HttpError(415, ITEM_TEXTS.notMultipart);
    default:
      // Busboy's own complaints (bad boundary, cut-off body...) are all about what the client sent.
      return badRequest(ITEM_TEXTS.malformedForm);
  }
}

/**
 * Reads the whole form into memory, within FORM_LIMITS: files at most LIMITS.imageMaxBytes each, text
 * fields a few KB but the `image` data URL, everything together at most FORM_LIMITS.totalBytes (413
 * beyond any of them). Call it after the access checks, so that refused callers never upload anything.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  options: ReadFormOptions,
): Promise<ParsedForm> {
  if (!request.isMultipart()) throw new HttpError(415, ITEM_TEXTS.notMultipart);
  const fileBytes = options.file?.maxBytes ?? FORM_LIMITS.fileBytes;
  const fileTooLarge = options.file?.tooLarge ?? ITEM_TEXTS.imageTooLarge;
  const totalBytes = options.file ? fileBytes + 1024 * 1024 : FORM_LIMITS.totalBytes;
  const formTooLarge = options.file?.tooLarge ?? ITEM_TEXTS.formTooLarge;
  // A declared size over the cap is refused before a byte is read.
  const declared = Number(request.headers['content-length']);
  if (declared > totalBytes + FORM_LIMITS.framingBytes) throw payloadTooLarge(formTooLarge);
  const pairs: Array<[string, string]> = [];
  const files = new Map<string, FormFile>();
  let total = 0;
  const count = (bytes: number) => {
    total += bytes;
    if (total > totalBytes) throw payloadTooLarge(formTooLarge);
  };
  try {
    const parts = request.parts({
      limits: {
        ...multipartOptions.limits,
        files: options.fileFields.length,
        fileSize: fileBytes + 1,
      },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        // Read here rather than with toBuffer(), which reads a too-large part to its end first.
        const chunks: Buffer[] = [];
        let size = 0;
        for await (const chunk of part.file as AsyncIterable<Buffer>) {
          size += chunk.length;
          count(chunk.length);
          if (size > fileBytes) throw payloadTooLarge(fileTooLarge);
          chunks.push(chunk);
        }
        const bytes = Buffer.concat(chunks);
        if (!options.fileFields.includes(part.fieldname)) continue;
        // Browsers send an empty, nameless part for a file input left empty.
        if (bytes.length === 0 && !part.filename) continue;
        if (files.has(part.fieldname)) throw payloadTooLarge(ITEM_TEXTS.tooManyFiles);
        files.set(part.fieldname, { filename: part.filename, bytes });
      } else {
        const large = part.fieldname === LARGE_TEXT_FIELD;
        if (part.valueTruncated && large) throw payloadTooLarge(ITEM_TEXTS.imageTooLarge);
        if (part.fieldnameTruncated) throw badRequest(ITEM_TEXTS.malformedForm);
        const value = typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
        const bytes = Buffer.byteLength(value);
        count(bytes);
        if (part.valueTruncated || (!large && bytes > FORM_LIMITS.textFieldBytes))
          throw payloadTooLarge(`${ITEM_TEXTS.fieldTooLarge}: ${part.fieldname}`);
        pairs.push([part.fieldname, value]);
      }
    }
  } catch (err) {
    throw translateParserError(err, fileTooLarge);
  }
  return { ...nestFields(pairs), files, locale: requestLocale(request) };
}

/**
 * zod's own messages (a field whose schema has no message of its own: "Invalid input: expected
 * string, received object") in each language zod writes; English is zod's default. The contract's
 * own messages outrank this map, stay English here and are translated on the way out, through the
 * server's catalogue (docs/decisions/054).
 */
const ZOD_MESSAGES: Record<Locale, z.core.$ZodErrorMap | undefined> = {
  en: undefined,
  vi: z.locales.vi().localeError,
};

/**
 * Validates read form fields against a contract schema; a failure is a 400 naming the field, zod's
 * own wording in `locale` (the form's: ParsedForm.locale).
 */
export function validateForm<S extends z.ZodType>(
  schema: S,
  fields: FormFields,
  locale: Locale = 'en',
): z.output<S> {
  const error = ZOD_MESSAGES[locale];
  const result = error ? schema.safeParse(fields, { error }) : schema.safeParse(fields);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const where = issue?.path.map(String).join('.') ?? '';
  throw badRequest(
    where ? `${where}: ${issue?.message ?? 'is invalid'}` : (issue?.message ?? 'is invalid'),
  );
}

import { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@menudex/contract/constants';
import { ITEM_TEXTS } from '@menudex/contract/items';
import { registerErrorHandler } from '../plugins/errors.ts';
import { HttpError } from './http-errors.ts';
import { FORM_LIMITS, multipartOptions, nestFields, readMultipartForm } from './multipart.ts';

describe('nestFields', () => {
  it('reads bracketed names into objects and lists', () => {
    const { fields, counts } = nestFields([
      ['name', 'Cafe'],
      ['location[city]', 'Oakland'],
      ['location[zipCode]', '94607'],
      ['tags[1]', 'Second'],
      ['tags[0]', 'First'],
      ['tags[10]', 'Last'],
      ['categories[]', 'A'],
      ['categories[]', 'B'],
    ]);
    expect(fields).toEqual({
      name: 'Cafe',
      location: { city: 'Oakland', zipCode: '94607' },
      tags: ['First', 'Second', 'Last'],
      categories: ['A', 'B'],
    });
    expect(counts.get('tags')).toBe(3);
  });

  it('turns a repeated plain name into a list and keeps a single one as text', () => {
    expect(
      nestFields([
        ['tags', 'a'],
        ['tags', 'b'],
        ['name', 'x'],
      ]).fields,
    ).toEqual({ tags: ['a', 'b'], name: 'x' });
  });

  it('counts only non-blank entries', () => {
    expect(
      nestFields([
        ['tags[0]', 'a'],
        ['tags[1]', ' '],
      ]).counts.get('tags'),
    ).toBe(1);
  });

  it('ignores names it does not read, prototype keys included', () => {
    const { fields } = nestFields([
      ['__proto__[polluted]', 'yes'],
      ['location[__proto__]', 'yes'],
      ['a[b][c][d][e]', 'too deep'],
      ['[nobase]', 'x'],
      ['ok', 'fine'],
    ]);
    expect(fields).toEqual({ ok: 'fine' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses a name used both as a value and as a group', () => {
    expect(() =>
      nestFields([
        ['location', 'x'],
        ['location[city]', 'y'],
      ]),
    ).toThrow(HttpError);
    expect(() =>
      nestFields([
        ['location[city]', 'y'],
        ['location', 'x'],
      ]),
    ).toThrow(HttpError);
  });

  it('answers an empty form as an empty object', () => {
    expect(nestFields([]).fields).toEqual({});
  });
});

describe('readMultipartForm size limits', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify({ logger: false });
    registerErrorHandler(app);
    await app.register(multipart, multipartOptions);
    // What was read: each field's length and each kept file's size.
    app.post('/form', async (request) => {
      const form = await readMultipartForm(request, { fileFields: ['coverPhoto', 'logo'] });
      const sizes = (value: unknown): unknown =>
        typeof value === 'string'
          ? value.length
          : Array.isArray(value)
            ? value.map(sizes)
            : Object.fromEntries(Object.entries(value as object).map(([k, v]) => [k, sizes(v)]));
      return {
        fields: sizes(form.fields),
        files: Object.fromEntries([...form.files].map(([k, f]) => [k, f.bytes.length])),
      };
    });
    await app.ready();
  });
  afterAll(() => app.close());

  /** The encoded body of a form: its bytes and content type, as a browser would send it. */
  async function encode(
    fields: Record<string, string>,
    files: Record<string, number> = {},
  ): Promise<{ body: Buffer; contentType: string }> {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    for (const [name, size] of Object.entries(files))
      form.append(name, new Blob([Buffer.alloc(size, 1)], { type: 'image/jpeg' }), 'x.jpg');
    const request = new Request('http://localhost/form', { method: 'POST', body: form });
    return {
      body: Buffer.from(await request.arrayBuffer()),
      contentType: request.headers.get('content-type') ?? '',
    };
  }

  /** Sends the form with its length declared, or streamed without one (as chunked uploads are). */
  async function send(
    fields: Record<string, string>,
    files: Record<string, number> = {},
    how: 'declared' | 'streamed' = 'declared',
  ) {
    const { body, contentType } = await encode(fields, files);
    return app.inject({
      method: 'POST',
      url: '/form',
      headers: { 'content-type': contentType },
      payload: how === 'declared' ? body : Readable.from([body]),
    });
  }

  it('takes a description of the longest allowed length, even in 3-byte characters', async () => {
    const description = '€'.repeat(LIMITS.descriptionMaxLength);
    const res = await send({ name: 'Cafe', description });
    expect(res.statusCode).toBe(200);
    expect(res.json().fields).toEqual({ name: 4, description: LIMITS.descriptionMaxLength });
  });

  it('refuses an ordinary text field over a few KB with 413 naming the field', async () => {
    for (const how of ['declared', 'streamed'] as const) {
      const res = await send(
        { name: 'Cafe', description: 'x'.repeat(FORM_LIMITS.textFieldBytes + 1) },
        {},
        how,
      );
      expect(res.statusCode, how).toBe(413);
      expect(res.json(), how).toEqual({ message: `${ITEM_TEXTS.fieldTooLarge}: description` });
    }
    expect(FORM_LIMITS.textFieldBytes).toBeLessThanOrEqual(16 * 1024);
  });

  it('lets only the image field carry a full-size image as a data URL', async () => {
    const base64 = 'A'.repeat(Math.ceil(LIMITS.imageMaxBytes / 3) * 4);
    const image = `data:image/jpeg;base64,${base64}`;
    const ok = await send({ image });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().fields).toEqual({ image: image.length });
    const elsewhere = await send({ name: image });
    expect(elsewhere.statusCode).toBe(413);
    expect(elsewhere.json()).toEqual({ message: `${ITEM_TEXTS.fieldTooLarge}: name` });
    const tooLong = await send({
      image: `${image}${'A'.repeat(FORM_LIMITS.imageFieldBytes - image.length + 1)}`,
    });
    expect(tooLong.statusCode).toBe(413);
    expect(tooLong.json()).toEqual({ message: ITEM_TEXTS.imageTooLarge });
  });

  it('takes two full-size images and the text fields together', async () => {
    const res = await send(
      { name: 'Cafe', description: 'd'.repeat(LIMITS.descriptionMaxLength) },
      { coverPhoto: LIMITS.imageMaxBytes, logo: LIMITS.imageMaxBytes },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().files).toEqual({
      coverPhoto: LIMITS.imageMaxBytes,
      logo: LIMITS.imageMaxBytes,
    });
  });

  it('refuses a form over the total cap with 413, declared or streamed', async () => {
    // Two full-size files and a 2 MB data URL: each part within its own limit, the sum not.
    const fields = { image: `data:image/jpeg;base64,${'A'.repeat(2 * 1024 * 1024)}` };
    const files = { coverPhoto: LIMITS.imageMaxBytes, logo: LIMITS.imageMaxBytes };
    for (const how of ['declared', 'streamed'] as const) {
      const res = await send(fields, files, how);
      expect(res.statusCode, how).toBe(413);
      expect(res.json(), how).toEqual({ message: ITEM_TEXTS.formTooLarge });
    }
    expect(ITEM_TEXTS.formTooLarge).toBe('The form is too large: at most 17 MB in all');
  });

  it('refuses 12 junk text fields of 4 MB (the 1 GB-per-request hole) with 413', async () => {
    const junk = Object.fromEntries(
      Array.from({ length: 12 }, (_, i) => [`junk${i}`, 'j'.repeat(4 * 1024 * 1024)]),
    );
    for (const how of ['declared', 'streamed'] as const) {
      const res = await send(junk, {}, how);
      expect(res.statusCode, how).toBe(413);
      expect(res.json().message, how).toMatch(/too large/);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { businessListResponseSchema } from '@menudex/contract/businesses';
import { itemSchema } from '@menudex/contract/entities';
import { fastSerializer, responseSerializerCompiler } from './response-serializer.ts';

const card = z.object({
  _id: z.string(),
  name: z.string(),
  price: z.number().nullable(),
  tags: z.array(z.object({ _id: z.string(), name: z.string() })),
  distanceMeters: z.number().int().optional(),
  status: z.union([z.literal('open'), z.literal('closed')]),
  note: z.string().nullable().optional(),
});

const compile = (schema: z.ZodType, check: boolean) =>
  responseSerializerCompiler({ check })({
    schema,
    method: 'GET',
    url: '/test',
    httpStatus: '200',
  }) as (data: unknown) => string;

describe('answers written by fast-json-stringify from the zod response schema', () => {
  const parsed = (json: string | undefined) => JSON.parse(json ?? 'null') as unknown;

  it('writes the same JSON value as zod would (optional properties after the required ones)', () => {
    const value = {
      _id: 'a',
      name: 'Phở "tái" \u2028 \\ </script>',
      price: 12.5,
      tags: [{ _id: 't', name: 'soup' }],
      distanceMeters: 120,
      status: 'open',
      note: null,
    };
    expect(parsed(fastSerializer(card)?.(value))).toEqual(value);
    const noOptional = { _id: 'b', name: 'x', price: null, tags: [], status: 'closed' };
    expect(fastSerializer(card)?.(noOptional)).toBe(JSON.stringify(noOptional));
  });

  it('leaves out properties the schema does not declare, as zod does', () => {
    const value = { _id: 'a', name: 'x', price: 1, tags: [], status: 'open', passwordHash: 'h' };
    const written = JSON.parse(fastSerializer(card)?.(value) ?? '{}') as Record<string, unknown>;
    expect(written).not.toHaveProperty('passwordHash');
    expect(written).toEqual({ _id: 'a', name: 'x', price: 1, tags: [], status: 'open' });
  });

  it('compiles the contract schemas of the hot reads (items, businesses with their hours)', () => {
    expect(fastSerializer(z.array(itemSchema))).not.toBeNull();
    expect(fastSerializer(businessListResponseSchema)).not.toBeNull();
  });

  it('checking, fails an answer that breaks its contract instead of sending it', () => {
    const write = compile(card, true);
    expect(write({ _id: 'a', name: 'x', price: 1, tags: [], status: 'open' })).toBe(
      '{"_id":"a","name":"x","price":1,"tags":[],"status":"open"}',
    );
    // A status the contract does not know: zod refuses it.
    expect(() => write({ _id: 'a', name: 'x', price: 1, tags: [], status: 'maybe' })).toThrow();
    // A refinement fast-json-stringify cannot see (a whole number): zod refuses it.
    expect(() =>
      write({ _id: 'a', name: 'x', price: 1, tags: [], status: 'open', distanceMeters: 1.5 }),
    ).toThrow();
  });

  it('not checking, writes with fast-json-stringify alone (no zod on the way out)', () => {
    const write = compile(z.object({ n: z.number().refine(() => false) }), false);
    expect(write({ n: 1 })).toBe('{"n":1}');
  });
});

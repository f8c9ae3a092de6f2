// How answers are written: fast-json-stringify, compiled once per route from the JSON Schema of the
// route's zod response schema, in place of fastify-type-provider-zod's serializer (which checks the
// whole answer against the schema with zod, then calls JSON.stringify).
//
// The answers come from our own services, whose return types the compiler already checks against the
// same schemas; re-checking them on every request cost 15 to 33% of the server's CPU on a cache-off
// read (a businesses page's opening hours ran their refinements for every card: 307 µs against 26 µs;
// docs/decisions/029-response-serialization.md). fast-json-stringify writes only the properties the
// schema declares, as zod's parse strips the others, so nothing undeclared leaves the server.
//
// With `check` on (the API tests), every answer is also written the old way and the two must be the
// same JSON value: a schema fast-json-stringify reads differently from zod, or an answer that breaks its
// contract, fails the request. A schema it cannot compile keeps the zod serializer.
import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type ZodResponseSchema = z.ZodType | { properties: z.ZodType };

type Serializer = (data: unknown) => string;

/** The fast serializer of a zod schema, or null when its JSON Schema cannot be compiled. */
export function fastSerializer(schema: z.ZodType): Serializer | null {
  try {
    const json = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' });
    return fastJson(json as Parameters<typeof fastJson>[0]);
  } catch {
    return null;
  }
}

export function responseSerializerCompiler(options: {
  check: boolean;
}): FastifySerializerCompiler<ZodResponseSchema> {
  return (route) => {
    const viaZod = serializerCompiler(route) as Serializer;
    const schema = route.schema instanceof z.ZodType ? route.schema : route.schema.properties;
    const fast = schema instanceof z.ZodType ? fastSerializer(schema) : null;
    if (!fast) return viaZod;
    if (!options.check) return fast;
    return (data) => {
      const expected = viaZod(data);
      const written = fast(data);
      // The same JSON value (fast-json-stringify writes optional properties after required ones).
      if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
        throw new Error(
          `${route.method} ${route.url}: fast-json-stringify wrote ${written.slice(0, 300)} where zod wrote ${expected.slice(0, 300)}`,
        );
      }
      return written;
    };
  };
}

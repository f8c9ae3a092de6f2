// The OpenAPI document at /api/docs: zod schemas turned into JSON Schema (shared shapes named in
// components.schemas, see openapi-schemas.ts), a bearer security scheme so
// the UI's Authorize button signs requests, and a description on every answer.
import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import {
  createJsonSchemaTransform,
  createJsonSchemaTransformObject,
} from 'fastify-type-provider-zod';
import { finishDocument } from '../openapi/openapi-document.ts';
import { openApiRegistry } from './openapi-schemas.ts';

/** What each status means in this API (docs/guide.md, "The API"). */
export const RESPONSE_DESCRIPTIONS: Record<string, string> = {
  200: 'OK',
  201: 'Created',
  204: 'Done; no body',
  304: 'Not modified (the ETag still matches)',
  400: 'Bad input: `{ message }` says what is wrong',
  401: 'Not signed in, or the session expired (`{ message: "jwt expired" }`)',
  403: 'Signed in, but not allowed to do this to this record',
  404: 'No such record or route',
  409: 'Conflicts with an existing record',
  413: 'The upload is too large',
  415: 'Unsupported content type or file type',
  429: 'Too many requests: wait and try again',
  503: 'A service this needs is not configured or not reachable',
  504: 'A service this needs did not answer in time',
};

type Transform = NonNullable<FastifyDynamicSwaggerOptions['transform']>;
type OpenApiObject = ReturnType<NonNullable<FastifyDynamicSwaggerOptions['transformObject']>>;

const jsonSchemaTransform = createJsonSchemaTransform({ schemaRegistry: openApiRegistry });

/** jsonSchemaTransform (named schemas become $refs), then a description on every response that has none. */
export const openApiTransform: Transform = (input) => {
  const out = jsonSchemaTransform(input);
  const response = (out.schema as { response?: Record<string, Record<string, unknown>> }).response;
  if (response) {
    for (const [code, schema] of Object.entries(response)) {
      if (schema && typeof schema === 'object' && !schema.description)
        schema.description = RESPONSE_DESCRIPTIONS[code] ?? `HTTP ${code}`;
    }
  }
  return out;
};

const namedSchemasTransform = createJsonSchemaTransformObject({ schemaRegistry: openApiRegistry });

const REF = '#/components/schemas/';

/** Every schema is written as `Name` (answers) and `NameInput` (request bodies); drop the unused. */
function withoutUnusedSchemas(input: OpenApiObject): OpenApiObject {
  const doc = input as unknown as { components?: { schemas?: Record<string, unknown> } };
  const schemas = doc.components?.schemas;
  if (!schemas) return input;
  const used = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string' && value.startsWith(REF)) {
        const name = value.slice(REF.length);
        if (!used.has(name)) {
          used.add(name);
          visit(schemas[name]);
        }
      } else visit(value);
    }
  };
  visit({ ...doc, components: { ...doc.components, schemas: {} } });
  const kept = Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
  return { ...doc, components: { ...doc.components, schemas: kept } } as unknown as OpenApiObject;
}

export const openApiOptions: FastifyDynamicSwaggerOptions = {
  openapi: {
    info: { title: 'Menudex API', version: '0.1.0' },
    components: {
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'The `token` from POST /api/user/signup or /api/user/login',
        },
      },
    },
    // Every route accepts a session; routes that need one answer 401 without it. Each operation
    // says which it is (openapi/openapi-document.ts).
    security: [{ bearerAuth: [] }, {}],
  },
  transform: openApiTransform,
  // Writes the named schemas into components.schemas, keeping only those the document uses, then
  // what Redocly's recommended rules ask of every operation (openapi/openapi-document.ts).
  transformObject: (input) => finishDocument(withoutUnusedSchemas(namedSchemasTransform(input))),
};

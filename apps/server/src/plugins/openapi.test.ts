import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
type Doc = {
  components: {
    securitySchemes: Record<string, { type: string; scheme: string }>;
    schemas: Record<string, { properties?: Record<string, unknown> }>;
  };
  security: unknown[];
  paths: Record<string, Record<string, Operation>>;
};
type Operation = {
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<
    string,
    { description?: string; content?: Record<string, { schema: unknown }> }
  >;
};
let doc: Doc;
const json = (op: Operation | undefined, code: string) =>
  op?.responses[code]?.content?.['application/json']?.schema;
beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.app.inject({ url: '/api/docs/json' })).json();
});
afterAll(() => t.close());

describe('the OpenAPI document', () => {
  it('declares a bearer scheme, so the Authorize button signs requests', () => {
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
    expect(doc.security).toContainEqual({ bearerAuth: [] });
  });

  it('describes every answer of every operation', () => {
    const missing: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(operations)) {
        for (const [code, response] of Object.entries(op.responses ?? {})) {
          if (!response.description || response.description === 'Default Response')
            missing.push(`${method.toUpperCase()} ${path} ${code}`);
        }
      }
    }
    expect(missing).toEqual([]);
    expect(doc.paths['/api/items/{id}']?.get?.responses['404']?.description).toBe(
      'No such record or route',
    );
  });

  it('names shared shapes in components.schemas and refers to them', () => {
    const schemas = doc.components.schemas;
    for (const name of [
      'Business',
      'BusinessSummary',
      'Item',
      'MenuList',
      'User',
      'Profile',
      'Error',
    ])
      expect(schemas, name).toHaveProperty(name);
    expect(schemas.Error?.properties).toHaveProperty('message');
    expect(schemas.BusinessResponse?.properties?.business).toEqual({
      $ref: '#/components/schemas/Business',
    });
    const getBusiness = doc.paths['/api/businesses/{id}']?.get;
    expect(json(getBusiness, '200')).toEqual({ $ref: '#/components/schemas/BusinessResponse' });
    expect(json(getBusiness, '404')).toEqual({ $ref: '#/components/schemas/Error' });
    expect(json(doc.paths['/api/user/profile']?.get, '200')).toEqual({
      $ref: '#/components/schemas/Profile',
    });
    expect(doc.paths['/api/user/signup']?.post?.requestBody?.content['application/json']).toEqual({
      schema: { $ref: '#/components/schemas/SignupRequestInput' },
    });
  });

  it('keeps only the components it uses, and every $ref resolves', () => {
    const refs = new Set<string>();
    const walk = (node: unknown): void => {
      if (Array.isArray(node)) return node.forEach(walk);
      if (!node || typeof node !== 'object') return;
      for (const [key, value] of Object.entries(node))
        if (key === '$ref' && typeof value === 'string') refs.add(value);
        else walk(value);
    };
    walk(doc);
    const named = Object.keys(doc.components.schemas).map((n) => `#/components/schemas/${n}`);
    expect([...refs].filter((ref) => !named.includes(ref))).toEqual([]);
    expect(named.filter((ref) => !refs.has(ref))).toEqual([]);
  });
});

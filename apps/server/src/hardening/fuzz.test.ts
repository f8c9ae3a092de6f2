// Property-based fuzz of every API route (taken from the app's own OpenAPI document, so new routes are
// fuzzed without editing this file): malformed path parameters, queries, bodies, content types and
// headers, as an anonymous caller, a plain signed-in user and an admin. Never a 5xx, the server keeps
// answering, and what the caller may not change stays unchanged. Plus otherwise valid bodies with a
// control character (NUL, which PostgreSQL cannot store) in each text field: a 400 naming the field.
import crypto from 'node:crypto';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEEDBACK_QUESTIONS } from '@menudex/contract/constants';
import { CONTROL_CHARACTERS_MESSAGE } from '@menudex/contract/text';
import { createSessionTokens } from '../lib/session-tokens.ts';
import { systemClock } from '../lib/clock.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { bearer, factories, multipartForm } from '../testing/factories.ts';
import { consistencyViolations, dataSnapshot } from './consistency.ts';

/** Fixed, so a failure reproduces; fast-check prints the seed and the shrunk request. */
const SEED = 20_260_115;
const RUNS = { anonymous: 200, user: 200, admin: 100 };

type Route = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** OpenAPI path, e.g. /api/items/{id} */
  path: string;
  pathParams: string[];
  query: string[];
  body: { kind: 'json' | 'multipart'; fields: Record<string, PropertySchema> } | null;
  /** Documented 503 {message}: a provider (AI, Google, Facebook) that is not configured. */
  may503: boolean;
};

type PropertySchema = {
  type?: string | string[];
  enum?: unknown[];
  format?: string;
  items?: PropertySchema;
};

type OpenApi = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Array<{ in: string; name: string }>;
        requestBody?: {
          content: Record<string, { schema?: { properties?: Record<string, PropertySchema> } }>;
        };
        responses?: Record<string, unknown>;
      }
    >
  >;
};

function routesOf(spec: OpenApi): Route[] {
  const routes: Route[] = [];
  for (const [path, operations] of Object.entries(spec.paths)) {
    for (const [method, op] of Object.entries(operations)) {
      const upper = method.toUpperCase();
      if (upper !== 'GET' && upper !== 'POST' && upper !== 'PUT' && upper !== 'DELETE') continue;
      const content = op.requestBody?.content ?? {};
      const multipart = content['multipart/form-data'];
      const json = content['application/json'];
      const body = multipart
        ? { kind: 'multipart' as const, fields: multipart.schema?.properties ?? {} }
        : json
          ? { kind: 'json' as const, fields: json.schema?.properties ?? {} }
          : null;
      routes.push({
        method: upper,
        path,
        pathParams: (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
        query: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        body,
        may503: Object.keys(op.responses ?? {}).includes('503') && !path.endsWith('/healthz'),
      });
    }
  }
  return routes;
}

// ---- arbitraries -------------------------------------------------------------------------------

const ascii = (maxLength: number) =>
  fc
    .array(fc.integer({ min: 0x20, max: 0x7e }), { maxLength })
    .map((codes) => String.fromCharCode(...codes));

/** Text a person might type, with a control character somewhere in it (NUL most often). */
const withControlCharacter = fc
  .tuple(
    fc.string({ minLength: 1, maxLength: 12 }),
    fc.constantFrom('\u0000', '\u0000', '\u0001', '\u001b', '\u007f', '\u0085'),
    fc.string({ maxLength: 12 }),
  )
  .map(([before, control, after]) => `${before}${control}${after}`);

const anyText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    'null',
    'undefined',
    'NaN',
    '-1',
    '0',
    '1e309',
    '__proto__',
    'constructor',
  ),
  fc.constantFrom(
    "' or 1=1 --",
    '"; drop table items; --',
    '<script>alert(1)</script>',
    '../../etc/passwd',
  ),
  fc.constant('x'.repeat(5000)),
);

/** A path segment: real ids, random uuids, numbers, garbage, deliberately broken percent-encoding. */
const segment = (knownIds: string[]) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...knownIds) },
    { weight: 2, arbitrary: fc.uuid() },
    { weight: 1, arbitrary: fc.integer().map(String) },
    { weight: 2, arbitrary: fc.integer({ min: -1, max: 30 }).map(String) },
    { weight: 3, arbitrary: anyText.map((s) => encodeURIComponent(s)) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('%ZZ', '%E0%A4%A', '%00', '%2e%2e%2f', '%C0%AF', 'a'.repeat(250)),
    },
  );

const jsonValue = fc.jsonValue({ maxDepth: 3 });

const fieldValue = fc.oneof(
  anyText,
  jsonValue,
  fc.array(anyText, { maxLength: 7 }),
  fc.constantFrom(true, false, 0, -5, 1.5, 1e21, null),
);

/** A value the schema would accept (an enum member, a uuid, a boolean...), to get past validation. */
function plausible(schema: PropertySchema, knownIds: string[]): fc.Arbitrary<unknown> {
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  if (schema.format === 'uuid') return fc.oneof(fc.constantFrom(...knownIds), fc.uuid());
  if (schema.format === 'email') return fc.emailAddress();
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'boolean') return fc.boolean();
  if (type === 'integer' || type === 'number') return fc.integer({ min: -2, max: 200 });
  if (type === 'array') return fc.array(plausible(schema.items ?? {}, knownIds), { maxLength: 6 });
  return fc.oneof(
    fc.string({ minLength: 1, maxLength: 30 }),
    fc.constantFrom('Coffee', 'Pho', '12.50', '4155550100'),
    withControlCharacter,
  );
}

function queryString(names: string[], knownIds: string[]) {
  const pair = fc.tuple(
    fc.oneof(fc.constantFrom(...(names.length > 0 ? names : ['q'])), ascii(10)),
    fc.oneof(anyText, fc.constantFrom(...knownIds), fc.integer().map(String)),
  );
  return fc.oneof(
    fc.constant(''),
    fc
      .array(pair, { maxLength: 5 })
      .map((pairs) =>
        pairs.length === 0
          ? ''
          : '?' +
            pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&'),
      ),
    fc.constantFrom('?input=%E0%A4%A', '?page=1&page=2', '?input[]=a', '?businessId=%00'),
  );
}

type Body = { payload?: InjectOptions['payload']; contentType?: string };

function jsonBody(fields: Record<string, PropertySchema>, knownIds: string[]): fc.Arbitrary<Body> {
  const names = Object.keys(fields);
  const known = names.length > 0 ? names : ['value'];
  const value = fc.oneof(fieldValue, fc.constantFrom(...knownIds));
  // Each field plausible or garbage: requests that pass validation reach the services.
  const nearlyValid = fc.record(
    Object.fromEntries(
      names.map((name) => [
        name,
        fc.oneof(
          { weight: 3, arbitrary: plausible(fields[name] ?? {}, knownIds) },
          { weight: 1, arbitrary: value },
        ),
      ]),
    ),
    { requiredKeys: [] },
  );
  return fc.oneof(
    fc.constant<Body>({}),
    fc.dictionary(fc.constantFrom(...known), value, { maxKeys: known.length }).map((o) => ({
      payload: JSON.stringify(o),
      contentType: 'application/json',
    })),
    nearlyValid.map((o) => ({ payload: JSON.stringify(o), contentType: 'application/json' })),
    nearlyValid.map((o) => ({ payload: JSON.stringify(o), contentType: 'application/json' })),
    jsonValue.map((v) => ({ payload: JSON.stringify(v), contentType: 'application/json' })),
    fc
      .constantFrom(
        '{',
        '{"a":',
        '[1,2',
        'nul',
        '\u0000',
        '{"__proto__":{"x":1}}',
        '{"constructor":{"prototype":{}}}',
      )
      .map((text) => ({ payload: text, contentType: 'application/json' })),
    fc
      .tuple(
        anyText,
        fc.constantFrom(
          'text/plain',
          'application/xml',
          'application/x-www-form-urlencoded',
          'application/json; charset=utf-16',
          ';;;',
          'multipart/form-data',
        ),
      )
      .map(([text, contentType]) => ({ payload: text, contentType })),
  );
}

function multipartBody(
  fields: Record<string, PropertySchema>,
  knownIds: string[],
): fc.Arbitrary<Body> {
  const name = fc.oneof(
    fc.constantFrom(...Object.keys(fields)),
    fc.constantFrom(
      'tags[0]',
      'tags[]',
      'tags[9]',
      'location[city]',
      'location[zipCode]',
      'categories[0]',
      'a[b][c][d][e]',
      '__proto__',
      'location[__proto__]',
      'tags',
      'location',
    ),
    ascii(12),
  );
  const value = fc.oneof(
    anyText,
    fc.constantFrom(...knownIds),
    fc.constantFrom('data:image/jpeg;base64,AAAA', 'data:text/html;base64,PHNjcmlwdD4='),
    withControlCharacter,
  );
  const file = fc.record({
    field: fc.constantFrom('images', 'coverPhoto', 'logo', 'other'),
    bytes: fc.uint8Array({ maxLength: 64 }),
    filename: ascii(20),
    type: fc.constantFrom('image/jpeg', 'image/png', 'image/svg+xml', 'text/html', ''),
  });
  return fc.oneof(
    fc
      .tuple(fc.array(fc.tuple(name, value), { maxLength: 8 }), fc.array(file, { maxLength: 2 }))
      .map(([pairs, files]) => {
        const form = new FormData();
        for (const [k, v] of pairs) form.append(k, v);
        for (const f of files)
          form.append(f.field, new Blob([f.bytes], { type: f.type }), f.filename);
        return { payload: form };
      }),
    fc
      .tuple(
        anyText,
        fc.constantFrom(
          'multipart/form-data; boundary=xyz',
          'multipart/form-data',
          'multipart/form-data; boundary=',
        ),
      )
      .map(([text, contentType]) => ({
        payload: `--xyz\r\nContent-Disposition: form-data; name="name"\r\n\r\n${text}`,
        contentType,
      })),
    jsonBody(fields, knownIds),
  );
}

type Identity = 'anonymous' | 'user' | 'admin';

function authorization(
  identity: Identity,
  tokens: { user: string[]; admin: string[]; expired: string; foreign: string },
) {
  const garbage = fc.oneof(
    fc.constant(undefined),
    ascii(40),
    ascii(40).map((s) => `Bearer ${s}`),
    fc.constantFrom(
      'Bearer',
      'Bearer ',
      'Basic dXNlcjpwYXNz',
      `Bearer ${'a'.repeat(8000)}`,
      'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.',
    ),
    fc.constant(`Bearer ${tokens.expired}`),
    fc.constant(`Bearer ${tokens.foreign}`),
  );
  if (identity === 'anonymous') return garbage;
  // Several admins, so the per-user write limit does not turn the run into 429s.
  if (identity === 'admin')
    return fc.constantFrom(...tokens.admin).map((token) => `Bearer ${token}`);
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...tokens.user).map((token) => `Bearer ${token}`) },
    { weight: 1, arbitrary: garbage },
  );
}

function request(
  route: Route,
  identity: Identity,
  knownIds: string[],
  tokens: Parameters<typeof authorization>[1],
): fc.Arbitrary<InjectOptions & { url: string; method: string }> {
  const params = fc.tuple(...route.pathParams.map(() => segment(knownIds)));
  const body: fc.Arbitrary<Body> = !route.body
    ? fc.oneof(fc.constant<Body>({}), jsonBody({}, knownIds))
    : route.body.kind === 'multipart'
      ? multipartBody(route.body.fields, knownIds)
      : jsonBody(route.body.fields, knownIds);
  const extraHeaders = fc.dictionary(
    fc.constantFrom(
      'accept',
      'accept-encoding',
      'accept-language',
      'x-forwarded-for',
      'origin',
      'cookie',
      'if-none-match',
      'range',
      'x-http-method-override',
    ),
    ascii(60),
    { maxKeys: 3 },
  );
  return fc
    .record({
      params,
      query: queryString(route.query, knownIds),
      body,
      auth: authorization(identity, tokens),
      extraHeaders,
      remoteAddress: fc.ipV4(),
      head: fc.boolean(),
    })
    .map(({ params, query, body, auth, extraHeaders, remoteAddress, head }) => {
      let i = 0;
      const url = route.path.replace(/\{[^}]+\}/g, () => params[i++] ?? '') + query;
      const headers: Record<string, string> = { ...extraHeaders };
      if (auth !== undefined) headers.authorization = auth;
      if (body.contentType) headers['content-type'] = body.contentType;
      const method = route.method === 'GET' && head ? 'HEAD' : route.method;
      const options: InjectOptions & { url: string; method: string } = {
        method,
        url,
        headers,
        remoteAddress,
      };
      if (body.payload !== undefined && method !== 'GET' && method !== 'HEAD')
        options.payload = body.payload;
      return options;
    });
}

// ---- the run -----------------------------------------------------------------------------------

const STATS = new Map<string, number>();
let t: TestApp;
let routes: Route[];
let knownIds: string[];
let tokens: Parameters<typeof authorization>[1];

beforeAll(async () => {
  fc.configureGlobal({ seed: SEED });
  t = await createTestApp();
  const f = factories(t);
  const owner = await f.user();
  const cafe = await f.business({ name: 'Fuzz Cafe', feedbackEnabled: true, ownerId: owner.id });
  const other = await f.business({ name: 'Other Place' });
  const list = await f.list(cafe.id, 'Coffee');
  const items = [
    await f.item(cafe.id, list.id, { name: 'Cà phê sữa đá', tags: ['Coffee', 'Vietnamese'] }),
    await f.item(cafe.id, list.id, { name: 'Bánh mì', tags: ['Banh Mi'] }),
  ];
  const users = await Promise.all(Array.from({ length: 8 }, () => f.user()));
  const admins = await Promise.all(Array.from({ length: 4 }, () => f.user({ role: 'admin' })));
  const expired = await createSessionTokens(t.config.jwtSecret ?? '', '1s', {
    now: () => new Date('2020-01-01T00:00:00Z'),
  }).sign(users[0]?.id ?? '');
  const foreign = await createSessionTokens(
    'another-secret-another-secret-another-1',
    '7d',
    systemClock,
  ).sign(users[0]?.id ?? '');
  tokens = { user: users.map((u) => u.token), admin: admins.map((a) => a.token), expired, foreign };
  knownIds = [cafe.id, other.id, list.id, owner.id, ...items.map((i) => i.id), cafe.phone];
  routes = routesOf(t.app.swagger() as unknown as OpenApi);
}, 120_000);
afterAll(async () => {
  if (process.env.FUZZ_STATS)
    console.log(
      [...STATS]
        .sort()
        .map(([k, n]) => `${k}: ${n}`)
        .join('\n'),
    );
  await t.close();
});

async function check(route: Route, identity: Identity, runs: number) {
  await fc.assert(
    fc.asyncProperty(request(route, identity, knownIds, tokens), async (options) => {
      const res = await t.app.inject(options);
      const key = `${route.method} ${route.path} ${identity} ${res.statusCode}`;
      STATS.set(key, (STATS.get(key) ?? 0) + 1);
      const documented503 = route.may503 && res.statusCode === 503;
      if (res.statusCode >= 500 && !documented503) {
        throw new Error(
          `${options.method} ${options.url} answered ${res.statusCode}: ${res.body.slice(0, 300)}`,
        );
      }
      // Errors are JSON {message}, whatever went wrong.
      if (res.statusCode >= 400 && options.method !== 'HEAD') {
        expect(res.json(), `${options.method} ${options.url}`).toEqual({
          message: expect.any(String) as string,
        });
      }
    }),
    { numRuns: runs },
  );
  const health = await t.app.inject({ url: '/api/healthz' });
  expect(health.statusCode, `healthz after fuzzing ${route.method} ${route.path}`).toBe(200);
}

/** The snapshot without the accounts a valid sign-up (open to anyone) may create. */
function withoutSignUps(snapshot: Record<string, number | string>) {
  const { users: _u, ...rest } = snapshot;
  return rest;
}

/** ...and without what a signed-in user may legitimately change (their votes and favorites). */
function withoutOwnWrites(snapshot: Record<string, number | string>) {
  const {
    item_votes: _v,
    favorites: _f,
    likes: _l,
    dislikes: _d,
    favorite_counts: _c,
    ...rest
  } = withoutSignUps(snapshot);
  return rest;
}

describe('fuzz of every API route', () => {
  it('covers every documented route, including those added since', () => {
    const names = routes.map((r) => `${r.method} ${r.path}`);
    for (const expected of [
      'GET /api/items/pages/{page}',
      'POST /api/items/vote/{id}',
      'PUT /api/businesses/{id}',
      'POST /api/businesses/favorite/{id}',
      'GET /api/search/items',
      'POST /api/user/signup',
      'GET /api/user/profile',
      'POST /api/feedback/{businessId}',
      'POST /api/discount/redeem',
      'POST /api/openai/image',
      'GET /api/config',
      'GET /api/healthz',
    ]) {
      expect(names).toContain(expected);
    }
    expect(routes.length).toBeGreaterThanOrEqual(30);
  });

  it('anonymous: never a 5xx, always answering, and no data changed (beyond sign-ups)', async () => {
    const before = withoutSignUps(await dataSnapshot(t.database.db));
    for (const route of routes) await check(route, 'anonymous', RUNS.anonymous);
    expect(withoutSignUps(await dataSnapshot(t.database.db))).toEqual(before);
  }, 170_000);

  it('a plain signed-in user: never a 5xx, nothing changed beyond their own votes and favorites', async () => {
    const before = withoutOwnWrites(await dataSnapshot(t.database.db));
    for (const route of routes) await check(route, 'user', RUNS.user);
    expect(withoutOwnWrites(await dataSnapshot(t.database.db))).toEqual(before);
    expect(await consistencyViolations(t.database.db)).toEqual([]);
  }, 170_000);

  it('an admin: never a 5xx, and the data stays consistent whatever was written', async () => {
    for (const route of routes) await check(route, 'admin', RUNS.admin);
    expect(await consistencyViolations(t.database.db)).toEqual([]);
    expect((await t.app.inject({ url: '/api/items/pages/1' })).statusCode).toBe(200);
  }, 170_000);

  it('answers otherwise valid bodies with a NUL in any text field with 400 naming the field, storing nothing', async () => {
    type Case = {
      route: string;
      /** The text fields to spoil, one at a time, by their name in the body and in the message. */
      text: Array<[field: string, shown: string]>;
      send(
        spoil: (field: string, value: string) => string,
      ): Promise<{ statusCode: number; json(): unknown }>;
    };
    // Fresh records: the fuzz runs above may have deleted or renamed the shared ones.
    const f = factories(t);
    const admin = bearer((await f.user({ role: 'admin' })).token);
    const cafe = await f.business({ name: 'NUL Cafe', feedbackEnabled: true });
    const list = await f.list(cafe.id, 'Teas');
    const item = await f.item(cafe.id, list.id, { name: 'Green tea', tags: ['Tea'] });
    const fixture = { cafeId: cafe.id, itemId: item.id, listName: list.name };
    const json = (
      method: 'POST' | 'PUT',
      url: string,
      body: unknown,
      headers: Record<string, string> = admin,
    ) => t.app.inject({ method, url, headers, payload: body as InjectOptions['payload'] });
    const form = (method: 'POST' | 'PUT', url: string, fields: Record<string, string>) =>
      t.app.inject({ method, url, headers: admin, payload: multipartForm(fields) });
    const answers = FEEDBACK_QUESTIONS.map((q) => ({
      question: q.question,
      customerRating: 4,
      labels: [...q.labels],
    }));
    let signups = 0;
    const cases: Case[] = [
      {
        route: 'POST /api/user/signup',
        text: [['name', 'name']],
        send: (spoil) =>
          json(
            'POST',
            '/api/user/signup',
            {
              name: spoil('name', 'Ann Example'),
              email: `nul-${++signups}@example.com`,
              password: 'a good password',
            },
            {},
          ),
      },
      {
        route: 'POST /api/businesses/{id}/lists',
        text: [['name', 'name']],
        send: (spoil) =>
          json('POST', `/api/businesses/${fixture.cafeId}/lists`, {
            name: spoil('name', 'Desserts'),
          }),
      },
      {
        route: 'POST /api/items/{businessId}',
        text: [
          ['name', 'name'],
          ['description', 'description'],
          ['topic', 'topic'],
          ['tags[0]', 'tags.0'],
        ],
        send: (spoil) =>
          form('POST', `/api/items/${fixture.cafeId}`, {
            name: spoil('name', 'Iced tea'),
            description: spoil('description', 'Cold and sweet'),
            price: '3.50',
            topic: spoil('topic', fixture.listName),
            'tags[0]': spoil('tags[0]', 'Tea'),
          }),
      },
      {
        route: 'PUT /api/items/{id}',
        text: [
          ['name', 'name'],
          ['description', 'description'],
          ['tags[0]', 'tags.0'],
        ],
        send: (spoil) =>
          form('PUT', `/api/items/${fixture.itemId}`, {
            name: spoil('name', 'Cà phê sữa đá'),
            description: spoil('description', 'Strong, sweet, on ice'),
            'tags[0]': spoil('tags[0]', 'Coffee'),
          }),
      },
      {
        route: 'PUT /api/businesses/{id}',
        text: [
          ['name', 'name'],
          ['description', 'description'],
          ['location[address1]', 'location.address1'],
          ['location[city]', 'location.city'],
          ['categories[0]', 'categories.0'],
        ],
        send: (spoil) =>
          form('PUT', `/api/businesses/${fixture.cafeId}`, {
            name: spoil('name', 'Fuzz Cafe'),
            description: spoil('description', 'Coffee and more'),
            'location[address1]': spoil('location[address1]', '1 Main St'),
            'location[city]': spoil('location[city]', 'San Jose'),
            'categories[0]': spoil('categories[0]', 'Cafe'),
          }),
      },
      {
        route: 'POST /api/feedback/{businessId}',
        text: [['customerComment', 'customerComment']],
        send: (spoil) =>
          json('POST', `/api/feedback/${fixture.cafeId}`, {
            userId: crypto.randomUUID(),
            userFeedbacks: [
              ...answers.slice(0, 2),
              {
                ...answers[2],
                customerComment: spoil('customerComment', 'Quick and friendly'),
              },
            ],
          }),
      },
    ];

    for (const c of cases) {
      for (const [field, shown] of c.text) {
        const before = await dataSnapshot(t.database.db);
        const res = await c.send((name, value) =>
          name === field ? `${value.slice(0, 2)}\u0000${value.slice(2)}` : value,
        );
        const where = `${c.route} ${field}`;
        expect(res.statusCode, `${where}: ${JSON.stringify(res.json())}`).toBe(400);
        const { message } = res.json() as { message: string };
        expect(message, where).toContain(CONTROL_CHARACTERS_MESSAGE);
        expect(message, where).toContain(shown);
        expect(await dataSnapshot(t.database.db), where).toEqual(before);
      }
      // The same body without the NUL is accepted: it was only the NUL that was refused.
      const clean = await c.send((_name, value) => value);
      expect(clean.statusCode, `${c.route} clean: ${JSON.stringify(clean.json())}`).toBeLessThan(
        300,
      );
    }
    expect(await consistencyViolations(t.database.db)).toEqual([]);
  });

  it('answers unknown /api paths and methods with 404 {message}, never 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'),
        fc.array(
          anyText.map((s) => encodeURIComponent(s)),
          { minLength: 1, maxLength: 4 },
        ),
        async (method, parts) => {
          const res = await t.app.inject({
            method: method as InjectOptions['method'],
            url: `/api/${parts.join('/')}`,
          });
          expect(res.statusCode).toBeLessThan(500);
        },
      ),
      { numRuns: 200 },
    );
  });
});

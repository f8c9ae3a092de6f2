// POST /api/openai/translation (DESIGN.md 7.5): an owner's name and description drafted in another
// language by the provider's chat completions, only offered (nothing stored), with the other
// helpers' access, rate limit, failures and 503 without a provider.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AI_TEXTS, AI_TRANSLATION_TEXTS } from '@menudex/contract/ai';
import { LIMITS } from '@menudex/contract/constants';
import { bearer, factories, type TestUser } from '../../testing/factories.ts';
import { startFakeOpenAi, type FakeOpenAi, fakeAiConfig } from '../../testing/fake-openai.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { AI_RATE_LIMIT } from './ai.routes.ts';
import { translationSystemPrompt } from './ai.service.ts';

const TIMEOUT_MS = 2000;

function translate(t: TestApp, who: TestUser | null, payload: unknown) {
  return t.app.inject({
    method: 'POST',
    url: '/api/openai/translation',
    headers: who ? bearer(who.token) : {},
    payload: payload as object,
  });
}

describe('with an OpenAI-compatible provider', () => {
  let fake: FakeOpenAi;
  let t: TestApp;
  let owner: TestUser;
  let admin: TestUser;
  let plain: TestUser;

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    t = await createTestApp({
      ai: fakeAiConfig(fake, TIMEOUT_MS),
    });
    const f = factories(t);
    owner = await f.user();
    await f.business({ ownerId: owner.id });
    admin = await f.user({ role: 'admin' });
    plain = await f.user();
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(() => {
    fake.mode = 'ok';
    fake.description = 'Phở bò tái';
    fake.requests.length = 0;
  });

  it('drafts the name and the description, each with its own completion', async () => {
    const res = await translate(t, owner, {
      to: 'vi',
      name: ' Rare beef noodle soup ',
      description: 'Rice noodles in a slow-cooked beef broth.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ name: 'Phở bò tái', description: 'Phở bò tái' });
    expect(fake.requests).toHaveLength(2);
    const sent = fake.requests.map((r) => r.body?.messages);
    expect(sent).toEqual(
      expect.arrayContaining([
        [
          { role: 'system', content: translationSystemPrompt('vi', 'name') },
          { role: 'user', content: 'Rare beef noodle soup' },
        ],
        [
          { role: 'system', content: translationSystemPrompt('vi', 'description') },
          { role: 'user', content: 'Rice noodles in a slow-cooked beef broth.' },
        ],
      ]),
    );
    expect(fake.requests[0]?.path).toBe('/v1/chat/completions');
    expect(fake.requests[0]?.body?.model).toBe('fake-text-model');
    expect(translationSystemPrompt('vi', 'name')).toContain('Vietnamese');
  });

  it('drafts only what is sent, and stores nothing', async () => {
    const business = await factories(t).business({ ownerId: owner.id });
    const res = await translate(t, admin, { to: 'vi', description: 'Crispy rolls.' });
    expect(res.json()).toEqual({ description: 'Phở bò tái' });
    expect(fake.requests).toHaveLength(1);
    const row = await t.database.db
      .selectFrom('businesses')
      .select('translations')
      .where('id', '=', business.id)
      .executeTakeFirstOrThrow();
    expect(row.translations).toEqual({});
  });

  it('cleans what the model wrote and keeps a name within its limit', async () => {
    fake.description = '"**Gỏi cuốn**"';
    expect((await translate(t, owner, { to: 'vi', name: 'Spring rolls' })).json()).toEqual({
      name: 'Gỏi cuốn',
    });
    fake.description = 'từ '.repeat(200);
    const long = (await translate(t, owner, { to: 'vi', name: 'Spring rolls' })).json<{
      name: string;
    }>();
    expect(long.name.length).toBeLessThanOrEqual(LIMITS.nameMaxLength);
  });

  it('answers 502 when the model sends no text', async () => {
    fake.mode = 'garbage';
    const res = await translate(t, owner, { to: 'vi', name: 'Phở' });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      message: `${AI_TEXTS.providerFailed}: ${AI_TRANSLATION_TEXTS.noTranslation}`,
    });
  });

  it.each([
    ['nothing to translate', { to: 'vi' }, AI_TRANSLATION_TEXTS.nothingToTranslate],
    [
      'blank texts',
      { to: 'vi', name: '  ', description: '' },
      AI_TRANSLATION_TEXTS.nothingToTranslate,
    ],
    ['a language the install does not have', { to: 'fr', name: 'Phở' }, 'to must be one of en, vi'],
    [
      'a name longer than a name may be',
      { to: 'vi', name: 'x'.repeat(LIMITS.nameMaxLength + 1) },
      `must be at most ${LIMITS.nameMaxLength} characters`,
    ],
  ])('refuses %s with 400 and asks the provider nothing', async (_name, payload, message) => {
    const res = await translate(t, owner, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toContain(message);
    expect(fake.requests).toHaveLength(0);
  });

  it('lets admins and owners in; 401 for anonymous callers, 403 for users who own nothing', async () => {
    expect((await translate(t, null, { to: 'vi', name: 'Phở' })).statusCode).toBe(401);
    const refused = await translate(t, plain, { to: 'vi', name: 'Phở' });
    expect(refused.statusCode).toBe(403);
    expect(fake.requests).toHaveLength(0);
  });

  it('limits each person to the helpers’ rate, then 429 with a message', async () => {
    const f = factories(t);
    const busy = await f.user();
    await f.business({ ownerId: busy.id });
    for (let i = 0; i < AI_RATE_LIMIT.max; i++) {
      expect((await translate(t, busy, { to: 'vi', name: 'Phở' })).statusCode).toBe(200);
    }
    const limited = await translate(t, busy, { to: 'vi', name: 'Phở' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: AI_TEXTS.rateLimited });
  });

  it('is listed in the OpenAPI document', async () => {
    const paths = (await t.app.inject({ url: '/api/docs/json' })).json<{ paths: object }>().paths;
    expect(Object.keys(paths)).toContain('/api/openai/translation');
  });
});

describe('without a provider', () => {
  let t: TestApp;
  let owner: TestUser;

  beforeAll(async () => {
    t = await createTestApp({
      ai: {
        apiKey: undefined,
        baseUrl: undefined,
        textModel: 'gpt-4o-mini',
        imageModel: 'gpt-image-1',
        visionModel: 'gpt-4o-mini',
        timeoutMs: TIMEOUT_MS,
      },
    });
    const f = factories(t);
    owner = await f.user();
    await f.business({ ownerId: owner.id });
  });
  afterAll(() => t.close());

  it('answers 503 with a message to owners', async () => {
    const res = await translate(t, owner, { to: 'vi', name: 'Phở' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ message: AI_TEXTS.notConfigured });
  });
});

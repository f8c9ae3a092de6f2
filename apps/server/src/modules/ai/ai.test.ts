// The AI drafting helpers against a fake OpenAI-compatible provider on 127.0.0.1: answers, the
// provider's failures and timeouts, image conversion, access, input bounds, rate limit, and the
// server without a provider.
import net from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AI_TEXTS } from '@menudex/contract/ai';
import { LIMITS } from '@menudex/contract/constants';
import { bearer, factories, multipartForm, type TestUser } from '../../testing/factories.ts';
import {
  FAKE_DESCRIPTION,
  startFakeOpenAi,
  type FakeOpenAi,
  fakeAiConfig,
  FAKE_API_KEY,
} from '../../testing/fake-openai.ts';
import { createTestApp, testConfig, type TestApp } from '../../testing/test-app.ts';
import { createOpenAiProvider, safeReason } from './ai-provider.ts';
import { AI_RATE_LIMIT } from './ai.routes.ts';
import { cleanDescription, DESCRIPTION_SYSTEM_PROMPT, PHOTO_MAX_PX, toJpeg } from './ai.service.ts';

const API_KEY = FAKE_API_KEY;
const TIMEOUT_MS = 2000;

type Who = TestUser | null;

function post(t: TestApp, path: 'image' | 'description', who: Who, payload: unknown) {
  return t.app.inject({
    method: 'POST',
    url: `/api/openai/${path}`,
    headers: who ? bearer(who.token) : {},
    payload: payload as object,
  });
}

async function jpegOf(base64: string) {
  const bytes = Buffer.from(base64, 'base64');
  return { bytes, meta: await sharp(bytes).metadata() };
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
    fake.description = FAKE_DESCRIPTION;
    fake.requests.length = 0;
  });

  it('tells the browser the helpers are on', async () => {
    const res = await t.app.inject({ url: '/api/config' });
    expect(res.json().ai).toEqual({ enabled: true });
  });

  it('lists both helpers in the OpenAPI document', async () => {
    const paths = (await t.app.inject({ url: '/api/docs/json' })).json().paths;
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining(['/api/openai/image', '/api/openai/description']),
    );
  });

  it('drafts a description with the text model, the key and the dish name', async () => {
    const res = await post(t, 'description', owner, { prompt: '  Bún Bò Huế ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ description: FAKE_DESCRIPTION });
    expect(fake.requests).toHaveLength(1);
    const [sent] = fake.requests;
    expect(sent?.path).toBe('/v1/chat/completions');
    expect(sent?.authorization).toBe(`Bearer ${API_KEY}`);
    expect(sent?.body?.model).toBe('fake-text-model');
    expect(sent?.body?.messages).toEqual([
      { role: 'system', content: DESCRIPTION_SYSTEM_PROMPT },
      { role: 'user', content: 'Bún Bò Huế' },
    ]);
  });

  it('cleans up what the model wrote: quotes, reasoning, markdown and excess length', async () => {
    fake.description = '<think>The user wants soup.</think>\n  "**Fragrant** beef noodle soup."  ';
    const res = await post(t, 'description', admin, { prompt: 'Phở' });
    expect(res.json()).toEqual({ description: 'Fragrant beef noodle soup.' });

    fake.description = 'word '.repeat(1000);
    const long = await post(t, 'description', admin, { prompt: 'Phở' });
    const description: string = long.json().description;
    expect(description.length).toBeLessThanOrEqual(LIMITS.descriptionMaxLength);
    expect(description.endsWith('word')).toBe(true);
  });

  it('answers 502 when the model sends no text', async () => {
    fake.mode = 'garbage';
    const res = await post(t, 'description', owner, { prompt: 'Phở' });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      message: `${AI_TEXTS.providerFailed}: ${AI_TEXTS.noDescription}`,
    });
  });

  it('drafts a photo: the provider PNG comes back as a JPEG of at most 1024 px', async () => {
    const res = await post(t, 'image', owner, { prompt: 'Bánh Mì' });
    expect(res.statusCode).toBe(200);
    const { bytes, meta } = await jpegOf(res.json().photo);
    expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect(meta.format).toBe('jpeg');
    // The fake's PNG is 1536 x 1024: shrunk to fit, proportions kept.
    expect(meta.width).toBe(PHOTO_MAX_PX);
    expect(meta.height).toBe(683);

    const [sent] = fake.requests;
    expect(sent?.path).toBe('/v1/images/generations');
    expect(sent?.authorization).toBe(`Bearer ${API_KEY}`);
    expect(sent?.body).toMatchObject({
      model: 'fake-image-model',
      n: 1,
      size: '1024x1024',
      response_format: 'b64_json',
    });
    expect(sent?.body?.prompt).toEqual(expect.stringContaining('Bánh Mì'));
    expect(sent?.body?.prompt).toEqual(expect.stringMatching(/food photography/i));
  });

  it('drafts what the Add Item modal sends on: the photo as a data URL becomes the item image', async () => {
    const f = factories(t);
    const business = await f.business({ ownerId: owner.id });
    const { photo } = (await post(t, 'image', owner, { prompt: 'Bún Chả' })).json();
    const { description } = (await post(t, 'description', owner, { prompt: 'Bún Chả' })).json();
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/items/${business.id}`,
      headers: bearer(owner.token),
      payload: multipartForm({
        name: 'Bún Chả',
        topic: 'Noodles',
        description,
        image: `data:image/jpeg;base64,${photo}`,
      }),
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().item).toMatchObject({ description: FAKE_DESCRIPTION });
    expect(created.json().item.images).toEqual([expect.stringMatching(/^media\/.+\.webp$/)]);
  });

  it('fetches the photo when the provider answers with a URL instead of base64', async () => {
    fake.mode = 'url';
    const res = await post(t, 'image', owner, { prompt: 'Cơm Tấm' });
    expect(res.statusCode).toBe(200);
    const { meta } = await jpegOf(res.json().photo);
    expect(meta.format).toBe('jpeg');
  });

  it('answers 502 with a clear message when the provider sends something that is not an image', async () => {
    fake.mode = 'garbage';
    const res = await post(t, 'image', owner, { prompt: 'Phở' });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ message: `${AI_TEXTS.providerFailed}: ${AI_TEXTS.notAnImage}` });
  });

  it('answers 502 with the provider error, once (no retries), for both helpers', async () => {
    fake.mode = 'error';
    for (const path of ['image', 'description'] as const) {
      const res = await post(t, path, owner, { prompt: 'Phở' });
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toMatch(new RegExp(`^${AI_TEXTS.providerFailed}: 500 `));
    }
    expect(fake.requests).toHaveLength(2);
  });

  it('never shows the API key, even when the provider echoes it back', async () => {
    fake.mode = 'unauthorized';
    const res = await post(t, 'description', owner, { prompt: 'Phở' });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toMatch(/^The AI provider failed: 401 Incorrect API key provided/);
    expect(res.body).not.toContain(API_KEY);
    expect(res.body).not.toContain('sk-');
  });

  it('answers 400 with the reason when the provider refuses the prompt (a client matter, not an outage)', async () => {
    fake.mode = 'refused';
    const res = await post(t, 'image', owner, { prompt: 'Phở' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: `${AI_TEXTS.providerRefused}: Your request was rejected as a result of our safety system.`,
    });
  });

  it('answers 504 once the configured timeout passes without an answer', async () => {
    fake.mode = 'hang';
    for (const path of ['image', 'description'] as const) {
      const started = Date.now();
      const res = await post(t, path, owner, { prompt: 'Phở' });
      const waited = Date.now() - started;
      expect(res.statusCode).toBe(504);
      expect(res.json()).toEqual({ message: AI_TEXTS.timeout });
      expect(waited).toBeGreaterThanOrEqual(TIMEOUT_MS - 100);
      expect(waited).toBeLessThan(TIMEOUT_MS + 1500);
    }
  });

  it('lets admins and owners in; 401 for anonymous callers, 403 for users who own nothing', async () => {
    expect((await post(t, 'description', admin, { prompt: 'Phở' })).statusCode).toBe(200);
    const anonymous = await post(t, 'description', null, { prompt: 'Phở' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: 'Please sign in' });
    for (const path of ['image', 'description'] as const) {
      const res = await post(t, path, plain, { prompt: 'Phở' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'You are not allowed to do this' });
    }
    expect(fake.requests).toHaveLength(1);
  });

  it.each([
    ['an empty prompt', { prompt: '' }, AI_TEXTS.promptRequired],
    ['a blank prompt', { prompt: ' \n\t ' }, AI_TEXTS.promptRequired],
    ['a missing prompt', {}, AI_TEXTS.promptRequired],
    ['a prompt that is not text', { prompt: 42 }, AI_TEXTS.promptRequired],
    [
      'a prompt that is too long',
      { prompt: 'x'.repeat(LIMITS.aiPromptMaxLength + 1) },
      AI_TEXTS.promptTooLong,
    ],
  ])('refuses %s with 400 and asks the provider nothing', async (_name, payload, message) => {
    for (const path of ['image', 'description'] as const) {
      const res = await post(t, path, owner, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: `body.prompt: ${message}` });
    }
    expect(fake.requests).toHaveLength(0);
  });

  it('accepts a prompt of exactly the maximum length', async () => {
    const res = await post(t, 'description', owner, {
      prompt: 'x'.repeat(LIMITS.aiPromptMaxLength),
    });
    expect(res.statusCode).toBe(200);
  });

  it('limits each person to 20 generations per endpoint in 10 minutes, then 429 with a message', async () => {
    const f = factories(t);
    const busy = await f.user();
    await f.business({ ownerId: busy.id });
    for (let i = 0; i < AI_RATE_LIMIT.max; i++) {
      expect((await post(t, 'description', busy, { prompt: 'Phở' })).statusCode).toBe(200);
    }
    const refused = await post(t, 'description', busy, { prompt: 'Phở' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: AI_TEXTS.rateLimited });
    expect(refused.headers['retry-after']).toBeDefined();
    expect(fake.requests).toHaveLength(AI_RATE_LIMIT.max);
    // Per person: another owner is not held up.
    expect((await post(t, 'description', owner, { prompt: 'Phở' })).statusCode).toBe(200);
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

  it('tells the browser the helpers are off', async () => {
    const res = await t.app.inject({ url: '/api/config' });
    expect(res.json().ai).toEqual({ enabled: false });
  });

  it('answers 503 with a message to owners, for both helpers', async () => {
    for (const path of ['image', 'description'] as const) {
      const res = await post(t, path, owner, { prompt: 'Phở' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ message: AI_TEXTS.notConfigured });
    }
  });

  it('still answers 401 to anonymous callers first', async () => {
    const res = await post(t, 'image', null, { prompt: 'Phở' });
    expect(res.statusCode).toBe(401);
  });
});

describe('the OpenAI-compatible provider on its own', () => {
  it('is not built without a key or a base URL', () => {
    expect(createOpenAiProvider(testConfig().ai)).toBeNull();
  });

  it('reports a provider it cannot reach as unreachable, not as a timeout', async () => {
    // A port that was free a moment ago: nothing listens there.
    const port = await new Promise<number>((resolve) => {
      const srv = net.createServer().listen(0, '127.0.0.1', () => {
        const address = srv.address() as net.AddressInfo;
        srv.close(() => resolve(address.port));
      });
    });
    const provider = createOpenAiProvider({
      ...testConfig().ai,
      baseUrl: `http://127.0.0.1:${port}/v1`,
      timeoutMs: TIMEOUT_MS,
    });
    await expect(
      provider?.complete({ system: 's', user: 'u' }, AbortSignal.timeout(TIMEOUT_MS)),
    ).rejects.toThrow(AI_TEXTS.unreachable);
  });

  it('does not ask the GPT image models for response_format, which they refuse', async () => {
    const fake = await startFakeOpenAi();
    try {
      const provider = createOpenAiProvider({
        ...testConfig().ai,
        apiKey: API_KEY,
        baseUrl: fake.baseUrl,
        imageModel: 'gpt-image-1',
        visionModel: 'gpt-4o-mini',
      });
      const bytes = await provider?.generateImage('Phở', AbortSignal.timeout(TIMEOUT_MS));
      expect(bytes?.equals(fake.image)).toBe(true);
      expect(fake.requests[0]?.body).toMatchObject({ model: 'gpt-image-1' });
      expect(fake.requests[0]?.body).not.toHaveProperty('response_format');
    } finally {
      await fake.close();
    }
  });

  it('strips credentials and bounds the length of provider messages', () => {
    const reason = safeReason(
      `401 Bad key sk-proj-abc*****xyz and Bearer abc.def for key ${API_KEY} ${'x'.repeat(500)}`,
      API_KEY,
    );
    expect(reason).not.toContain('sk-');
    expect(reason).not.toContain('abc.def');
    expect(reason.length).toBeLessThanOrEqual(200);
  });

  it('puts a transparent image on white, not black, when it becomes a JPEG', async () => {
    const transparent = await sharp({
      create: { width: 64, height: 64, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const { data } = await sharp(await toJpeg(transparent))
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(Math.min(...data.subarray(0, 3))).toBeGreaterThan(245);
  });

  it('keeps plain descriptions as they are', () => {
    expect(cleanDescription('Crispy pork belly over broken rice.')).toBe(
      'Crispy pork belly over broken rice.',
    );
  });
});

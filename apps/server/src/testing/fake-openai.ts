// A fake OpenAI-compatible provider on 127.0.0.1 (random port) for API tests and browser journeys:
// chat completions (text, and vision: a menu draft as JSON for the images it is sent) and image
// generations, with switchable failure modes and a log of what it got.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import type { Config } from '../config.ts';

/**
 * ok: a normal answer; url: images answered as a URL on this server (chat answers normally);
 * error: 500; unauthorized: 401 echoing the key, as some providers do; refused: 400 from moderation;
 * hang: never answers;
 * garbage: an image that is not one, or an empty completion;
 * no-dishes: vision answers a menu without a dish (the file was not a menu); text answers normally;
 * malformed-json: vision answers JSON cut off in the middle; text answers normally.
 */
export type FakeMode =
  | 'ok'
  | 'url'
  | 'error'
  | 'unauthorized'
  | 'refused'
  | 'hang'
  | 'garbage'
  | 'no-dishes'
  | 'malformed-json';

/** A menu draft as a vision model writes it: lists of items (price null where it could not read). */
export type FakeMenu = {
  lists: Array<{
    name: string;
    items: Array<{
      name: string;
      description: string;
      price: number | null;
      tags: string[];
      diets: string[];
    }>;
  }>;
};

export type FakeRequest = {
  method: string;
  path: string;
  authorization: string | undefined;
  /** The parsed JSON body (null when there was none). */
  body: Record<string, unknown> | null;
};

export type FakeOpenAi = {
  /** The base URL to configure (AI_BASE_URL), ending in /v1. */
  baseUrl: string;
  /** Every request received, oldest first. */
  requests: FakeRequest[];
  mode: FakeMode;
  /** What chat completions answer in 'ok' mode. */
  description: string;
  /** What a vision request (a chat completion with images) answers in 'ok' mode, as JSON. */
  menu: FakeMenu;
  /** How long a vision request takes to answer, in ms (a real model reads for seconds). */
  visionDelayMs: number;
  /** The number of images each vision request carried, oldest first. */
  visionImages: number[];
  /** The image generations answer (a PNG unless replaced). */
  image: Buffer;
  close(): Promise<void>;
};

/** The key the tests configure; a test checks it never reaches an answer or a log. */
export const FAKE_API_KEY = 'sk-test-secret-key-0123456789';

/** The AI settings of a test app that talks to this fake (createTestApp({ ai: fakeAiConfig(fake) })). */
export function fakeAiConfig(fake: Pick<FakeOpenAi, 'baseUrl'>, timeoutMs = 2000): Config['ai'] {
  return {
    apiKey: FAKE_API_KEY,
    baseUrl: fake.baseUrl,
    textModel: 'fake-text-model',
    imageModel: 'fake-image-model',
    visionModel: 'fake-vision-model',
    timeoutMs,
  };
}

export const FAKE_DESCRIPTION =
  'Slow-simmered beef broth with rice noodles, tender brisket and a handful of fresh herbs.';

/** The menu the fake reads from any images: two lists, one price it could not read. */
export const FAKE_MENU: FakeMenu = {
  lists: [
    {
      name: 'Starters',
      items: [
        {
          name: 'Gỏi Cuốn',
          description: 'Fresh spring rolls with shrimp, herbs and peanut sauce',
          price: 6.5,
          tags: [],
          diets: [],
        },
        {
          name: 'Chả Giò',
          description: 'Crispy fried pork rolls',
          price: null,
          tags: ['House special'],
          diets: [],
        },
      ],
    },
    {
      name: 'Mains',
      items: [
        {
          name: 'Phở Chay',
          description: 'Vegetable broth, rice noodles and tofu',
          price: 13,
          tags: [],
          diets: ['vegan'],
        },
        {
          name: 'Bún Chả',
          description: 'Grilled pork with rice vermicelli',
          price: 14.25,
          tags: ['Spicy'],
          diets: [],
        },
      ],
    },
  ],
};

/** The `image_url` parts of a chat completion's messages: how many images it sent. */
export function imagesIn(body: Record<string, unknown> | null): number {
  const messages = Array.isArray(body?.messages) ? (body.messages as unknown[]) : [];
  let count = 0;
  for (const message of messages) {
    const content = (message as { content?: unknown } | null)?.content;
    if (!Array.isArray(content)) continue;
    for (const part of content)
      if ((part as { type?: unknown } | null)?.type === 'image_url') count++;
  }
  return count;
}

/** A 1536 x 1024 PNG of a plate on a table: wider than the 1024 px the server answers. */
export function fakeDishPng(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1536" height="1024">
    <rect width="1536" height="1024" fill="#8d5a3b"/>
    <circle cx="768" cy="512" r="420" fill="#f4f1ea"/>
    <circle cx="768" cy="512" r="300" fill="#d9822b"/>
    <circle cx="700" cy="450" r="60" fill="#4f8a3c"/>
    <circle cx="860" cy="580" r="70" fill="#a8322d"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

function send(res: http.ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

function readBody(req: http.IncomingMessage): Promise<Record<string, unknown> | null> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      try {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve(text ? (JSON.parse(text) as Record<string, unknown>) : null);
      } catch {
        resolve(null);
      }
    });
  });
}

export async function startFakeOpenAi(
  options: {
    mode?: FakeMode;
    description?: string;
    image?: Buffer;
    menu?: FakeMenu;
    visionDelayMs?: number;
  } = {},
): Promise<FakeOpenAi> {
  const server = http.createServer();
  let origin = '';
  const state: FakeOpenAi = {
    baseUrl: '',
    requests: [],
    mode: options.mode ?? 'ok',
    description: options.description ?? FAKE_DESCRIPTION,
    menu: options.menu ?? FAKE_MENU,
    visionDelayMs: options.visionDelayMs ?? 0,
    visionImages: [],
    image: options.image ?? (await fakeDishPng()),
    close: async () => {
      // Hanging requests keep their sockets open: drop them, or close() would wait for ever.
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  server.on('request', (req, res) => {
    void (async () => {
      const path = new URL(req.url ?? '/', 'http://fake').pathname;
      if (req.method === 'GET' && path === '/files/dish.png') {
        res.writeHead(200, { 'content-type': 'image/png' });
        res.end(state.image);
        return;
      }
      const body = await readBody(req);
      state.requests.push({
        method: req.method ?? 'GET',
        path,
        authorization: req.headers.authorization,
        body,
      });
      const images = imagesIn(body);
      if (images > 0) state.visionImages.push(images);
      const mode = state.mode;
      if (mode === 'hang') return;
      if (mode === 'error')
        return send(res, 500, {
          error: {
            message: 'The server had an error while processing your request',
            type: 'server_error',
          },
        });
      if (mode === 'unauthorized')
        return send(res, 401, {
          error: {
            message: `Incorrect API key provided: ${req.headers.authorization?.replace(/^Bearer /, '') ?? ''}`,
            type: 'invalid_request_error',
            code: 'invalid_api_key',
          },
        });
      if (mode === 'refused')
        return send(res, 400, {
          error: {
            message: 'Your request was rejected as a result of our safety system.',
            type: 'image_generation_user_error',
            code: 'moderation_blocked',
          },
        });
      if (req.method === 'POST' && path === '/v1/chat/completions') {
        let content = mode === 'garbage' ? '' : state.description;
        if (images > 0) {
          if (state.visionDelayMs > 0)
            await new Promise((resolve) => setTimeout(resolve, state.visionDelayMs));
          content =
            mode === 'garbage'
              ? ''
              : mode === 'no-dishes'
                ? JSON.stringify({ lists: [] })
                : mode === 'malformed-json'
                  ? '{"lists": [{"name": "Starters", "items": [{"name": "Gỏi Cuốn", "price": 6.5'
                  : JSON.stringify(state.menu);
        }
        return send(res, 200, {
          id: 'chatcmpl-fake',
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: typeof body?.model === 'string' ? body.model : 'fake',
          choices: [
            {
              index: 0,
              message: { role: 'assistant', content },
              finish_reason: 'stop',
            },
          ],
        });
      }
      if (req.method === 'POST' && path === '/v1/images/generations') {
        const created = Math.floor(Date.now() / 1000);
        if (mode === 'url')
          return send(res, 200, { created, data: [{ url: `${origin}/files/dish.png` }] });
        const bytes = mode === 'garbage' ? Buffer.from('<html>not an image</html>') : state.image;
        return send(res, 200, { created, data: [{ b64_json: bytes.toString('base64') }] });
      }
      send(res, 404, { error: { message: `Unknown path ${path}`, type: 'invalid_request_error' } });
    })();
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;
  state.baseUrl = `${origin}/v1`;
  return state;
}

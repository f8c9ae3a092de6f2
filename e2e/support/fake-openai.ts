// A Menudex server wired to a fake OpenAI-compatible provider, for journeys through the AI helpers
// (Add Item modal, item edit form). The shared journey server (global-setup.ts) has no provider, so
// its helpers are off; a journey that needs them starts this one for its file:
//
//   let ai: ServerWithFakeAi | null = null;
//   beforeAll(async () => { if (hasBrowser()) ai = await startServerWithFakeAi(); });
//   afterAll(async () => { await ai?.stop(); });
//   // pages open `${ai.url}/...`; sign in as the demo admin (admin@menudex.app / menudex-admin)
//
// The fake answers FAKE_DESCRIPTION and a 1536 x 1024 PNG of a plate (the server turns it into a
// 1024 px JPEG). `ai.fake.requests` holds what the provider received; set `ai.fake.mode` to 'error'
// (500), 'refused' (400 moderation), 'garbage' (not an image / empty text) or 'hang' (answers after
// AI_TIMEOUT_MS, 5 s here, as a 504) to see the failure messages.
import { startFakeOpenAi, type FakeOpenAi } from '../../apps/server/src/testing/fake-openai.ts';
import { startServer, type RunningServer } from './server.ts';

export { FAKE_DESCRIPTION, type FakeMode } from '../../apps/server/src/testing/fake-openai.ts';

export type ServerWithFakeAi = RunningServer & { fake: FakeOpenAi };

/** Starts the fake provider, then a server (embedded database, demo city) configured to use it. */
export async function startServerWithFakeAi(
  env: Record<string, string> = {},
): Promise<ServerWithFakeAi> {
  const fake = await startFakeOpenAi();
  let server: RunningServer;
  try {
    server = await startServer({
      AI_BASE_URL: fake.baseUrl,
      AI_API_KEY: 'test',
      AI_TEXT_MODEL: 'fake-text-model',
      AI_IMAGE_MODEL: 'fake-image-model',
      AI_TIMEOUT_MS: '5000',
      // Journeys sign in from 127.0.0.1 again and again (see global-setup.ts).
      AUTH_RATE_LIMIT: '1000',
      ...env,
    });
  } catch (err) {
    await fake.close();
    throw err;
  }
  return {
    ...server,
    fake,
    stop: async () => {
      await server.stop();
      await fake.close();
    },
  };
}

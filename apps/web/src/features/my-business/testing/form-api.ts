// A fake API for the owner tools' component tests: like components/testing fakeApi, but it also
// records multipart forms (entries in order, files included), and can stub local image previews.
import { vi } from 'vitest';
import type { FakeAnswer } from '../../../components/testing/render.tsx';

export type SeenRequest = {
  method: string;
  path: string;
  /** The JSON body, if any. */
  body: unknown;
  /** The multipart form's entries, if the body was one. */
  form: Array<[string, FormDataEntryValue]> | null;
};

type Route = (request: SeenRequest) => FakeAnswer | Promise<FakeAnswer | undefined> | undefined;

export function fakeFormApi(route: Route) {
  const calls: SeenRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost');
      const request: SeenRequest = {
        method: init.method ?? 'GET',
        path: url.pathname.replace(/^\/api/, '') + url.search,
        body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
        form: init.body instanceof FormData ? [...init.body.entries()] : null,
      };
      calls.push(request);
      const answer = (await route(request)) ?? { status: 404, body: { message: 'Not found' } };
      return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

/** jsdom has no object URLs: each chosen file previews as blob:preview-N. */
export function stubObjectUrls() {
  let n = 0;
  const created = vi.fn(() => `blob:preview-${++n}`);
  const revoked = vi.fn();
  URL.createObjectURL = created;
  URL.revokeObjectURL = revoked;
  return { created, revoked };
}

export const aiConfig = (enabled: boolean) => ({
  body: {
    contactEmail: 'hello@menudex.app',
    publicUrl: null,
    auth: {
      google: { enabled: false, clientId: null },
      facebook: { enabled: false, appId: null },
      email: { enabled: true },
    },
    ai: { enabled },
  },
});

export const png = (name = 'photo.png', bytes = 10) =>
  new File([new Uint8Array(bytes)], name, { type: 'image/png' });

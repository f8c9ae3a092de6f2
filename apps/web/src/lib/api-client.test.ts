// The API client asks the server to answer in the page's language (docs/decisions/054): the
// server's messages and the mails a call causes follow the page the call was made from.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from './api-client.ts';

function fakeFetch() {
  const fetch = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const sentLanguage = (fetch: ReturnType<typeof fakeFetch>) =>
  (fetch.mock.calls[0]?.[1]?.headers as Record<string, string> | undefined)?.['accept-language'];

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('the language the API is asked to answer in', () => {
  it('is Vietnamese on a page under /vi/', async () => {
    window.history.replaceState(null, '', '/vi/the-list');
    const fetch = fakeFetch();
    await apiRequest('/user/profile');
    expect(sentLanguage(fetch)).toBe('vi');
  });

  it('is English on a page of the specification’s paths', async () => {
    window.history.replaceState(null, '', '/businesses');
    const fetch = fakeFetch();
    await apiRequest('/user/profile');
    expect(sentLanguage(fetch)).toBe('en');
  });
});

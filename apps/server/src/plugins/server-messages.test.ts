// The server speaks the request's language (docs/decisions/054): every text it can answer or mail
// has a Vietnamese translation, and the same bad request is answered in English and in Vietnamese.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '@menudex/contract/i18n/locales';
import {
  hasServerText,
  hasServerTranslation,
  placeholdersOf,
  SERVER_CATALOGUES,
  SERVER_TEXT_CATALOGUES,
  translateServerMessage,
} from '@menudex/contract/i18n/server-messages';
import { findServerTexts, UNKNOWN } from '../testing/server-messages.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const roots = [path.resolve(here, '..'), path.resolve(here, '../../../../packages/contract/src')];

/** A text with its unknown parts filled the way a request would fill them. */
const sample = (text: string) => text.split(UNKNOWN).join('x');
/** Only a value (`{…}`, `{…}: {…}`): no words of ours to translate. */
const onlyValues = (text: string) => !/\p{L}/u.test(text.split(UNKNOWN).join(''));

describe("the server's catalogue", () => {
  it('translates every text the server can answer or mail, in every language', () => {
    const found = findServerTexts(roots);
    // The reader finds the texts at all (a broken reader would pass with nothing to check).
    expect(found.map((f) => f.text)).toEqual(
      expect.arrayContaining(['Please sign in', 'Password must be at least 8 characters']),
    );
    const missing = new Set<string>();
    for (const { text, where, kind } of found) {
      if (onlyValues(text)) continue;
      for (const locale of LOCALES) {
        const known =
          kind === 'text'
            ? hasServerText(locale, text)
            : hasServerTranslation(locale, sample(text));
        if (!known) missing.add(`${locale} ${where}: ${text}`);
      }
    }
    expect([...missing]).toEqual([]);
  }, 120_000);

  it('uses the same placeholders in a translation as in its English text', () => {
    const differ: string[] = [];
    for (const locale of LOCALES) {
      const catalogue = { ...SERVER_CATALOGUES[locale], ...SERVER_TEXT_CATALOGUES[locale] };
      for (const [english, translated] of Object.entries(catalogue)) {
        const want = placeholdersOf(english).sort().join();
        if (placeholdersOf(translated).sort().join() !== want) differ.push(`${locale}: ${english}`);
      }
    }
    expect(differ).toEqual([]);
  });

  it('writes the values an English message carries into its translation, numbers the local way', () => {
    expect(translateServerMessage('vi', 'Password must be at least 8 characters')).toBe(
      'Mật khẩu phải có ít nhất 8 ký tự',
    );
    expect(translateServerMessage('vi', 'body.name: must be at most 1,000 characters')).toBe(
      'body.name: tối đa 1.000 ký tự',
    );
    expect(translateServerMessage('en', 'Password must be at least 8 characters')).toBe(
      'Password must be at least 8 characters',
    );
    // A text the catalogue does not know stays as the server wrote it.
    expect(translateServerMessage('vi', 'Something new')).toBe('Something new');
  });
});

describe('answers in the request’s language', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const signUp = (headers: Record<string, string>, url = '/api/user/signup') =>
    t.app.inject({
      method: 'POST',
      url,
      headers,
      payload: { name: 'Dung', email: 'dung@example.com', password: 'short77' },
      remoteAddress: '10.9.0.1',
    });

  it('answers a bad request in English by default, and in Vietnamese when the page asks', async () => {
    const english = await signUp({});
    expect(english.statusCode).toBe(400);
    expect(english.json().message).toBe('body.password: Password must be at least 8 characters');
    const vietnamese = await signUp({ 'accept-language': 'vi' });
    expect(vietnamese.statusCode).toBe(400);
    expect(vietnamese.json().message).toBe('body.password: Mật khẩu phải có ít nhất 8 ký tự');
    const byQuery = await signUp({ 'accept-language': 'en' }, '/api/user/signup?lang=vi');
    expect(byQuery.json().message).toBe('body.password: Mật khẩu phải có ít nhất 8 ký tự');
    const rows = await t.database.db.selectFrom('users').select('id').execute();
    expect(rows).toEqual([]);
  });

  it("answers zod's own messages in zod's Vietnamese", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'accept-language': 'vi' },
      payload: { email: 'dung@example.com', password: 12 },
      remoteAddress: '10.9.0.2',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^body\.password: /);
    expect(res.json().message).not.toMatch(/Invalid input/);
  });

  it('answers an HttpError, a 404 route and a failed sign-in in Vietnamese', async () => {
    const headers = { 'accept-language': 'vi-VN,vi;q=0.9,en;q=0.5' };
    const profile = await t.app.inject({ url: '/api/user/profile', headers });
    expect(profile.statusCode).toBe(401);
    expect(profile.json()).toEqual({ message: 'Vui lòng đăng nhập' });
    const route = await t.app.inject({ url: '/api/no-such-thing', headers });
    expect(route.statusCode).toBe(404);
    expect(route.json()).toEqual({ message: 'Không tìm thấy đường dẫn GET /api/no-such-thing' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers,
      payload: { email: 'nobody@example.com', password: 'good password' },
      remoteAddress: '10.9.0.3',
    });
    expect(login.statusCode).toBe(401);
    expect(login.json()).toEqual({ message: 'Sai email hoặc mật khẩu' });
    const englishLogin = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: 'nobody@example.com', password: 'good password' },
      remoteAddress: '10.9.0.4',
    });
    expect(englishLogin.json()).toEqual({ message: 'Wrong e-mail or password' });
  });
});

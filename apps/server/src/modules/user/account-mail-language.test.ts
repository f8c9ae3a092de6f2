// Mails in the language of the page that asked for them (docs/decisions/054): a sign-up or a
// password reset from a Vietnamese page mails Vietnamese with links under /vi/, from an English page
// English with the specification's paths; the account keeps the language of its last sign-in for
// the mails a job sends later.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkIn, startSmtpSink, type SmtpSink } from '../../testing/smtp-sink.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const PUBLIC_URL = 'https://menudex.test';

let t: TestApp;
let smtp: SmtpSink;
let addressCounter = 0;

function post(url: string, payload: object, language?: string) {
  addressCounter += 1;
  return t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: language ? { 'accept-language': language } : {},
    remoteAddress: `10.7.0.${addressCounter}`,
  });
}

async function localeOf(email: string): Promise<string | undefined> {
  const { rows } = await sql<{
    locale: string;
  }>`select locale from users where email = ${email}`.execute(t.database.db);
  return rows[0]?.locale;
}

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({
    mail: { smtpUrl: smtp.url, from: 'Menudex <no-reply@menudex.test>', linkBaseUrl: PUBLIC_URL },
    publicUrl: PUBLIC_URL,
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('mails in the language of the request that causes them', () => {
  it('mails the verification link in Vietnamese, under /vi/, after a sign-up from a Vietnamese page', async () => {
    const email = 'lan@example.com';
    const res = await post(
      '/api/user/signup',
      { name: 'Lan', email, password: 'good password' },
      'vi',
    );
    expect(res.statusCode).toBe(201);
    const mail = await smtp.next(email);
    expect(mail.subject).toBe('Xác minh địa chỉ email của bạn trên Menudex');
    expect(mail.text).toContain('Xin chào Lan,');
    expect(mail.text).toContain('trong 48 giờ');
    expect(linkIn(mail.text, 'verify-email').href).toMatch(
      /^https:\/\/menudex\.test\/vi\/verify-email#token=/,
    );
    expect(await localeOf(email)).toBe('vi');
  });

  it('mails English with the unprefixed link to an English page, byte for byte as before', async () => {
    const email = 'ann@example.com';
    await post('/api/user/signup', { name: 'Ann', email, password: 'good password' });
    const mail = await smtp.next(email);
    expect(mail.subject).toBe('Verify your e-mail address for Menudex');
    expect(
      mail.text.startsWith('Hello Ann,\n\nPlease confirm that this is your e-mail address'),
    ).toBe(true);
    expect(linkIn(mail.text, 'verify-email').href).toMatch(
      /^https:\/\/menudex\.test\/verify-email#/,
    );
    expect(await localeOf(email)).toBe('en');
  });

  it('answers and mails a password reset asked from a Vietnamese page in Vietnamese', async () => {
    const res = await post('/api/user/password/forgot', { email: 'ann@example.com' }, 'vi');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(
      'Nếu có tài khoản với địa chỉ này, chúng tôi đã gửi đến đó một liên kết để đặt mật khẩu mới. Liên kết có hiệu lực trong một giờ.',
    );
    const mail = await smtp.next('ann@example.com');
    expect(mail.subject).toBe('Đặt mật khẩu Menudex mới');
    expect(linkIn(mail.text, 'reset-password').href).toMatch(
      /^https:\/\/menudex\.test\/vi\/reset-password#token=/,
    );
  });

  it("keeps the language of the account's last sign-in", async () => {
    const signIn = (language?: string) =>
      post('/api/user/login', { email: 'ann@example.com', password: 'good password' }, language);
    expect((await signIn('vi-VN,vi;q=0.9')).statusCode).toBe(200);
    expect(await localeOf('ann@example.com')).toBe('vi');
    expect((await signIn()).statusCode).toBe(200);
    expect(await localeOf('ann@example.com')).toBe('en');
  });
});

// Demo accounts never open a production server, demo mode keeps to this machine, and mail says
// how it goes (SMTP, the log in demo mode, or off with the reason).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createMailer, mailStatusLine } from '../../lib/mailer.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { DEMO_USERS } from '../../seed/generate.ts';
import { createTestApp, testConfig, type TestApp } from '../../testing/test-app.ts';
import { demoListenText, secureDemoAccounts } from './demo-accounts.ts';

const PRODUCTION = {
  DATABASE_URL: 'postgres://localhost/menudex',
  JWT_SECRET: 'production-secret-production-secret-0123',
};

describe('demo accounts outside demo mode', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    for (const demo of Object.values(DEMO_USERS)) {
      await t.database.db
        .insertInto('users')
        .values({
          name: demo.name,
          email: demo.email,
          password_hash: await hashPassword(demo.password),
          role: demo.role,
        })
        .execute();
    }
  });
  afterAll(() => t.close());

  const hashOf = async (email: string) =>
    (
      await t.database.db
        .selectFrom('users')
        .select(['password_hash', 'session_version'])
        .where('email', '=', email)
        .executeTakeFirstOrThrow()
    ).password_hash ?? '';

  it('leaves them alone in demo mode', async () => {
    expect(await secureDemoAccounts(t.database, testConfig({ demo: true }))).toBeNull();
    expect(await verifyPassword('menudex-admin', await hashOf('admin@menudex.app'))).toBe(true);
  });

  it('replaces the published passwords with random ones, printed once; a second start changes nothing', async () => {
    const text = await secureDemoAccounts(t.database, testConfig({ demo: false }));
    expect(text).toContain('no longer accept their published passwords');
    for (const demo of Object.values(DEMO_USERS)) {
      const line = text?.split('\n').find((l) => l.includes(demo.email)) ?? '';
      const password = line.split(' / ')[1] ?? '';
      expect(password).toMatch(/^[\w-]{16}$/);
      const hash = await hashOf(demo.email);
      expect(await verifyPassword(demo.password, hash)).toBe(false);
      expect(await verifyPassword(password, hash)).toBe(true);
    }
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: 'admin@menudex.app', password: 'menudex-admin' },
    });
    expect(login.statusCode).toBe(401);
    expect(await secureDemoAccounts(t.database, testConfig({ demo: false }))).toBeNull();
  });
});

describe('where demo mode listens', () => {
  it('binds 127.0.0.1 in demo mode unless HOST is set, and says so', () => {
    const demo = loadConfig({});
    expect(demo.host).toBe('127.0.0.1');
    expect(demoListenText(demo)).toContain('127.0.0.1 only');
    const open = loadConfig({ HOST: '0.0.0.0' });
    expect(open.host).toBe('0.0.0.0');
    expect(demoListenText(open)).toContain('anyone who can reach this address');
  });

  it('binds every interface outside demo mode, saying nothing about demo', () => {
    const production = loadConfig(PRODUCTION);
    expect(production.host).toBe('0.0.0.0');
    expect(demoListenText(production)).toBeNull();
  });
});

describe('mail set-up', () => {
  it('is off outside demo mode without SMTP_URL and PUBLIC_URL, and the start-up line says which features', () => {
    const line = mailStatusLine(loadConfig(PRODUCTION));
    expect(line).toContain('SMTP_URL and PUBLIC_URL are not set');
    expect(line).toContain('e-mail verification and password reset are turned off');
    expect(createMailer(loadConfig(PRODUCTION)).mode).toBe('off');
    const noPublicUrl = loadConfig({ ...PRODUCTION, SMTP_URL: 'smtp://127.0.0.1:2525' });
    expect(mailStatusLine(noPublicUrl)).toContain('PUBLIC_URL is not set');
  });

  it('goes over SMTP with SMTP_URL and PUBLIC_URL; links use PUBLIC_URL', () => {
    const config = loadConfig({
      ...PRODUCTION,
      SMTP_URL: 'smtp://127.0.0.1:2525',
      PUBLIC_URL: 'https://menudex.example/',
      MAIL_FROM: 'Menudex <no-reply@menudex.example>',
    });
    expect(mailStatusLine(config)).toBeNull();
    const mailer = createMailer(config);
    expect(mailer.mode).toBe('smtp');
    expect(mailer.linkBaseUrl).toBe('https://menudex.example');
    mailer.close();
  });

  it('writes mails to the log in demo mode without SMTP, links pointing at the local server', async () => {
    const logged: string[] = [];
    const mailer = createMailer(loadConfig({ PORT: '4123' }), (text) => logged.push(text));
    expect(mailer.mode).toBe('log');
    expect(mailer.linkBaseUrl).toBe('http://127.0.0.1:4123');
    await mailer.send({ to: 'a@example.com', subject: 'Hello', text: 'Open http://x/y' });
    expect(logged[0]).toContain('to a@example.com');
    expect(logged[0]).toContain('Subject: Hello');
    expect(logged[0]).toContain('Open http://x/y');
  });

  it('refuses a SMTP_URL that is not smtp:// or smtps://', () => {
    expect(() => loadConfig({ SMTP_URL: 'http://mail' })).toThrow(/SMTP_URL must start with smtp/);
  });
});

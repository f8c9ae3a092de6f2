import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration', () => {
  it('runs in demo mode on the embedded database by default', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.demo).toBe(true);
    expect(config.seedDemo).toBe(true);
    expect(config.databaseUrl).toBeUndefined();
  });

  it('names the variable when a value is wrong', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ CONTACT_EMAIL: 'nope' })).toThrow(/CONTACT_EMAIL/);
  });

  it('requires a JWT secret outside demo mode', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://localhost/x' })).toThrow(/JWT_SECRET/);
    const config = loadConfig({
      DATABASE_URL: 'postgres://localhost/x',
      JWT_SECRET: 'x'.repeat(32),
      ADMIN_EMAILS: ' Boss@Example.com, ,a@b.c',
    });
    expect(config.demo).toBe(false);
    expect(config.adminEmails).toEqual(['boss@example.com', 'a@b.c']);
  });
});

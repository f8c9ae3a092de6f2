// Outside demo mode, a server without PUBLIC_URL says at start-up what names the host instead.
import { describe, expect, it } from 'vitest';
import { loadConfig, publicUrlWarning } from './config.ts';

const PRODUCTION = {
  DATABASE_URL: 'postgres://menudex@localhost/menudex',
  JWT_SECRET: 'production-secret-production-secret-0123',
};

describe('the PUBLIC_URL start-up warning', () => {
  it('names the setting and what it affects when PUBLIC_URL is unset outside demo mode', () => {
    const warning = publicUrlWarning(loadConfig(PRODUCTION));
    expect(warning).toMatch(/^PUBLIC_URL is not set/);
    for (const affected of ['canonical URLs', 'Open Graph', 'sitemap', 'robots.txt']) {
      expect(warning).toContain(affected);
    }
    expect(warning).toContain('X-Forwarded-Host');
  });

  it('says nothing once PUBLIC_URL is set, or in demo mode (a local address is right there)', () => {
    expect(
      publicUrlWarning(loadConfig({ ...PRODUCTION, PUBLIC_URL: 'https://menudex.example' })),
    ).toBeNull();
    expect(publicUrlWarning(loadConfig({ DEMO: 'true' }))).toBeNull();
  });
});

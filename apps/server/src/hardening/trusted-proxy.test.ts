// Behind a load balancer that appends the address it saw to X-Forwarded-For, a client that writes its
// own first hop must not choose its address: the login and feedback limits count the address the
// trusted proxy saw. TRUST_PROXY names the proxies (a hop count or addresses), never "everyone".
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEEDBACK_QUESTIONS } from '@menudex/contract/constants';
import { loadConfig } from '../config.ts';
import { FEEDBACK_RATE_LIMITS } from '../modules/feedback/feedback.service.ts';
import { factories } from '../testing/factories.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

const LOAD_BALANCER = '10.0.0.5';
const CLIENT = '203.0.113.9';

const answers = () =>
  FEEDBACK_QUESTIONS.map((q) => ({
    question: q.question,
    customerRating: 4,
    customerComment: '',
    labels: [...q.labels],
  }));

/** What the balancer forwards: the client's own header with the address it saw appended. */
const forged = (i: number) => ({ 'x-forwarded-for': `198.51.100.${i % 250}, ${CLIENT}` });

const LOGIN_LIMIT = 3;

// 'true' is what operators had set: it now means the one balancer next to us, not every hop.
for (const setting of ['true', '10.0.0.0/8']) {
  describe(`TRUST_PROXY=${setting}`, () => {
    let t: TestApp;
    beforeAll(async () => {
      const trustProxy = loadConfig({ DEMO: 'true', TRUST_PROXY: setting }).trustProxy;
      t = await createTestApp({ trustProxy, authRateLimit: LOGIN_LIMIT });
    });
    afterAll(() => t.close());

    it('holds the login limit against a forged first X-Forwarded-For hop', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 8; i++) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/user/login',
          remoteAddress: LOAD_BALANCER,
          headers: forged(i),
          payload: { email: 'nobody@example.com', password: 'wrong-password-1' },
        });
        statuses.push(res.statusCode);
      }
      const through = statuses.filter((s) => s !== 429).length;
      console.log(
        `[hardening] forged-XFF logins: ${through} of 8 through a limit of ${LOGIN_LIMIT}`,
      );
      expect(through).toBe(LOGIN_LIMIT);
      expect(statuses.slice(0, LOGIN_LIMIT)).toEqual(Array(LOGIN_LIMIT).fill(401));
    });

    it('holds the feedback limit against a forged first X-Forwarded-For hop', async () => {
      const business = await factories(t).business({ feedbackEnabled: true });
      let through = 0;
      for (let i = 0; i < 14; i++) {
        const res = await t.app.inject({
          method: 'POST',
          url: `/api/feedback/${business.id}`,
          remoteAddress: LOAD_BALANCER,
          headers: forged(i),
          payload: { userId: crypto.randomUUID(), userFeedbacks: answers() },
        });
        if (res.statusCode !== 429) through += 1;
        expect([201, 429]).toContain(res.statusCode);
      }
      console.log(`[hardening] forged-XFF feedback: ${through} of 14 through`);
      expect(through).toBeLessThanOrEqual(FEEDBACK_RATE_LIMITS.perAddress);
    });
  });
}

describe('TRUST_PROXY setting', () => {
  const parse = (TRUST_PROXY: string) => loadConfig({ DEMO: 'true', TRUST_PROXY }).trustProxy;
  it('reads false, a hop count (true is one hop) or a list of addresses and ranges', () => {
    expect(parse('false')).toBe(false);
    expect(parse('true')).toBe(1);
    expect(parse('2')).toBe(2);
    expect(parse('10.0.0.0/8, 192.168.1.7,loopback, fd00::/8')).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      'loopback',
      'fd00::/8',
    ]);
  });
  it('refuses anything else, naming the variable', () => {
    expect(() => parse('everyone')).toThrow(/TRUST_PROXY has 'everyone'/);
    expect(() => parse('10.0.0.0/40')).toThrow(/TRUST_PROXY/);
  });
});

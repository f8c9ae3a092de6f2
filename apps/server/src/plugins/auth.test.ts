import { describe, expect, it } from 'vitest';
import { effectiveRole } from './auth.ts';

const verified = new Date('2026-01-01T00:00:00Z');
const base = { role: 'user', email: 'boss@example.com', email_verified_at: verified };
const admins = ['boss@example.com'];

describe('effectiveRole', () => {
  it('keeps admins marked in the database', () => {
    expect(effectiveRole({ ...base, role: 'admin', email: null }, [])).toBe('admin');
  });

  it('grants ADMIN_EMAILS to an account whose e-mail is verified (our link, Google or Facebook)', () => {
    expect(effectiveRole(base, admins)).toBe('admin');
  });

  it('does not grant ADMIN_EMAILS to an account whose e-mail nobody verified', () => {
    expect(effectiveRole({ ...base, email_verified_at: null }, admins)).toBe('user');
  });

  it('does not grant admin to an e-mail that is not listed', () => {
    expect(effectiveRole({ ...base, email: 'someone@example.com' }, admins)).toBe('user');
  });
});

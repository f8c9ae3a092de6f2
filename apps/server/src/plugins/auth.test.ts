import { describe, expect, it } from 'vitest';
import { effectiveRole } from './auth.ts';

const base = {
  role: 'user',
  email: 'boss@example.com',
  password_hash: null,
  google_sub: null,
  facebook_id: null,
};
const admins = ['boss@example.com'];

describe('effectiveRole', () => {
  it('keeps admins marked in the database', () => {
    expect(effectiveRole({ ...base, role: 'admin', email: null }, [])).toBe('admin');
  });

  it('grants ADMIN_EMAILS to an account whose e-mail Google or Facebook vouched for', () => {
    expect(effectiveRole({ ...base, google_sub: 'g1' }, admins)).toBe('admin');
    expect(effectiveRole({ ...base, facebook_id: 'f1' }, admins)).toBe('admin');
  });

  it('does not grant ADMIN_EMAILS to a password account, whose e-mail nobody verified', () => {
    expect(effectiveRole({ ...base, password_hash: 'scrypt$…' }, admins)).toBe('user');
    expect(effectiveRole({ ...base, password_hash: 'scrypt$…', google_sub: 'g1' }, admins)).toBe(
      'user',
    );
    expect(effectiveRole(base, admins)).toBe('user');
  });

  it('does not grant admin to an e-mail that is not listed', () => {
    expect(effectiveRole({ ...base, google_sub: 'g1', email: 'someone@example.com' }, admins)).toBe(
      'user',
    );
  });
});

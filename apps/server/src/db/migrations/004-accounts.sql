-- Accounts people can trust and recover (issue 16): verified e-mail addresses, a session version that
-- a password reset or change raises (older sessions stop working), and single-use links sent by mail
-- (e-mail verification, password reset), stored only as a hash. See docs/decisions/014-accounts-recovery.md.

ALTER TABLE users ADD COLUMN email_verified_at timestamptz;
ALTER TABLE users ADD COLUMN session_version integer NOT NULL DEFAULT 0;

-- A provider (Google with email_verified, Facebook) vouched for the e-mail of the accounts it made.
UPDATE users SET email_verified_at = created_at
  WHERE email IS NOT NULL AND password_hash IS NULL
    AND (google_sub IS NOT NULL OR facebook_id IS NOT NULL);

CREATE TABLE account_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('verify-email', 'reset-password')),
  -- SHA-256 of the random token in the link; the token itself is never stored.
  token_hash text NOT NULL UNIQUE,
  -- The address the link was sent to: verifying proves this address, not whatever the account holds later.
  email text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX account_tokens_user_purpose ON account_tokens (user_id, purpose, created_at);

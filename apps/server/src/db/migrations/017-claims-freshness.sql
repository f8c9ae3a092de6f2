-- Claims and freshness (issue 37, docs/guide.md "Claims" and "Freshness"): claims of a listing by
-- the people who run it, whether a business has an owner at all ("managed by its owner"), and the
-- reminders mailed to owners of stale listings, once per owner and period however many processes run.

-- How many owners a business has, kept by a trigger so every query that reads a business (pages,
-- finding, search) can say "managed by its owner" without joining the owners.
ALTER TABLE businesses ADD COLUMN owner_count integer NOT NULL DEFAULT 0 CHECK (owner_count >= 0);
UPDATE businesses b
   SET owner_count = (SELECT count(*) FROM business_owners o WHERE o.business_id = b.id);

CREATE FUNCTION business_owner_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE businesses SET owner_count = owner_count + 1 WHERE id = NEW.business_id;
  ELSE
    UPDATE businesses SET owner_count = owner_count - 1 WHERE id = OLD.business_id;
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER business_owner_count AFTER INSERT OR DELETE ON business_owners
  FOR EACH ROW EXECUTE FUNCTION business_owner_count();

-- The admin's list of stale listings reads the never-verified and oldest-verified first.
CREATE INDEX businesses_verified_at_idx ON businesses (verified_at NULLS FIRST, seq);

CREATE TABLE claims (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  message text NOT NULL DEFAULT '',
  -- pending: waiting for the mailed link or an admin; approved: the claimant became an owner (by the
  -- link or an admin); rejected: an admin said no.
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  -- The mailed link's token as a SHA-256 hash (like account_tokens), or NULL: the admin decides.
  token_hash text UNIQUE,
  token_expires_at timestamptz,
  -- The address of record the link went to (the business's e-mail when the claim was made).
  mailed_to text,
  note text NOT NULL DEFAULT '',
  resolved_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  resolved_at timestamptz
);
-- One open claim per person and business: a second click makes no second claim.
CREATE UNIQUE INDEX claims_pending_key ON claims (business_id, user_id) WHERE status = 'pending';
CREATE INDEX claims_status_idx ON claims (status, created_at);
CREATE INDEX claims_user_idx ON claims (user_id);

-- A reminder mailed (or being mailed) to an owner about a stale listing in one period (the staleness
-- window it belongs to). The primary key is the once-only guarantee: a process mails only after its
-- insert of the row won, so two processes running the job never mail an owner twice for one period.
CREATE TABLE freshness_reminders (
  business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  period text NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (business_id, user_id, period)
);
CREATE INDEX freshness_reminders_user_idx ON freshness_reminders (user_id);

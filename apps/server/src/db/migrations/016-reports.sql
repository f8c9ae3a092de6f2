-- Reports and suggested corrections (modules/reports/, docs/guide.md "Reports and corrections"): what
-- visitors tell us is wrong about a business or a dish, and what a moderator (an admin, or an owner
-- of the business) decided.

CREATE TABLE reports (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  target_kind text NOT NULL CHECK (target_kind IN ('business', 'item')),
  -- The business the report is about, or the business of the dish: owners see their businesses' reports.
  business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  -- The dish, for target_kind 'item'.
  item_id uuid REFERENCES items (id) ON DELETE CASCADE,
  reason text NOT NULL CHECK (reason IN ('wrong-info', 'closed', 'illegal', 'spam', 'other')),
  message text NOT NULL,
  -- Where to mail the outcome; cleared once it is resolved (kept no longer than it is needed).
  email text,
  -- The corrected business fields, as the API took them, or NULL.
  suggestion jsonb,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'accepted', 'rejected')),
  note text NOT NULL DEFAULT '',
  reporter_id uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  resolved_at timestamptz,
  resolved_by uuid REFERENCES users (id) ON DELETE SET NULL,
  CHECK ((target_kind = 'item') = (item_id IS NOT NULL)),
  CHECK ((status = 'open') = (resolved_at IS NULL))
);
-- The queue: an owner's reports by business, an admin's by status, newest first.
CREATE INDEX reports_business_idx ON reports (business_id, created_at DESC);
CREATE INDEX reports_status_idx ON reports (status, created_at DESC);

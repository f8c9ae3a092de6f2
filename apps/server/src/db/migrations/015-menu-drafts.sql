-- Menu drafts (modules/menu-drafts/, docs/ai.md "Menu from a photo or PDF"): a printed menu an owner
-- uploaded, read into lists and items by the AI provider's vision model in the background, reviewed
-- and published by the owner. Nothing here is shown to visitors until it is published as items.

CREATE TABLE menu_drafts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  -- Who uploaded it (kept for the owners' and admins' information; the account may go).
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  status text NOT NULL DEFAULT 'reading' CHECK (status IN ('reading', 'ready', 'failed')),
  -- What the upload's bytes were found to be (by content, not by name).
  media_type text NOT NULL
    CHECK (media_type IN ('image/jpeg', 'image/png', 'image/webp', 'application/pdf')),
  -- The uploaded file (at most 20 MB) until it is read, then NULL: a read menu keeps no copy.
  upload bytea,
  -- The draft's lists ([{ name, items: [{ name, description, price, tags, diets }] }]) and warnings
  -- (an array of texts), as the API answers them.
  lists jsonb NOT NULL DEFAULT '[]',
  warnings jsonb NOT NULL DEFAULT '[]',
  created_at timestamptz NOT NULL DEFAULT now(),
  read_at timestamptz,
  -- Set once, in the transaction that creates the items: a draft is published at most once.
  published_at timestamptz,
  CHECK (status = 'reading' OR upload IS NULL),
  CHECK (published_at IS NULL OR status = 'ready')
);
-- A business's drafts, oldest first (the clean-up of old drafts reads them by age).
CREATE INDEX menu_drafts_business_idx ON menu_drafts (business_id, created_at);

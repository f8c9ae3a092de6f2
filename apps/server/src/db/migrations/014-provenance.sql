-- Filling the directory (issue 36, docs/guide.md "Imports"): where a business came from, the fields
-- imported places carry, and the imports themselves. Freshness (verified_at) starts here because an
-- imported business starts unverified.

-- Imported places often have no phone: '' is allowed, and only real numbers must be unique.
ALTER TABLE businesses DROP CONSTRAINT businesses_phone_key;
ALTER TABLE businesses DROP CONSTRAINT businesses_phone_check;
ALTER TABLE businesses ADD CONSTRAINT businesses_phone_check
  CHECK (phone = '' OR phone ~ '^[1-9][0-9]{9}$');
CREATE UNIQUE INDEX businesses_phone_key ON businesses (phone) WHERE phone <> '';

ALTER TABLE businesses
  ADD COLUMN website text NOT NULL DEFAULT '' CHECK (website = '' OR website ~* '^https?://'),
  ADD COLUMN email text NOT NULL DEFAULT '',
  -- { kind: 'osm'|'csv'|'schema-org', ref, importedAt }, or NULL for a business made by hand.
  ADD COLUMN source jsonb,
  -- The credit the page and the exports must show (ODbL for OpenStreetMap rows), or NULL.
  ADD COLUMN attribution text,
  -- The item diets the business serves entirely or largely.
  ADD COLUMN diets text[] NOT NULL DEFAULT '{}',
  -- Opening hours as text when the hours model cannot hold them, else ''.
  ADD COLUMN hours_text text NOT NULL DEFAULT '',
  -- When an owner or admin last confirmed the listing; NULL: never (imported places start so).
  ADD COLUMN verified_at timestamptz,
  -- The imported fields an owner or admin has changed since: a re-import keeps their values.
  ADD COLUMN edited_fields text[] NOT NULL DEFAULT '{}';

-- A re-import finds the business a place made by its source reference.
CREATE UNIQUE INDEX businesses_source_ref_idx ON businesses ((source ->> 'kind'), (source ->> 'ref'))
  WHERE source IS NOT NULL;

CREATE TABLE imports (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kind text NOT NULL CHECK (kind IN ('osm', 'geojson', 'businesses-csv', 'menu-csv', 'schema-org')),
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'done', 'failed')),
  dry_run boolean NOT NULL,
  -- The business a menu import fills (menu-csv, schema-org with businessId).
  business_id uuid REFERENCES businesses (id) ON DELETE CASCADE,
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  file_name text NOT NULL DEFAULT '',
  -- The uploaded file until the import has finished: any process may run or resume it.
  file bytea,
  total integer NOT NULL DEFAULT 0,
  -- Rows whose outcome is committed; a resumed import starts after them.
  processed integer NOT NULL DEFAULT 0,
  counts jsonb NOT NULL DEFAULT '{"created": 0, "updated": 0, "unchanged": 0, "skipped": 0}',
  errors jsonb NOT NULL DEFAULT '[]',
  created_at timestamptz NOT NULL DEFAULT now(),
  started_at timestamptz,
  finished_at timestamptz
);
CREATE INDEX imports_created_idx ON imports (created_at DESC);

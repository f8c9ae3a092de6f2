-- Discount bursts (docs/decisions/013-discount-controls.md, "Later"): feedback that reaches one
-- business in a burst (FEEDBACK_BURST in packages/contract/src/feedback.ts) is grouped into a burst.
-- Its forms are suspect: their ratings stay out of the owner's averages until the owner counts them,
-- and the owner can void the burst's discounts that are not redeemed yet.
CREATE TABLE feedback_bursts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  started_at timestamptz NOT NULL,
  last_at timestamptz NOT NULL,
  -- held: out of the averages until the owner decides; counted or dropped: what the owner chose.
  ratings text NOT NULL DEFAULT 'held' CHECK (ratings IN ('held', 'counted', 'dropped')),
  voided_at timestamptz
);
CREATE INDEX feedback_bursts_business_idx ON feedback_bursts (business_id, last_at DESC);

-- A feedback with a burst is suspect.
ALTER TABLE feedback ADD COLUMN burst_id uuid REFERENCES feedback_bursts (id) ON DELETE SET NULL;
CREATE INDEX feedback_burst_idx ON feedback (burst_id) WHERE burst_id IS NOT NULL;

-- A voided discount can no longer be redeemed, and no longer blocks a new one for its customer.
ALTER TABLE discounts ADD COLUMN voided_at timestamptz;
DROP INDEX discounts_open_idx;
CREATE UNIQUE INDEX discounts_open_idx ON discounts (business_id, customer_id)
  WHERE redeemed_at IS NULL AND voided_at IS NULL;

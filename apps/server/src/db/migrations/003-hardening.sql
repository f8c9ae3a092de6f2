-- Discount controls (docs/decisions/013-discount-controls.md): the owner's daily limit of feedback
-- discounts, and which network (a keyed hash of the client address, never the address) each
-- feedback came from, so per-network caps can be counted.
ALTER TABLE businesses
  ADD COLUMN discount_daily_limit integer NOT NULL DEFAULT 50
  CHECK (discount_daily_limit >= 0 AND discount_daily_limit <= 1000);
ALTER TABLE feedback ADD COLUMN network text;
CREATE INDEX feedback_network_idx ON feedback (network, created_at DESC);

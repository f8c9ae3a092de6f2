-- PHONE_REGION (docs/guide.md, settings): outside the US a business phone is stored in E.164
-- (+842838221234); a US install keeps storing ten digits, which the old rule still allows.
ALTER TABLE businesses DROP CONSTRAINT businesses_phone_check;
ALTER TABLE businesses ADD CONSTRAINT businesses_phone_check
  CHECK (phone = '' OR phone ~ '^[1-9][0-9]{9}$' OR phone ~ '^\+[1-9][0-9]{6,14}$');
